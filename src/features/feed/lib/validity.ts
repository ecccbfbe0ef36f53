const DAY = 86_400_000

/**
 * A feed lists a job as long as it is open. A job whose feed gives no end date therefore runs this
 * many days past the last import that renewed it: a job still in the feed never lapses, and when
 * the imports stop (feed unreachable or refused for weeks) it leaves the board by itself.
 */
export const FEED_JOB_RUNS_DAYS = 60
/** An import renews a job once fewer days than this are left: about once a week, so most runs write nothing. */
export const FEED_JOB_RENEW_BELOW_DAYS = 53

export type FeedValidity = {
  /** the new „Gültig bis“ of a job without an end date */
  until: string
  /** a stored date before this is renewed */
  renewBefore: string
}

export function feedValidity(now: Date = new Date()): FeedValidity {
  return {
    until: new Date(now.getTime() + FEED_JOB_RUNS_DAYS * DAY).toISOString(),
    renewBefore: new Date(now.getTime() + FEED_JOB_RENEW_BELOW_DAYS * DAY).toISOString(),
  }
}

/** „Gültig bis“ of an imported job: none when the feed gives an end date (that date decides), else the renewed date. */
export function feedJobValidThrough(job: { applicationDeadline?: string | null }, validity: FeedValidity): string | null {
  return job.applicationDeadline ? null : validity.until
}
