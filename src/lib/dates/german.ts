/** Day, month, year, hours and minutes in German time ("21.11.2026, 15:05"). */
export const berlinDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** TT.MM.JJJJ HH:mm in German time, as the admin shows dates; '–' without a date. */
export function germanDateTime(value: string | Date | null | undefined): string {
  if (!value) return '–'
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? '–' : berlinDateTime.format(date).replace(', ', ' ')
}
