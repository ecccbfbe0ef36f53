import { describe, expect, it } from 'vitest'
import { comparablePay, formatSalary, parsePayWish, salaryFields, storedSalary, weeklyHours } from '@/features/job-search/pay'
import { distanceKm, formatDistance, geocodeTown, nearestKm } from '@/features/job-search/geo'
import { searchFields } from '@/features/job-search/derive'
import { parseSalaryText } from '@/lib/jobs/salary'
import { EMPTY_FILTERS, filtersToParams, foldFilters, matchesFilters, parseFilters } from '@/lib/jobs/filter'
import { toBoardEntry } from '@/features/jobs/boardEntry'
import { buildJobPostingJsonLd } from '@/features/jobs/jsonld'
import { geocodeJobPlaces, geocodePostcode, resolvePlace } from '@/features/job-search/geo'

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
    expect(geocodeTown('Sylt')).toEqual(geocodeTown('Westerland'))
    expect(geocodeTown('Sankt Peter-Ording (Nordsee)')).toEqual(geocodeTown('Sankt Peter-Ording'))
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
    const fields = searchFields({
      title: 'Koch',
      salary: 'ab 18 €/Std.',
      location: 'Pinneberg',
      additionalLocations: 'Hamburg\nAtlantis',
      benefits: 'Personalzimmer',
    })
    expect(fields).toMatchObject({ salaryMin: 18, salaryPeriod: 'hour', staffHousing: true })
    expect(fields.geoPlaces.map((p) => p.place)).toEqual(['Pinneberg', 'Hamburg'])
  })
})

describe('the board filters by pay and facts, in shareable URLs', () => {
  const entry = (id: number, salary: string, extra: Record<string, unknown> = {}) => toBoardEntry({ id, title: `Job ${id}`, ...salaryFields(salary), ...extra })
  const jobs = [
    entry(1, '2.100 € brutto / Monat'),
    entry(2, '36.000 € p. a.', { staffHousing: true, seasonKind: 'saison', workingTimeModel: 'vollzeit' }),
    entry(3, '15 € / Stunde', { hours: '40' }),
    entry(4, '15 € / Stunde'),
    entry(5, 'nach Vereinbarung'),
  ]
  const ids = (query: string) => {
    const folded = foldFilters(parseFilters(new URLSearchParams(query)))
    return jobs.filter((job) => matchesFilters(job.keys, folded)).map((job) => job.id)
  }

  it('„Gehalt ab 2.500 €/Monat“ compares yearly and hourly pay as monthly, hourly only with known hours', () => {
    expect(ids('gehalt=2500&je=monat')).toEqual([2, 3])
    expect(ids('gehalt=2.500')).toEqual([2, 3])
    expect(ids('gehalt=15&je=stunde')).toEqual([3, 4])
    expect(ids('')).toEqual([1, 2, 3, 4, 5])
  })

  it('filters by housing, season and working-time model', () => {
    expect(ids('unterkunft=1')).toEqual([2])
    expect(ids('saison=saison&modell=vollzeit')).toEqual([2])
    expect(ids('modell=teilzeit')).toEqual([])
  })

  it('writes every filter back into the URL and reads it again', () => {
    const filters = {
      ...EMPTY_FILTERS,
      location: 'Hamburg',
      radius: 25,
      payMin: 2500,
      payUnit: 'month' as const,
      housing: true,
      season: 'saison',
      model: 'vollzeit',
    }
    const params = filtersToParams(filters)
    expect(params.toString()).toBe('ort=Hamburg&gehalt=2500&je=monat&unterkunft=1&saison=saison&modell=vollzeit&umkreis=25')
    expect(parseFilters(params)).toEqual(filters)
    // „PLZ oder Ort“ is one parameter; an older link's separate postcode is read as that place
    expect(parseFilters({ ort: '20095', umkreis: '25' })).toMatchObject({ location: '20095', radius: 25 })
    expect(parseFilters({ plz: '20095', umkreis: '25' })).toMatchObject({ location: '20095', radius: 25 })
    expect(filtersToParams(parseFilters({ ort: 'Hamburg', plz: '20095', umkreis: '10' })).toString()).toBe('ort=20095&umkreis=10')
    expect(parseFilters({ umkreis: '7', saison: 'immer', modell: 'x', gehalt: 'viel', plz: 'abc' })).toEqual(EMPTY_FILTERS)
  })

  it('places every German postcode by its town, one no job has too, and a town by its name', () => {
    const km = (a: string, b: string) => distanceKm(resolvePlace(a)!, geocodeTown(b)!)
    expect(km('25421', 'Pinneberg')).toBeLessThan(3)
    expect(km('60311', 'Frankfurt am Main')).toBeLessThan(3) // not Frankfurt (Oder)
    expect(km('23730', 'Neustadt in Holstein')).toBeLessThan(3) // not the Hamburg quarter „Neustadt“
    expect(km('18609', 'Binz')).toBeLessThan(3) // „Ostseebad Binz“ in the postcode list
    expect(km('15230', 'Frankfurt (Oder)')).toBeLessThan(3)
    expect(km('80331 München', 'München')).toBeLessThan(3)
    expect(km('Kiel', 'Kiel')).toBe(0)
    // a code not in the list: the mean of its first three digits' codes
    expect(distanceKm(geocodePostcode('20001')!, geocodeTown('Hamburg')!)).toBeLessThan(15)
    expect(distanceKm(geocodePostcode('254')!, geocodeTown('Pinneberg')!)).toBeLessThan(40)
    expect(geocodePostcode('2')).toBeNull()
    expect(geocodePostcode('abcde')).toBeNull()
    expect(resolvePlace('Atlantis')).toBeNull()
  })

  it('geocodes a job by its postcode first, else its town, and its further places by town', () => {
    const places = geocodeJobPlaces('Pinneberg', ['Kiel'], '25421')
    expect(places.map((p) => p.place)).toEqual(['Pinneberg', 'Kiel'])
    // a village the towns list lacks, placed by its postcode
    expect(geocodeJobPlaces('Kleinkleckersdorf', [], '24768')[0]).toMatchObject({ place: 'Kleinkleckersdorf', lat: expect.closeTo(54.3, 1) })
    expect(geocodeJobPlaces('Kleinkleckersdorf', [], null)).toEqual([])
    expect(searchFields({ location: 'Hamburg', postalCode: '23552' }).geoPlaces[0]).toMatchObject({
      lat: expect.closeTo(53.87, 1),
      lon: expect.closeTo(10.69, 1),
    })
  })

  it('states the stored figures in the JSON-LD (none when the job states none)', () => {
    const org = { name: 'Agentur', url: 'https://example.org' }
    const ld = (salary: string) =>
      buildJobPostingJsonLd({ slug: 'x', title: 'Koch', salary, salaryFigures: storedSalary(salaryFields(salary)) }, org) as unknown as Record<
        string,
        { value: object }
      >
    expect(ld('ab 18 €/Std.').baseSalary.value).toEqual({ '@type': 'QuantitativeValue', unitText: 'HOUR', minValue: 18 })
    expect(ld('2.100 € brutto / Monat').baseSalary.value).toEqual({ '@type': 'QuantitativeValue', unitText: 'MONTH', value: 2100 })
    expect(ld('nach Vereinbarung')).not.toHaveProperty('baseSalary')
  })
})
