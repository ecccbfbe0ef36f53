/** When a confirmed alert is due for a digest: at most one mail per calendar day or ISO week (Berlin time). */
export type AlertFrequency = 'daily' | 'weekly'

export const FREQUENCY_LABELS: Record<AlertFrequency, string> = { daily: 'täglich', weekly: 'wöchentlich' }

const berlinDate = (date: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return { year: get('year'), month: get('month'), day: get('day') }
}

/** The period a moment falls in: `2026-11-23` for daily, the ISO week `2026-W48` for weekly. */
export function periodKey(frequency: AlertFrequency, at: Date): string {
  const { year, month, day } = berlinDate(at)
  if (frequency === 'daily') return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  // ISO week: the Thursday of this week decides the year.
  const date = new Date(Date.UTC(year, month - 1, day))
  const weekday = date.getUTCDay() || 7
  date.setUTCDate(date.getUTCDate() + 4 - weekday)
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1)
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7)
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`
}

/** Due unless a digest already went out in the current period. */
export function isDigestDue(frequency: AlertFrequency, lastSentAt: string | Date | null | undefined, now: Date): boolean {
  if (!lastSentAt) return true
  return periodKey(frequency, new Date(lastSentAt)) !== periodKey(frequency, now)
}
