/**
 * How long an application is kept: six months after the last status change (the time a rejected
 * candidate has to sue under AGG § 15 plus the court's filing period), 24 months when the candidate
 * agreed to the talent pool. Pure: no Payload, no clock of its own.
 */
export const RETENTION_MONTHS = 6
export const TALENT_POOL_RETENTION_MONTHS = 24

/** The same day `months` later; a day that month lacks (31 Aug + 6 → 28/29 Feb) becomes its last day. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime())
  const day = result.getUTCDate()
  result.setUTCDate(1)
  result.setUTCMonth(result.getUTCMonth() + months)
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate()
  result.setUTCDate(Math.min(day, lastDay))
  return result
}

export function deleteAfterFor(statusChangedAt: Date, talentPoolConsented: boolean): Date {
  return addMonths(statusChangedAt, talentPoolConsented ? TALENT_POOL_RETENTION_MONTHS : RETENTION_MONTHS)
}

/** The consent sentence stored with a talent-pool consent (the candidate saw this text). */
export const TALENT_POOL_CONSENT_TEXT =
  'Ich bin damit einverstanden, dass meine Bewerbung für weitere passende Stellen bis zu 24 Monate gespeichert wird. Diese Einwilligung kann ich jederzeit widerrufen.'
