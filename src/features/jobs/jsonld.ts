import type { BreadcrumbList, JobPosting, WithContext } from 'schema-dts'
import { isJobOpen, jobValidThrough } from '@/features/jobs/closing'
import { splitLocations } from '@/lib/jobs/locations'
import { stripHtml, truncate } from '@/lib/jobs/text'
import { BOARD_PATH, HOME_PATH, jobPath } from '@/lib/paths'
import type { ParsedSalary } from '@/lib/jobs/salary'

export const JSONLD_DESCRIPTION_MAX = 5000
export const JSONLD_RESPONSIBILITIES_MAX = 1000

export type JobPostingInput = {
  slug: string
  title: string
  company?: string | null
  location?: string | null
  /** further work places, one per line (Personio's additionalOffices) */
  additionalLocations?: string | null
  street?: string | null
  postalCode?: string | null
  region?: string | null
  country?: string | null
  /** already sanitised HTML */
  descriptionHtml?: string | null
  requirements?: string | null
  benefits?: string | null
  salary?: string | null
  /** the stored figures (null: the job states none); without them the text is read */
  salaryFigures?: ParsedSalary | null
  employmentType?: string | null
  workingTime?: string | null
  contractType?: string | null
  publishDate?: string | null
  createdAt?: string | null
  applicationDeadline?: string | null
  /** „Gültig bis“ */
  validThrough?: string | null
  /** „Stelle besetzt“ */
  filled?: boolean | null
  imageUrl?: string | null
  /** the hiring company's logo as an absolute URL on our own origin */
  companyLogoUrl?: string | null
  /** the job page offers the short application on our own site */
  directApply?: boolean
}

export type JobPostingOrg = { name: string; url: string; logo?: string }

const EMPLOYMENT_TYPES: [RegExp, string][] = [
  [/vollzeit|full.?time/i, 'FULL_TIME'],
  [/teilzeit|part.?time|minijob|aushilfe/i, 'PART_TIME'],
  [/praktik|intern/i, 'INTERN'],
  [/freiberuf|selbstst|freelance|contract/i, 'CONTRACTOR'],
  [/saison|tempor|befristet/i, 'TEMPORARY'],
]

/** Google's employmentType values for 'Vollzeit', 'Teilzeit', 'Vollzeit / Teilzeit'...; FULL_TIME when nothing fits. */
export function mapEmploymentType(...values: (string | null | undefined)[]): string | string[] {
  const found = new Set<string>()
  for (const value of values) {
    if (!value) continue
    for (const [pattern, type] of EMPLOYMENT_TYPES) if (pattern.test(value) && !(type === 'TEMPORARY' && /unbefristet/i.test(value))) found.add(type)
  }
  if (found.size === 0) return 'FULL_TIME'
  return found.size === 1 ? [...found][0] : [...found]
}

/** '58.000' -> 58000, '52.000,50' -> 52000.5, '2.100' -> 2100 (German grouping). */
function parseGermanNumber(raw: string): number {
  const normalized = raw.replace(/\.(?=\d{3}(?:\D|$))/g, '').replace(',', '.')
  return Number(normalized)
}

/**
 * baseSalary only when the text names a number: a range 'von – bis' or one value, in EUR. The unit
 * is YEAR unless the text says per month or per hour ('Monat', 'Stunde'). Small numbers next to
 * 'Std.' (working hours) are ignored.
 */
export function parseSalary(
  salary: string | null | undefined,
): { currency: 'EUR'; unitText: 'YEAR' | 'MONTH' | 'HOUR'; minValue?: number; maxValue?: number; value?: number } | undefined {
  if (!salary) return undefined
  const text = salary.replace(/\(([^)]*)\)/g, (all, inner: string) => (/std|stunden/i.test(inner) ? '' : all))
  const unitText = /monat|mtl|monthly/i.test(text) ? 'MONTH' : /stunde|std\.?\s*lohn|\/\s*h\b|hour/i.test(text) ? 'HOUR' : 'YEAR'
  const thousands = /\d\s*(?:k|tsd\.?|t€)/i.test(text)
  const numbers = [...text.matchAll(/\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:,\d+)?/g)]
    .map((m) => parseGermanNumber(m[0]) * (thousands ? 1000 : 1))
    .filter((n) => Number.isFinite(n) && n > 0 && (unitText === 'HOUR' || n >= 100))
  if (numbers.length === 0) return undefined
  const [a, b] = numbers
  if (b !== undefined && b > a) return { currency: 'EUR', unitText, minValue: a, maxValue: b }
  return { currency: 'EUR', unitText, value: a }
}

const UNIT_TEXT = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' } as const

/** baseSalary's figures from the stored ones: one value, a range, or an open end. */
function salaryFromFigures(
  figures: ParsedSalary | null,
): ReturnType<typeof parseSalary> | { currency: 'EUR' | 'CHF'; unitText: string; minValue?: number; maxValue?: number; value?: number } | undefined {
  if (!figures) return undefined
  const { min, max } = figures
  const unitText = UNIT_TEXT[figures.period]
  if (min !== null && max !== null)
    return min === max ? { currency: figures.currency, unitText, value: min } : { currency: figures.currency, unitText, minValue: min, maxValue: max }
  if (min !== null) return { currency: figures.currency, unitText, minValue: min }
  if (max !== null) return { currency: figures.currency, unitText, maxValue: max }
  return undefined
}

function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

const COUNTRY_CODES: Record<string, string> = {
  deutschland: 'DE',
  germany: 'DE',
  österreich: 'AT',
  oesterreich: 'AT',
  austria: 'AT',
  schweiz: 'CH',
  switzerland: 'CH',
  italien: 'IT',
  italy: 'IT',
  spanien: 'ES',
  spain: 'ES',
  frankreich: 'FR',
  france: 'FR',
  niederlande: 'NL',
  netherlands: 'NL',
}

/** ISO 3166 code for a feed's country ('Deutschland', 'de', 'DEU'...); DE when empty (the firm recruits in Germany). */
export function countryCode(value: string | null | undefined): string {
  const v = value?.trim()
  if (!v) return 'DE'
  if (/^[a-z]{2}$/i.test(v)) return v.toUpperCase()
  if (/^deu$/i.test(v)) return 'DE'
  return COUNTRY_CODES[v.toLocaleLowerCase('de')] ?? v
}

/**
 * The text under the first heading that matches (e.g. „Ihre Aufgaben“), up to the next heading;
 * Personio's description sections arrive as <h3>name</h3> + HTML.
 */
export function sectionText(html: string | null | undefined, heading: RegExp): string {
  if (!html) return ''
  const parts = html.split(/(<h[1-6]\b[^>]*>[\s\S]*?<\/h[1-6]\s*>)/i)
  for (let i = 1; i < parts.length; i += 2) if (heading.test(stripHtml(parts[i]))) return stripHtml(parts[i + 1])
  return ''
}

const RESPONSIBILITIES_HEADING = /aufgaben|tätigkeit|verantwortung|responsibilit|your role|ihre rolle/i

type Address = {
  '@type': 'PostalAddress'
  streetAddress?: string
  postalCode?: string
  addressLocality?: string
  addressRegion?: string
  addressCountry: string
}
type Place = { '@type': 'Place'; address: Address }

/** The main work place with its full address (when the feed has one), then each further place. */
function jobLocations(job: JobPostingInput): Place | Place[] {
  const country = countryCode(job.country)
  const main: Address = { '@type': 'PostalAddress', addressCountry: country }
  if (job.street?.trim()) main.streetAddress = job.street.trim()
  if (job.postalCode?.trim()) main.postalCode = job.postalCode.trim()
  if (job.location?.trim()) main.addressLocality = job.location.trim()
  if (job.region?.trim()) main.addressRegion = job.region.trim()
  const places: Place[] = [{ '@type': 'Place', address: main }]
  for (const locality of splitLocations(job.additionalLocations)) {
    places.push({ '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: locality, addressCountry: country } })
  }
  return places.length === 1 ? places[0] : places
}

/**
 * schema.org JobPosting as Google for Jobs reads it. Returns null for a job that is not open (Google asks
 * to remove the markup once a posting is no longer open). `org` is the agency publishing the ad;
 * the hiring organisation is the job's company (the agency only when the job names none).
 */
export function buildJobPostingJsonLd(job: JobPostingInput, org: JobPostingOrg, now: Date = new Date()): WithContext<JobPosting> | null {
  if (!isJobOpen(job, now)) return null
  const url = `${org.url.replace(/\/$/, '')}${jobPath(job.slug)}`
  const descriptionHtml = job.descriptionHtml?.trim() || ''
  // Google accepts HTML in description; a too long HTML would be cut mid-tag, so it becomes plain text then.
  const description =
    descriptionHtml.length <= JSONLD_DESCRIPTION_MAX ? descriptionHtml || job.title : truncate(stripHtml(descriptionHtml), JSONLD_DESCRIPTION_MAX - 1)
  const cut = (text: string) => (text ? truncate(text, JSONLD_RESPONSIBILITIES_MAX - 1) : undefined)
  const qualifications = cut(stripHtml(job.requirements))
  const responsibilities = cut(sectionText(job.descriptionHtml, RESPONSIBILITIES_HEADING))
  const jobBenefits = cut(stripHtml(job.benefits))
  const baseSalary = job.salaryFigures !== undefined ? salaryFromFigures(job.salaryFigures) : parseSalary(job.salary)
  const company = job.company?.trim()
  const isAgency = !company || company.toLocaleLowerCase('de') === org.name.toLocaleLowerCase('de')
  const posting: WithContext<JobPosting> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: org.name, value: job.slug },
    datePosted: isoDate(job.publishDate) ?? isoDate(job.createdAt),
    validThrough: isoDate(jobValidThrough(job)),
    employmentType: mapEmploymentType(job.employmentType, job.workingTime, job.contractType),
    hiringOrganization: isAgency
      ? { '@type': 'Organization', name: org.name, sameAs: org.url, ...(org.logo ? { logo: org.logo } : {}) }
      : { '@type': 'Organization', name: company, ...(job.companyLogoUrl ? { logo: job.companyLogoUrl } : {}) },
    jobLocation: jobLocations(job),
    qualifications,
    responsibilities,
    jobBenefits,
    ...(baseSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: baseSalary.currency,
            value: {
              '@type': 'QuantitativeValue',
              unitText: baseSalary.unitText,
              ...(baseSalary.value !== undefined ? { value: baseSalary.value } : { minValue: baseSalary.minValue, maxValue: baseSalary.maxValue }),
            },
          },
        }
      : {}),
    ...(job.imageUrl ? { image: job.imageUrl } : {}),
    // true when the short application on our own site is offered; else the ATS's portal takes it
    directApply: job.directApply === true,
    url,
  }
  const record = posting as unknown as Record<string, unknown>
  for (const key of Object.keys(record)) if (record[key] === undefined) delete record[key]
  return posting
}

/** BreadcrumbList of a job page, as the visible breadcrumbs show it: Startseite > Stellenangebote > title. */
export function buildJobBreadcrumbJsonLd(job: { slug: string; title: string }, siteUrl: string): WithContext<BreadcrumbList> {
  const base = siteUrl.replace(/\/$/, '')
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Startseite', item: `${base}${HOME_PATH}` },
      { '@type': 'ListItem', position: 2, name: 'Stellenangebote', item: `${base}${BOARD_PATH}` },
      { '@type': 'ListItem', position: 3, name: job.title, item: `${base}${jobPath(job.slug)}` },
    ],
  }
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
