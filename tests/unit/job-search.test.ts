import { describe, expect, it } from 'vitest'
import { comparablePay, formatSalary, parsePayWish, salaryFields, storedSalary, weeklyHours } from '@/features/job-search/pay'
import { distanceKm, formatDistance, geocodeTown, nearestKm } from '@/features/job-search/geo'
import { searchFields } from '@/features/job-search/derive'
import { parseSalaryText } from '@/lib/jobs/salary'

describe('pay as figures', () => {
  it('shows every shape the same way, in German', () => {
    expect(formatSalary(parseSalaryText('58.000 – 65.000 € p. a.'))).toBe('58.000–65.000 € / Jahr')
    expect(formatSalary(parseSalaryText('2.100 € brutto / Monat (25 Std.)'))).toBe('2.100 € brutto / Monat')
    expect(formatSalary(parseSalaryText('ab 2.800 € brutto monatlich'))).toBe('ab 2.800 € brutto / Monat')
    expect(formatSalary(parseSalaryText('15 bis 17 Euro pro Stunde'))).toBe('15–17 € / Stunde')
    expect(formatSalary(parseSalaryText('ab 18,50 €/Std.'))).toBe('ab 18,50 € / Stunde')
    expect(formatSalary(parseSalaryText('nach Vereinbarung'))).toBeNull()
  })

  it('stores the parsed figures and reads them back', () => {
    const fields = salaryFields('2.100 € brutto / Monat (25 Std.)')
    expect(fields).toEqual({ salaryMin: 2100, salaryMax: 2100, salaryCurrency: 'EUR', salaryPeriod: 'month', salaryBasis: 'gross', salaryHours: 25 })
    expect(storedSalary(fields)).toEqual(parseSalaryText('2.100 € brutto / Monat (25 Std.)'))
    expect(storedSalary(salaryFields('nach Vereinbarung'))).toBeNull()
  })

  it('compares like with like: yearly to monthly, hourly to monthly only with hours', () => {
    expect(comparablePay(parseSalaryText('36.000 € p. a.'), 'month')).toBe(3000)
    expect(comparablePay(parseSalaryText('15 € / Stunde'), 'month')).toBeNull()
    expect(Math.round(comparablePay(parseSalaryText('15 € / Stunde'), 'month', 40)!)).toBe(2600)
    expect(Math.round(comparablePay(parseSalaryText('2.100 € / Monat (25 Std.)'), 'hour')!)).toBe(19)
    expect(comparablePay(parseSalaryText('2.300 – 2.800 € / Monat'), 'month')).toBe(2800)
    expect(comparablePay(parseSalaryText('ab 17 €/Std.'), 'hour')).toBe(17)
  })

  it('reads the wish and the job hours leniently', () => {
    expect(parsePayWish('2.500')).toBe(2500)
    expect(parsePayWish('2500 €')).toBe(2500)
    expect(parsePayWish('15,50')).toBe(15.5)
    expect(parsePayWish('viel')).toBeNull()
    expect(weeklyHours('38,5 Std./Woche')).toBe(38.5)
    expect(weeklyHours('20–25 Stunden')).toBe(25)
    expect(weeklyHours('')).toBeNull()
  })
})

describe('places and distances', () => {
  it('finds German towns as feeds write them', () => {
    expect(geocodeTown('München')).toMatchObject({ lat: expect.closeTo(48.14, 1) })
    expect(geocodeTown('Muenchen')).toEqual(geocodeTown('München'))
    expect(geocodeTown('Frankfurt a. M.')).toEqual(geocodeTown('Frankfurt am Main'))
    expect(geocodeTown('20095 Hamburg')).toEqual(geocodeTown('Hamburg'))
    expect(geocodeTown('Halle')).toEqual(geocodeTown('Halle (Saale)'))
    expect(geocodeTown('Atlantis')).toBeNull()
  })

  it('measures Hamburg–Pinneberg at about 18 km and counts a job with its nearest place', () => {
    const hamburg = geocodeTown('Hamburg')!
    const pinneberg = geocodeTown('Pinneberg')!
    expect(distanceKm(hamburg, pinneberg)).toBeGreaterThan(14)
    expect(distanceKm(hamburg, pinneberg)).toBeLessThan(22)
    expect(nearestKm(hamburg, [geocodeTown('München')!, pinneberg])).toBe(distanceKm(hamburg, pinneberg))
    expect(formatDistance(12.4)).toBe('ca. 12 km')
    expect(formatDistance(0.3)).toBe('unter 1 km')
  })

  it('derives everything the search stores from one job', () => {
    const fields = searchFields({ title: 'Koch', salary: 'ab 18 €/Std.', location: 'Pinneberg', additionalLocations: 'Hamburg\nAtlantis', benefits: 'Personalzimmer' })
    expect(fields).toMatchObject({ salaryMin: 18, salaryPeriod: 'hour', staffHousing: true })
    expect(fields.geoPlaces.map((p) => p.place)).toEqual(['Pinneberg', 'Hamburg'])
  })
})
