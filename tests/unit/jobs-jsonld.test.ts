import { describe, expect, it } from 'vitest'
import { buildJobPostingJsonLd, jsonLdScript, mapEmploymentType, parseSalary, type JobPostingInput } from '@/lib/jobs/jsonld'

const org = { name: 'Muster Consulting', url: 'https://www.example.de', logo: 'https://www.example.de/logo.png' }
const now = new Date('2026-11-22T10:00:00Z')
const job: JobPostingInput = {
  slug: 'kuechenchef-hamburg',
  title: 'Küchenchef (m/w/d)',
  company: 'Hotel Alster',
  location: 'Hamburg',
  descriptionHtml: '<p>Leitung der Küche</p>',
  requirements: '<ul><li>Erfahrung</li></ul>',
  benefits: '<ul><li>30 Tage Urlaub</li></ul>',
  salary: '58.000 – 65.000 € p. a.',
  employmentType: 'Vollzeit',
  publishDate: '2026-11-20T12:00:00.000Z',
  applicationDeadline: '2026-12-31T12:00:00.000Z',
}

describe('JobPosting JSON-LD', () => {
  it('has every property Google requires and recommends', () => {
    const ld = buildJobPostingJsonLd(job, org, now)!
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Küchenchef (m/w/d)',
      description: '<p>Leitung der Küche</p>',
      datePosted: '2026-11-20T12:00:00.000Z',
      validThrough: '2026-12-31T12:00:00.000Z',
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Muster Consulting', value: 'kuechenchef-hamburg' },
      hiringOrganization: { '@type': 'Organization', name: 'Hotel Alster', sameAs: 'https://www.example.de', logo: 'https://www.example.de/logo.png' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' } },
      responsibilities: 'Erfahrung',
      jobBenefits: '30 Tage Urlaub',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 58000, maxValue: 65000 } },
      directApply: false,
      url: 'https://www.example.de/stellenangebote/kuechenchef-hamburg',
    })
  })
  it('cuts description to 5000 and responsibilities to 1000 characters', () => {
    const ld = buildJobPostingJsonLd({ ...job, descriptionHtml: `<p>${'x'.repeat(6000)}</p>`, requirements: 'y'.repeat(3000) }, org, now)!
    expect((ld.description as string).length).toBeLessThanOrEqual(5000)
    expect(ld.description as string).not.toContain('<p>')
    expect((ld.responsibilities as string).length).toBeLessThanOrEqual(1000)
  })
  it('defaults: FULL_TIME, company name of the firm, country DE, no salary without a number, no validThrough without deadline', () => {
    const ld = buildJobPostingJsonLd({ slug: 's', title: 'T', salary: 'nach Vereinbarung', createdAt: '2026-11-01T00:00:00.000Z' }, org, now)!
    expect(ld.employmentType).toBe('FULL_TIME')
    expect(ld.hiringOrganization).toMatchObject({ name: 'Muster Consulting' })
    expect(ld.jobLocation).toEqual({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'DE' } })
    expect(ld).not.toHaveProperty('baseSalary')
    expect(ld).not.toHaveProperty('validThrough')
    expect(ld.datePosted).toBe('2026-11-01T00:00:00.000Z')
    expect(ld.description).toBe('T')
  })
  it('expired jobs get no markup', () => {
    expect(buildJobPostingJsonLd({ ...job, applicationDeadline: '2026-11-01T12:00:00.000Z' }, org, now)).toBeNull()
  })
  it('maps German employment types', () => {
    expect(mapEmploymentType('Teilzeit')).toBe('PART_TIME')
    expect(mapEmploymentType('Vollzeit / Teilzeit')).toEqual(['FULL_TIME', 'PART_TIME'])
    expect(mapEmploymentType('Vollzeit', 'unbefristet')).toBe('FULL_TIME')
    expect(mapEmploymentType('Vollzeit', 'befristet')).toEqual(['FULL_TIME', 'TEMPORARY'])
    expect(mapEmploymentType('Praktikum')).toBe('INTERN')
    expect(mapEmploymentType('Selbstständig')).toBe('CONTRACTOR')
    expect(mapEmploymentType(null, '')).toBe('FULL_TIME')
  })
  it('parses German salary texts', () => {
    expect(parseSalary('52.000 € p. a.')).toEqual({ currency: 'EUR', unitText: 'YEAR', value: 52000 })
    expect(parseSalary('2.100 € brutto / Monat (25 Std.)')).toEqual({ currency: 'EUR', unitText: 'MONTH', value: 2100 })
    expect(parseSalary('ab 45.500,50 EUR')).toEqual({ currency: 'EUR', unitText: 'YEAR', value: 45500.5 })
    expect(parseSalary('55 - 60k')).toEqual({ currency: 'EUR', unitText: 'YEAR', minValue: 55000, maxValue: 60000 })
    expect(parseSalary('15,50 € pro Stunde')).toEqual({ currency: 'EUR', unitText: 'HOUR', value: 15.5 })
    expect(parseSalary('attraktiv')).toBeUndefined()
    expect(parseSalary(null)).toBeUndefined()
  })
  it('serialises safely for a script tag', () => {
    expect(jsonLdScript({ description: '</script><script>alert(1)</script>' })).not.toContain('</script>')
  })
})
