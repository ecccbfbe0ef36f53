import type { FeedJob } from './types'

/**
 * The longest value an imported field keeps. A feed is outside data: one job with a 60,000-character
 * title would be stored as it is and weigh down every board page. Texts are cut (with „…“), the
 * job is kept; an address or link that long is broken anyway and is left out; the HTML sections
 * get room for any real ad.
 */
export const TEXT_LIMITS = {
  externalId: 200,
  title: 200,
  company: 200,
  location: 100,
  additionalLocations: 1000,
  street: 200,
  postalCode: 20,
  region: 100,
  country: 100,
  department: 100,
  employmentType: 100,
  hours: 100,
  contractType: 100,
  startDate: 100,
  salary: 200,
  contactPerson: 200,
  contactTitle: 200,
  contactPhone: 50,
  contactAddress: 200,
  contactPostalCode: 20,
  contactCity: 100,
} as const satisfies Partial<Record<keyof FeedJob, number>>

/** Links and addresses: longer ones are dropped, since a cut one would not work. */
export const DROP_LIMITS = {
  applyUrl: 2048,
  imageUrl: 2048,
  companyLogo: 2048,
  contactImage: 2048,
  contactEmail: 254,
  publishDate: 64,
  applicationDeadline: 64,
} as const satisfies Partial<Record<keyof FeedJob, number>>

/** The sanitised HTML sections (characters). */
export const HTML_LIMITS = { description: 100_000, requirements: 50_000, benefits: 50_000 } as const satisfies Partial<Record<keyof FeedJob, number>>

/** One field that did not fit: which, how long it was, what it may be. */
export type FieldCut = { field: keyof FeedJob; length: number; limit: number; action: 'cut' | 'dropped' }

/** `text` cut to at most `limit` characters, ending in „…“, never inside a surrogate pair. */
export function cutText(text: string, limit: number): string {
  if (text.length <= limit) return text
  let end = limit - 1
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end).trimEnd()}…`
}

/**
 * The job with every plain field within its limit (the HTML sections are capped where they are
 * sanitised); `onCut` hears of each change.
 */
export function capFields<T extends Partial<Record<keyof FeedJob, string | undefined>>>(job: T, onCut?: (cut: FieldCut) => void): T {
  let capped: T | undefined
  const set = (field: keyof FeedJob, value: string | undefined) => {
    capped ??= { ...job }
    ;(capped as Record<string, string | undefined>)[field] = value
  }
  for (const [field, limit] of Object.entries(TEXT_LIMITS) as [keyof FeedJob, number][]) {
    const value = job[field]
    if (typeof value === 'string' && value.length > limit) {
      set(field, cutText(value, limit))
      onCut?.({ field, length: value.length, limit, action: 'cut' })
    }
  }
  for (const [field, limit] of Object.entries(DROP_LIMITS) as [keyof FeedJob, number][]) {
    const value = job[field]
    if (typeof value === 'string' && value.length > limit) {
      set(field, undefined)
      onCut?.({ field, length: value.length, limit, action: 'dropped' })
    }
  }
  return capped ?? job
}

/** A log line (English) for the cuts of one job; never the values themselves. */
export function describeCuts(externalId: string, cuts: FieldCut[]): string {
  const parts = cuts.map((c) => `${c.field} ${c.action === 'cut' ? 'cut' : 'left out'} (${c.length} > ${c.limit} characters)`)
  return `feed job ${cutText(externalId, 80)}: ${parts.join(', ')}`
}
