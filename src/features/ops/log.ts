import { logger } from '@/lib/log/index.mjs'

/**
 * Structured operator log through the shared pino logger (src/lib/log): one JSON object per line
 * with `event` beside pino's time and level, so a log shipper can filter by event. Callers pass
 * counts, ids, durations and reasons only, never personal data (no names, e-mail addresses,
 * message texts or search queries).
 */
export type LogLevel = 'info' | 'warn' | 'error'

export function logEvent(level: LogLevel, event: string, fields: Record<string, string | number | boolean | null | undefined> = {}): void {
  logger[level]({ event, ...fields }, event)
}

export { logger }
