import { isExpired } from './format'
import { stripHtml, truncate } from './text'
import { jobPath } from '@/lib/paths'

export const JSONLD_DESCRIPTION_MAX = 5000
export const JSONLD_RESPONSIBILITIES_MAX = 1000

export type JobPostingInput = {
  slug: string
  title: string
  company?: string | null
  location?: string | null
  /** already sanitised HTML */
  descriptionHtml?: string | null
  requirements?: string | null
  benefits?: string | null
  salary?: string | null
  employmentType?: string | null
  workingTime?: string | null
  contractType?: string | null
  publishDate?: string | null
  createdAt?: string | null
  applicationDeadline?: string | null
  imageUrl?: string | null
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
export function parseSalary(salary: string | null | undefined):
  | { currency: 'EUR'; unitText: 'YEAR' | 'MONTH' | 'HOUR'; minValue?: number; maxValue?: number; value?: number }
  | undefined {
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

function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/**
 * schema.org JobPosting as Google for Jobs reads it. Returns null for an expired job (Google asks
 * to remove the markup once a posting is no longer open).
 */
export function buildJobPostingJsonLd(job: JobPostingInput, org: JobPostingOrg, now: Date = new Date()): Record<string, unknown> | null {
  if (isExpired(job.applicationDeadline, now)) return null
  const url = `${org.url.replace(/\/$/, '')}${jobPath(job.slug)}`
  const descriptionHtml = job.descriptionHtml?.trim() || ''
  // Google accepts HTML in description; a too long HTML would be cut mid-tag, so it becomes plain text then.
  const description =
    descriptionHtml.length <= JSONLD_DESCRIPTION_MAX
      ? descriptionHtml || job.title
      : truncate(stripHtml(descriptionHtml), JSONLD_DESCRIPTION_MAX - 1)
  const responsibilities = stripHtml(job.requirements)
  const benefits = stripHtml(job.benefits)
  const baseSalary = parseSalary(job.salary)
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description,
    identifier: { '@type': 'PropertyValue', name: org.name, value: job.slug },
    datePosted: isoDate(job.publishDate) ?? isoDate(job.createdAt),
    validThrough: isoDate(job.applicationDeadline),
    employmentType: mapEmploymentType(job.employmentType, job.workingTime, job.contractType),
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company?.trim() || org.name,
      sameAs: org.url,
      ...(org.logo ? { logo: org.logo } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(job.location?.trim() ? { addressLocality: job.location.trim() } : {}),
        addressCountry: 'DE',
      },
    },
    ...(responsibilities ? { responsibilities: truncate(responsibilities, JSONLD_RESPONSIBILITIES_MAX - 1) } : {}),
    ...(benefits ? { jobBenefits: truncate(benefits, JSONLD_RESPONSIBILITIES_MAX - 1) } : {}),
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
    // Applications are completed on the external applicant portal, not on this page.
    directApply: false,
    url,
  }
  for (const key of Object.keys(posting)) if (posting[key] === undefined) delete posting[key]
  return posting
}

/** JSON for a <script type="application/ld+json">: '<' escaped so no text can close the script. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}
