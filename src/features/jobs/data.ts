import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/features/cache/tags'
import { toBoardEntry, currentJobs, type BoardEntry } from '@/features/jobs/boardEntry'
import { isJobOpen, lifetimeStep, openJobsUntil, type ClosableJob } from '@/features/jobs/closing'
import { keepRenderFor } from '@/features/cache/shortLived'
import { distinctOptions, jobComparator, type SortKey, type SortOrder } from '@/lib/jobs/filter'
import { withStoredImages } from '@/lib/jobs/image'
import { mediaUrl } from '@/lib/jobs/contact'
import { buildSimilarJobsIndex, selectSimilarFromIndex, type SimilarJobsIndex } from '@/features/jobs/similar'
import type { Job } from '@/payload-types'
import { readFeedJobsForFallback } from '@/features/feed/fallback'
import { findDocs, getPayloadClient } from '@/features/shared/payload'
import { env, siteUrl } from '@/env'
import { jobsByDistance } from '@/features/db/distance'
import { nearestKm, type Point } from '@/features/job-search/geo'
import { estimateBytes, reportCache } from '@/lib/cache-bytes/index.mjs'

/** How long the feed's jobs shown while the collection is empty are kept (in pages and in this process). */
const FALLBACK_SECONDS = 300

/** Every stored job, newest first (data cache, tag `jobs`: the Jobs hooks and each feed import expire it). */
const readStoredJobs = unstable_cache(
  // never a draft: a job never published keeps its row as a draft; a published one keeps its published row
  async (): Promise<Job[]> => findDocs({ collection: 'jobs', pagination: false, depth: 0, sort: '-publishDate', where: { _status: { equals: 'published' } } }),
  ['jobs:all'],
  { tags: [CACHE_TAGS.jobs] },
)

/** The live feed while the collection is still empty (fresh install); retried every 5 minutes. */
const readFallbackJobs = unstable_cache(async (): Promise<Job[]> => readFeedJobsForFallback(), ['jobs:feed-fallback'], {
  tags: [CACHE_TAGS.jobs],
  revalidate: FALLBACK_SECONDS,
})

/**
 * A token that changes whenever the `jobs` tag is revalidated (and once a day at the latest).
 * unstable_cache hands out a fresh JSON.parse of its value on every call; with 5,000 jobs that
 * alone costs tens of milliseconds, so the parsed list and its derived board index are kept in
 * this process per token instead. Pages that show jobs are kept until one of their jobs closes
 * (keepRenderUntil below), not for a fixed period: a warm-up of every job page stays warm.
 */
const readJobsVersion = unstable_cache(async () => `${Date.now()}-${Math.random().toString(36).slice(2)}`, ['jobs:version'], {
  tags: [CACHE_TAGS.jobs],
  revalidate: 86_400,
})

type JobIndex = {
  /** every job (expired ones included), newest first */
  jobs: Job[]
  entries: BoardEntry[]
  bySlug: Map<string, Job>
  byId: Map<number, BoardEntry>
  /** the open entries per sort order, until the first of them closes */
  sorted: Map<string, { open: BoardEntry[]; until: number }>
  /** the open jobs, until the first of them closes */
  open?: { open: Job[]; until: number }
  options?: { locations: string[]; departments: string[] }
  similar?: SimilarJobsIndex
  fromFeed: boolean
}

/** Our own address when one is configured: images on it are shown as own-origin paths. */
const ownOrigin = () => (env().NEXT_PUBLIC_SERVER_URL ? siteUrl() : undefined)

async function buildIndex(): Promise<JobIndex> {
  let jobs = await readStoredJobs()
  let fromFeed = false
  if (jobs.length === 0) {
    jobs = await readFallbackJobs()
    fromFeed = jobs.length > 0
  }
  jobs = await withMediaImages(jobs)
  const origin = ownOrigin()
  const entries = jobs.map((job) => toBoardEntry(job, origin))
  return {
    jobs,
    entries,
    bySlug: new Map(jobs.map((job) => [job.slug || String(job.id), job])),
    byId: new Map(entries.map((entry) => [entry.id, entry])),
    sorted: new Map(),
    fromFeed,
  }
}

/** Images stored in Media (feed downloads, editors' uploads) replace remote URLs: one query per data version. */
async function withMediaImages(jobs: Job[]): Promise<Job[]> {
  const ids = [...new Set(jobs.flatMap((job) => [job.image, job.contactPhoto]).filter((id): id is number => typeof id === 'number'))]
  if (!ids.length) return jobs
  const docs = await findDocs({ collection: 'media', where: { id: { in: ids } }, pagination: false, depth: 0 })
  // root-relative, like mediaUrl everywhere: the contact photo must count as a local image source
  const urls = new Map(docs.flatMap((media) => (mediaUrl(media) ? [[media.id, mediaUrl(media) as string] as const] : [])))
  return jobs.map((job) => withStoredImages(job, urls))
}

/** `expires`: the feed's jobs (while the collection is empty) are read again after a while */
type Memo = { version: string; index: Promise<JobIndex>; expires?: number }
// On globalThis: Next bundles this module into the board's and the job pages' server chunks
// alike, and a module variable would keep one index of every job per copy (two, heap snapshot).
const holder = globalThis as typeof globalThis & { __siteJobIndex?: Memo; __siteJobIndexBytes?: number }

/** The index's estimated size: its jobs and entries once, the maps and lists as references to them. */
function indexBytes(index: JobIndex): number {
  const references = index.bySlug.size + index.byId.size + [...index.sorted.values()].reduce((sum, list) => sum + list.open.length, 0)
  return estimateBytes({ jobs: index.jobs, entries: index.entries }) + references * 16
}

// One version at a time, replaced as a whole: its bound is its own size (it grows with the jobs).
reportCache('job-index', { bytes: () => holder.__siteJobIndexBytes ?? 0, bound: () => holder.__siteJobIndexBytes ?? 0 })

async function getJobIndex(): Promise<JobIndex> {
  const version = await readJobsVersion()
  let memo = holder.__siteJobIndex
  if (memo?.version !== version || (memo.expires !== undefined && Date.now() >= memo.expires)) {
    const index = buildIndex()
    const current: Memo = (memo = holder.__siteJobIndex = { version, index })
    index.then(
      (built) => {
        if (built.fromFeed) current.expires = Date.now() + FALLBACK_SECONDS * 1000
        // measured after the request that built it, once per version
        setImmediate(() => (holder.__siteJobIndexBytes = indexBytes(built)))
      },
      () => {
        if (holder.__siteJobIndex === current) holder.__siteJobIndex = undefined // a failed load is retried on the next request
      },
    )
  }
  const index = await memo.index
  if (index.fromFeed) await keepRenderFor(FALLBACK_SECONDS)
  return index
}

/**
 * For a render that shows jobs: kept until the first of them closes (its deadline day is over),
 * since no write announces that moment. No limit when none of them closes.
 */
async function keepRenderUntil(until: number): Promise<void> {
  const seconds = lifetimeStep(until)
  if (seconds !== null) await keepRenderFor(seconds)
}

/** The open ones of a list, from `cache` while none of them has closed; the page is kept until then. */
async function openUntilClosing<T extends ClosableJob>(
  cached: { open: T[]; until: number } | undefined,
  all: () => readonly T[],
  store: (fresh: { open: T[]; until: number }) => void,
): Promise<T[]> {
  let current = cached
  if (!current || Date.now() >= current.until) store((current = openJobsUntil(all())))
  await keepRenderUntil(current.until)
  return current.open
}

/** Every open job (application deadline not passed), newest first; the feed's jobs while the collection is empty. */
export async function getAllJobs(): Promise<Job[]> {
  const index = await getJobIndex()
  return openUntilClosing(
    index.open,
    () => index.jobs,
    (fresh) => (index.open = fresh),
  )
}

export async function countCurrentJobs(): Promise<number> {
  return (await getAllJobs()).length
}

/**
 * The board's open jobs as small entries, already sorted by the given key and order (the sorted
 * order is computed once per data version, the open ones until the first of them closes;
 * filtering keeps the order).
 */
export async function getBoardEntries(sortBy: SortKey | '' = '', sortOrder: SortOrder = 'asc'): Promise<BoardEntry[]> {
  const index = await getJobIndex()
  const key = `${sortBy}:${sortOrder}`
  return openUntilClosing(
    index.sorted.get(key),
    () => [...index.entries].sort(jobComparator<BoardEntry>(sortBy, sortOrder)),
    (fresh) => index.sorted.set(key, fresh),
  )
}

/** The filter bar's options, derived from the open jobs (computed once per data version). */
export async function getBoardOptions(): Promise<{ locations: string[]; departments: string[] }> {
  const index = await getJobIndex()
  if (!index.options) {
    const open = currentJobs(index.entries)
    index.options = { locations: distinctOptions(open.map((e) => e.location)), departments: distinctOptions(open.map((e) => e.department)) }
  }
  return index.options
}

/** Board entries for the given job ids, in that order (AI search results); unknown or expired ids are skipped. */
export async function getBoardEntriesByIds(ids: readonly number[]): Promise<BoardEntry[]> {
  const index = await getJobIndex()
  return currentJobs(ids.map((id) => index.byId.get(id)).filter((entry): entry is BoardEntry => Boolean(entry)))
}

/** One job by its URL id (the `slug` field), expired ones included (their page says so); null when unknown. */
export async function getJobBySlug(slug: string): Promise<Job | null> {
  const job = (await getJobIndex()).bySlug.get(slug) ?? null
  if (job) await keepRenderUntil(openJobsUntil([job]).until)
  return job
}

/**
 * Open jobs whose title or description contains a leasing term, newest first (the board's default
 * order, so /verpachtung#paechter-jobs shows the first ones of the board's lease filter).
 */
export async function getLeaseJobs(): Promise<BoardEntry[]> {
  return (await getBoardEntries()).filter((entry) => entry.keys.lease)
}

/** Open jobs for the given URL ids (the Merkliste), in that order; unknown or expired ones are left out. */
export async function getBoardEntriesBySlugs(slugs: readonly string[]): Promise<BoardEntry[]> {
  const index = await getJobIndex()
  const entries = slugs.map((slug) => index.bySlug.get(slug)).map((job) => (job ? index.byId.get(job.id) : undefined))
  return currentJobs(entries.filter((entry): entry is BoardEntry => Boolean(entry)))
}

/** Up to three open jobs like the given one, from the cached index (no query per request). */
export async function getSimilarJobs(jobId: number): Promise<BoardEntry[]> {
  const index = await getJobIndex()
  const target = index.byId.get(jobId)
  if (!target) return []
  index.similar ??= buildSimilarJobsIndex(index.entries)
  const now = new Date()
  const similar = selectSimilarFromIndex(target, index.similar, (entry) => isJobOpen(entry, now))
  await keepRenderUntil(openJobsUntil(similar).until)
  return similar
}

/**
 * Km from a point to each job's nearest place, nearest first, within `radiusKm` (all jobs with a
 * place when null): computed by PostgreSQL over the stored coordinates. The feed's jobs shown
 * while the collection is empty are not in the database: for them the same distance in JavaScript.
 */
export async function getJobDistances(point: Point, radiusKm: number | null): Promise<Map<number, number>> {
  const index = await getJobIndex()
  if (index.fromFeed) {
    const near = index.entries.flatMap((entry) => {
      const km = nearestKm(point, entry.points)
      return km !== null && (radiusKm === null || km <= radiusKm) ? [[entry.id, km] as const] : []
    })
    return new Map(near.sort((a, b) => a[1] - b[1]))
  }
  const rows = await jobsByDistance(await getPayloadClient(), point, radiusKm)
  return new Map(rows.map((row) => [row.id, row.km]))
}
