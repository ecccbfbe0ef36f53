/**
 * Structured operator log: one JSON object per line on stdout (stderr for warnings and errors),
 * so a log shipper can filter by `event`. Callers pass counts, ids, durations and reasons only,
 * never personal data (no names, e-mail addresses, message texts or search queries).
 */
export type LogLevel = 'info' | 'warn' | 'error'

export function logEvent(level: LogLevel, event: string, fields: Record<string, string | number | boolean | null | undefined> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'info') process.stdout.write(`${line}\n`)
  else process.stderr.write(`${line}\n`)
}
