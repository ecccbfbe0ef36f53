import { expiresAfter, isExpired } from '@/lib/jobs/format'

/** What decides whether a job is still advertised (no Payload or React here: unit-tested). */
export type ClosableJob = {
  applicationDeadline?: string | null
  /** „Gültig bis“: the last day the ad runs */
  validThrough?: string | null
  /** „Stelle besetzt“: off the board at once */
  filled?: boolean | null
}

/**
 * open: on the board; deadline: the application deadline has passed; ended: filled or past
 * „Gültig bis“ — the ad is no longer advertised at all.
 */
export type JobState = 'open' | 'deadline' | 'ended'

export function jobState(job: ClosableJob, now: Date = new Date()): JobState {
  if (job.filled || isExpired(job.validThrough, now)) return 'ended'
  if (isExpired(job.applicationDeadline, now)) return 'deadline'
  return 'open'
}

export const isJobOpen = (job: ClosableJob, now: Date = new Date()) => jobState(job, now) === 'open'

/**
 * The open jobs of a list, and until when that answer holds: the first moment one of them closes
 * (its „Gültig bis“ or application deadline day is over). Closed jobs never reopen as time passes,
 * so the list can be kept until then instead of checking every job's dates on each request.
 */
export function openJobsUntil<T extends ClosableJob>(jobs: readonly T[], now: Date = new Date()): { open: T[]; until: number } {
  const open = jobs.filter((job) => isJobOpen(job, now))
  let until = Infinity
  for (const job of open) {
    for (const date of [job.validThrough, job.applicationDeadline]) {
      const end = expiresAfter(date)
      if (end !== null && end < until) until = end
    }
  }
  return { open, until: until === Infinity ? until : until + 1 }
}

/** The earlier of „Gültig bis“ and the application deadline: the JSON-LD's validThrough. */
export function jobValidThrough(job: ClosableJob): string | null {
  const dates = [job.validThrough, job.applicationDeadline].filter(
    (value): value is string => Boolean(value) && !Number.isNaN(new Date(value as string).getTime()),
  )
  if (dates.length === 0) return null
  return dates.reduce((earliest, value) => (new Date(value).getTime() < new Date(earliest).getTime() ? value : earliest))
}

/** The notice on a job page that is not open any more; null while it is. */
export function closedNotice(state: JobState): string | null {
  if (state === 'ended') return 'Diese Stelle wird nicht mehr ausgeschrieben. Sehen Sie sich gern unsere aktuellen Stellenangebote an.'
  if (state === 'deadline') return 'Die Bewerbungsfrist für diese Stelle ist abgelaufen. Sehen Sie sich gern unsere aktuellen Stellenangebote an.'
  return null
}

type IndexedJob = ClosableJob & { slug?: string | null }

/**
 * The jobs that ended by reaching „Gültig bis“ between two moments: no write announced their end,
 * so Google learns it from whoever looks next (URL_DELETED).
 */
export function lapsedBetween(jobs: readonly IndexedJob[], from: Date, to: Date): string[] {
  return jobs.flatMap((job) => (job.slug && !job.filled && isExpired(job.validThrough, to) && !isExpired(job.validThrough, from) ? [job.slug] : []))
}

/**
 * What one editor write means for Google: a job that ends now (filled, or saved with a past
 * „Gültig bis“) is URL_DELETED; one that stays ended is not announced again; an open job is
 * URL_UPDATED (and a replaced URL id URL_DELETED).
 */
export function jobIndexingChanges(
  before: IndexedJob | undefined,
  after: IndexedJob,
  now: Date = new Date(),
): { slug: string; type: 'URL_UPDATED' | 'URL_DELETED' }[] {
  const changes: { slug: string; type: 'URL_UPDATED' | 'URL_DELETED' }[] = []
  const wasEnded = before ? jobState(before, now) === 'ended' : false
  const ended = jobState(after, now) === 'ended'
  if (before?.slug && before.slug !== after.slug && !wasEnded) changes.push({ slug: before.slug, type: 'URL_DELETED' })
  if (!after.slug) return changes
  if (ended) {
    if (!wasEnded || before?.slug !== after.slug) changes.push({ slug: after.slug, type: 'URL_DELETED' })
  } else changes.push({ slug: after.slug, type: 'URL_UPDATED' })
  return changes
}

/** The lifetimes a cached page can get from its jobs' closing times: a few steps, so few cache entries. */
const LIFETIME_STEPS = [86_400, 3_600, 300, 60, 1] as const

/**
 * How long a page that shows jobs may be kept when the first of them closes at `until` (ms): the
 * longest step that ends by then (at least 1 s), or null when nothing closes (`until` infinite).
 */
export function lifetimeStep(until: number, now: number = Date.now()): number | null {
  if (!Number.isFinite(until)) return null
  const seconds = (until - now) / 1000
  return LIFETIME_STEPS.find((step) => step <= seconds) ?? 1
}
