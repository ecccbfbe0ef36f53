import { describe, expect, it } from 'vitest'
import type { BreadcrumbList, JobPosting, Place, PostalAddress, WithContext } from 'schema-dts'
import {
  buildJobBreadcrumbJsonLd,
  buildJobPostingJsonLd,
  countryCode,
  jsonLdScript,
  mapEmploymentType,
  parseSalary,
  sectionText,
  type JobPostingInput,
} from '@/features/jobs/jsonld'
import { place } from '../support/jsonLd'

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
      hiringOrganization: { '@type': 'Organization', name: 'Hotel Alster' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' } },
      qualifications: 'Erfahrung',
      jobBenefits: '30 Tage Urlaub',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', unitText: 'YEAR', minValue: 58000, maxValue: 65000 } },
      directApply: false,
      url: 'https://www.example.de/stellenangebote/kuechenchef-hamburg',
    })
  })
  it('cuts description to 5000 and responsibilities, qualifications and benefits to 1000 characters', () => {
    const ld = buildJobPostingJsonLd(
      { ...job, descriptionHtml: `<h3>Ihre Aufgaben</h3><p>${'x'.repeat(6000)}</p>`, requirements: 'y'.repeat(3000), benefits: 'z'.repeat(3000) },
      org,
      now,
    )!
    expect((ld.description as string).length).toBeLessThanOrEqual(5000)
    expect(ld.description as string).not.toContain('<p>')
    for (const key of ['responsibilities', 'qualifications', 'jobBenefits'] as const) expect((ld[key] as string).length, key).toBeLessThanOrEqual(1000)
  })
  it('defaults: FULL_TIME, company name of the firm, country DE, no salary without a number, no validThrough without deadline', () => {
    const ld = buildJobPostingJsonLd({ slug: 's', title: 'T', salary: 'nach Vereinbarung', createdAt: '2026-11-01T00:00:00.000Z' }, org, now)!
    expect(ld.employmentType).toBe('FULL_TIME')
    expect(ld.hiringOrganization).toMatchObject({ name: 'Muster Consulting', sameAs: 'https://www.example.de', logo: 'https://www.example.de/logo.png' })
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

type Posting = Exclude<WithContext<JobPosting>, string>

/** Google's required JobPosting properties (developers.google.com/search/docs/appearance/structured-data/job-posting). */
function expectGoogleRequired(ld: Posting) {
  for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation'] as const) expect(ld[key], key).toBeTruthy()
  expect(Number.isNaN(Date.parse(String(ld.datePosted)))).toBe(false)
  const org = ld.hiringOrganization as { '@type': string; name: string }
  expect(org['@type']).toBe('Organization')
  expect(org.name).toBeTruthy()
  const places = ([] as Place[]).concat(ld.jobLocation as Place | Place[])
  expect(places.length).toBeGreaterThan(0)
  for (const place of places) {
    const address = (place as { address: PostalAddress }).address as Exclude<PostalAddress, string> & Record<string, unknown>
    expect(address['@type']).toBe('PostalAddress')
    expect(address.addressCountry).toMatch(/^[A-Z]{2}$/)
  }
}

describe('Google for Jobs: complete JobPosting', () => {
  const full: JobPostingInput = {
    ...job,
    company: 'Hotel Alster GmbH',
    street: 'Alsterufer 1',
    postalCode: '20354',
    region: 'Hamburg',
    country: 'Deutschland',
    additionalLocations: 'Lübeck\nKiel',
    descriptionHtml: '<h3>Ihre Aufgaben</h3><ul><li>Leitung der Küche</li><li>Einkauf</li></ul><h3>Über uns</h3><p>Traditionshaus</p>',
    companyLogoUrl: 'https://www.example.de/api/media/file/alster.png',
  }
  const ld = buildJobPostingJsonLd(full, org, now) as Posting

  it("has Google's required properties and the recommended ones", () => {
    expectGoogleRequired(ld)
    // recommended: identifier, validThrough, baseSalary, employmentType, directApply
    expect(ld.identifier).toEqual({ '@type': 'PropertyValue', name: 'Muster Consulting', value: 'kuechenchef-hamburg' })
    expect(ld.validThrough).toBe('2026-12-31T12:00:00.000Z')
    expect(ld.baseSalary).toBeTruthy()
    expect(ld.employmentType).toBe('FULL_TIME')
    expect(ld.directApply).toBe(false)
  })

  it('says directApply when the page offers the short application', () => {
    expect((buildJobPostingJsonLd({ ...full, directApply: true }, org, now) as Posting).directApply).toBe(true)
  })

  it('names the hiring company, not the agency, as hiringOrganization', () => {
    expect(ld.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Hotel Alster GmbH', logo: 'https://www.example.de/api/media/file/alster.png' })
    expect(JSON.stringify(ld.hiringOrganization)).not.toContain('Muster Consulting')
  })

  it('gives the full postal address and every further location as its own jobLocation', () => {
    expect(ld.jobLocation).toEqual([
      place('Hamburg', { streetAddress: 'Alsterufer 1', postalCode: '20354', addressRegion: 'Hamburg' }),
      place('Lübeck'),
      place('Kiel'),
    ])
  })

  it('puts responsibilities, qualifications and benefits each in their own property', () => {
    expect(ld.responsibilities).toBe('Leitung der Küche Einkauf')
    expect(ld.qualifications).toBe('Erfahrung')
    expect(ld.jobBenefits).toBe('30 Tage Urlaub')
  })

  it('leaves out what the job does not have instead of sending empty values', () => {
    const bare = buildJobPostingJsonLd({ slug: 'b', title: 'Barkeeper', createdAt: '2026-11-01T00:00:00.000Z' }, org, now) as Posting
    expectGoogleRequired(bare)
    for (const key of ['validThrough', 'baseSalary', 'responsibilities', 'qualifications', 'jobBenefits', 'image']) expect(bare, key).not.toHaveProperty(key)
    expect(Object.values(bare)).not.toContain(undefined)
  })

  it('reads country names and codes as ISO codes, DE by default', () => {
    expect(countryCode('Deutschland')).toBe('DE')
    expect(countryCode('at')).toBe('AT')
    expect(countryCode('Schweiz')).toBe('CH')
    expect(countryCode(undefined)).toBe('DE')
  })

  it('finds a section by its heading', () => {
    expect(sectionText('<h3>Ihre Aufgaben</h3><p>A</p><h3>Profil</h3><p>B</p>', /aufgaben/i)).toBe('A')
    expect(sectionText('<p>Nur Text</p>', /aufgaben/i)).toBe('')
  })
})

describe('BreadcrumbList', () => {
  it('lists Startseite > Stellenangebote > title with absolute URLs', () => {
    const crumbs: WithContext<BreadcrumbList> = buildJobBreadcrumbJsonLd({ slug: 'koch-hamburg', title: 'Koch (m/w/d)' }, 'https://www.example.de/')
    expect(crumbs).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.example.de/' },
        { '@type': 'ListItem', position: 2, name: 'Stellenangebote', item: 'https://www.example.de/stellenangebote' },
        { '@type': 'ListItem', position: 3, name: 'Koch (m/w/d)', item: 'https://www.example.de/stellenangebote/koch-hamburg' },
      ],
    })
  })
})
