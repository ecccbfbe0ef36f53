const longDate = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin' })
const shortDate = new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Berlin' })

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** '22. November 2026' (German, Berlin time); '' for a missing or broken date. */
export function formatGermanDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? longDate.format(date) : ''
}

/** '22.11.2026' */
export function formatGermanShortDate(value: string | Date | null | undefined): string {
  const date = toDate(value)
  return date ? shortDate.format(date) : ''
}

/**
 * A job is expired once its application deadline day is over (in Berlin). Payload stores date-only
 * fields as noon UTC of that day, so "the end of that day" is what a reader of '31.12.' expects.
 */
export function isExpired(applicationDeadline: string | null | undefined, now: Date = new Date()): boolean {
  const end = expiresAfter(applicationDeadline)
  return end !== null && end < now.getTime()
}

/** The last millisecond of a deadline's day (see isExpired), or null for a missing or broken date. */
export function expiresAfter(deadline: string | null | undefined): number | null {
  const date = toDate(deadline)
  if (!date) return null
  const endOfDay = new Date(date)
  endOfDay.setUTCHours(23, 59, 59, 999)
  return endOfDay.getTime()
}
