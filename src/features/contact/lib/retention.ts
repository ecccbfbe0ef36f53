/** How long contact requests are kept (privacy policy: up to six months). */
export const DEFAULT_RETENTION_DAYS = 183

/** CONTACT_RETENTION_DAYS when it is a positive whole number, else the default. */
export function retentionDays(value: string | undefined): number {
  const days = Number(value)
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_RETENTION_DAYS
}

/** Requests created before this moment are due for deletion. */
export function retentionCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
}
