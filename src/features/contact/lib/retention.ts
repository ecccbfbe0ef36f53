/** How long contact requests are kept (privacy policy: up to six months). */
export const DEFAULT_RETENTION_DAYS = 183

/** Requests created before this moment are due for deletion. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}
