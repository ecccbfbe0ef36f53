import type { Payload } from 'payload'
import { connect, FEED_JOB_COLUMNS, FEED_JOB_DERIVED_COLUMNS, jobs, type PoolClient } from '@/features/db'
import { revalidateJobsAfterImport } from '@/features/feed/revalidate'
import { queueJobIndexing } from '@/features/indexing'
import { storeFeedImages } from '@/features/job-images'
import {
  FeedParseError,
  FeedPlanner,
  feedValidity,
  normaliseIndexed,
  overrideRefusal,
  planFeedItems,
  readFeedItems,
  readerFingerprint,
  type FeedItem,
  type FeedJob,
  type FeedPlanOptions,
  type FeedSettings,
  type FeedValidity,
  type PendingFeedJob,
  type StoredFeedJob,
} from '@/features/feed/lib'
import { feedUnreadableMessage } from '@/features/feed/lib/failure'
import { searchText } from '@/lib/jobs/text'
import { describeCuts, type FieldCut } from '@/features/feed/lib/limits'
import { feedJobSlugs } from '@/lib/slug'
import { logEvent } from '@/features/ops/log'
import { metrics } from '@/lib/metrics/index.mjs'
import { feedUrlsOf, fetchFeed, loadFeedSettings } from '@/features/feed/source'
import { searchFields } from '@/features/job-search/derive'
import { lapsedBetween } from '@/features/jobs/closing'

export type ImportTrigger = 'schedule' | 'manual' | 'override'

/** „Import trotzdem übernehmen“: the refused run taken over and the removals staff confirmed. */
export type ImportOverride = { refusedRunId: number; confirmedDeletes: number; userId?: number | string }

export type ImportResult = {
  status: 'success' | 'refused' | 'failed' | 'skipped'
  importRunId?: number
  feedUrl?: string
  totalJobs: number
  newJobs: number
  updatedJobs: number
  deletedJobs: number
  durationMs: number
  error?: string
}

/** A job the run took off the site, as its record lists it. */
export type RemovedJob = { id: number; title: string; externalId: string | null }
/** The run's record lists this many removed jobs at most (the count is always complete). */
const MAX_REMOVED_LISTED = 1000

/** Key of the PostgreSQL advisory lock that keeps two imports from overlapping. */
const IMPORT_LOCK_KEY = 0x6a6f6273 // 'jobs'
const NO_FEED_URL = 'Keine Feed-URL in den Website-Einstellungen hinterlegt.'
const LOCKED = 'Ein anderer Import läuft gerade. Bitte versuchen Sie es in einer Minute erneut.'

class Refusal extends Error {
  constructor(
    message: string,
    readonly wouldDelete: number,
  ) {
    super(message)
  }
}

/**
 * The feed import: download (mirrors raced), validate the document and cut it into its jobs, then
 * apply in ONE transaction under an advisory lock. A job whose XML is what was stored last time
 * (jobs.source_hash, under the same settings and reader) is neither parsed nor written; the others
 * are parsed, normalised and written in batches of 250 while the feed is still being read (as
 * soon as the safety rule can no longer refuse it), so PostgreSQL works while Node does. Writes go
 * straight to the jobs table in bulk; the collection's hooks are skipped on purpose and the cached
 * pages are revalidated once at the end, only when something changed. A download or parse failure
 * or a refused feed changes no job. Every run is recorded in ImportRuns (a run without a
 * configured feed URL is only logged).
 */
export async function runFeedImport(
  payload: Payload,
  options: {
    trigger?: ImportTrigger
    timeoutMs?: number
    /** called from a request handler (cache purge works directly) */
    inRequest?: boolean
    override?: ImportOverride
  } = {},
): Promise<ImportResult> {
  const started = Date.now()
  const override = options.override
  const trigger = override ? 'override' : (options.trigger ?? 'schedule')
  const counts = { totalJobs: 0, newJobs: 0, updatedJobs: 0, deletedJobs: 0 }
  let removedJobs: RemovedJob[] = []
  const { settings, feed } = await loadFeedSettings(payload)
  const urls = feedUrlsOf(settings)
  if (!urls.length) {
    payload.logger.info('feed import skipped: no feed URL configured (Website-Einstellungen > Stellen-Feed)')
    countImport('skipped', Date.now() - started, counts)
    return { status: 'skipped', ...counts, durationMs: Date.now() - started, error: NO_FEED_URL }
  }

  // A run still 'running' after 30 minutes died with its process (deploy, crash): close it.
  await payload.update({
    collection: 'import-runs',
    where: { status: { equals: 'running' }, startedAt: { less_than: new Date(started - 30 * 60_000).toISOString() } },
    data: { status: 'failed', error: 'Abgebrochen: der Import-Prozess wurde beendet.' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

  const previousStart = (await payload.find({ collection: 'import-runs', sort: '-startedAt', limit: 1, depth: 0, overrideAccess: true })).docs[0]?.startedAt
  const run = await payload.create({
    collection: 'import-runs',
    data: {
      startedAt: new Date(started).toISOString(),
      status: 'running',
      trigger,
      feedUrl: urls.join(' | '),
      ...(override ? { overrideOf: override.refusedRunId, triggeredBy: override.userId as number | undefined } : {}),
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const finish = async (status: ImportResult['status'], extra: { error?: string; feedUrl?: string; refusedDeletes?: number } = {}): Promise<ImportResult> => {
    const durationMs = Date.now() - started
    await payload.update({
      collection: 'import-runs',
      id: run.id,
      data: {
        status: status === 'skipped' ? 'failed' : status,
        finishedAt: new Date().toISOString(),
        durationMs,
        ...counts,
        ...(removedJobs.length ? { removedJobs: removedJobs.slice(0, MAX_REMOVED_LISTED) } : {}),
        ...extra,
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    logEvent(status === 'success' ? 'info' : 'warn', 'feed-import', { status, trigger, importRunId: run.id, ...counts, durationMs, error: extra.error })
    countImport(status, durationMs, counts)
    return { status, importRunId: run.id, ...counts, durationMs, ...extra }
  }

  // whatever this run's outcome: jobs whose „Gültig bis“ passed since the last run are gone now
  if (previousStart) await announceLapsed(payload, new Date(previousStart), new Date(started), Boolean(options.inRequest))

  let items: FeedItem[]
  let feedUrl: string
  let planOptions: FeedPlanOptions
  try {
    const fetched = await fetchFeed(urls, options.timeoutMs)
    feedUrl = fetched.url
    // validated and cut into jobs here; a job is parsed only when the plan needs it (new or changed)
    try {
      items = readFeedItems(fetched.chunks, { contentType: fetched.contentType })
    } catch (error) {
      if (error instanceof FeedParseError) return finish('failed', { error: feedUnreadableMessage(feedUrl), feedUrl })
      throw error
    }
    planOptions = { fingerprint: readerFingerprint(feed), settings: feed, maxDeletePercent: settings.maxDeletePercent ?? 50 }
  } catch (error) {
    // The mirrors' reasons (HTTP status, refused address, size cap, timeout) go to the operator log.
    const cause = (error as Error).cause
    if (cause) logEvent('warn', 'feed-fetch', { importRunId: run.id, reasons: String(cause) })
    return finish('failed', { error: (error as Error).message })
  }

  const client = await connect(payload)
  let indexing: { slug: string; type: 'URL_UPDATED' | 'URL_DELETED' }[] = []
  let renewedJobs = 0
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL lock_timeout = '30s'`)
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY])
    } catch {
      throw new Error(LOCKED)
    }
    const planner = new FeedPlanner(items, await storedFeedJobs(client), planOptions)
    const now = new Date()
    const validity = feedValidity(now)
    const writer = new JobWriter(client, feed, now.toISOString(), validity, await storedSlugs(client))
    // Each new or changed job is normalised as the walk reaches it; the batches are written while
    // the walk goes on once no job still to come can make the safety rule refuse the feed (until
    // then, and for a refused feed always, they wait).
    let walked = 0
    for (let job = planner.next(); job; job = planner.next()) {
      writer.add(job)
      if (writer.size >= BATCH && planner.settled) await writer.flush()
      // The walk is synchronous between flushes: without a turn of the event loop the driver
      // neither sends the rest of a statement nor the next one of a batch, and PostgreSQL idles.
      else if (++walked % 16 === 0) await new Promise(setImmediate)
    }
    counts.totalJobs = planner.total
    const plan = planner.finish()
    if (plan.refusal) {
      const refusal = override ? overrideRefusal(plan, planner.total, override.confirmedDeletes) : plan.refusal
      if (refusal) throw new Refusal(refusal, plan.delete.length)
      payload.logger.warn(
        `feed import override of refused run ${override?.refusedRunId}: ${plan.delete.length} jobs removed as confirmed by user ${override?.userId}`,
      )
    }
    const written = await writer.done()
    // The job is kept with the field shortened; the operator learns which feed sends such values.
    for (const line of writer.cuts.lines) payload.logger.warn(`${line}; the job was kept with the field shortened`)
    if (writer.cuts.jobs > writer.cuts.lines.length)
      payload.logger.warn(`feed import: ${writer.cuts.jobs - writer.cuts.lines.length} more jobs had fields over their limits`)
    const deletedRows = plan.delete.length
      ? (
          await client.query<{ id: number; slug: string | null; title: string; external_id: string | null }>(
            `DELETE FROM ${jobs} WHERE ${jobs.id} = ANY($1::int[]) RETURNING ${jobs.id} AS id, ${jobs.slug} AS slug, ${jobs.title} AS title, ${jobs.externalId} AS external_id`,
            [plan.delete],
          )
        ).rows
      : []
    const deleted = deletedRows.map((r) => r.slug)
    const renewed = await renewFeedJobs(client, validity, now)
    await client.query('COMMIT')
    removedJobs = deletedRows.map((r) => ({ id: r.id, title: r.title, externalId: r.external_id }))
    indexing = [
      ...[...written.created, ...written.updated].map((slug) => ({ slug, type: 'URL_UPDATED' as const })),
      ...deleted.filter((slug): slug is string => Boolean(slug)).map((slug) => ({ slug, type: 'URL_DELETED' as const })),
      // a job that had lapsed while no import got through is advertised again
      ...renewed.lapsed.map((slug) => ({ slug, type: 'URL_UPDATED' as const })),
    ]
    renewedJobs = renewed.count
    Object.assign(counts, { newJobs: written.newJobs, updatedJobs: written.updatedJobs, deletedJobs: plan.delete.length })
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    client.release()
    if (error instanceof FeedParseError) return finish('failed', { error: feedUnreadableMessage(feedUrl), feedUrl })
    // the run records how many jobs the feed has also when it failed before counting them all (lock not granted)
    if (!counts.totalJobs) counts.totalJobs = feedTotal(items, planOptions)
    if (error instanceof Refusal) return finish('refused', { error: error.message, feedUrl, refusedDeletes: error.wouldDelete })
    return finish('failed', { error: (error as Error).message, feedUrl })
  }
  client.release()

  // Feed images are downloaded after the commit: slow or broken image hosts never hold the lock
  // or fail the import (a job without its image shows the placeholder; the next import retries).
  let images = 0
  try {
    images = await storeFeedImages(payload)
  } catch (error) {
    payload.logger.warn(`feed images skipped: ${(error as Error).message}`)
  }

  // Once for the whole import (the collection hooks, which would do it per job, are not run).
  if (counts.newJobs || counts.updatedJobs || counts.deletedJobs || renewedJobs || images) {
    const changed = indexing.flatMap((entry) => (entry.type === 'URL_UPDATED' ? [entry.slug] : []))
    await revalidateJobsAfterImport(payload, Boolean(options.inRequest), changed)
  }
  // Search engines learn about new, changed and removed jobs (skipped without credentials).
  await queueJobIndexing(payload, indexing).catch((error) =>
    payload.logger.error({ err: error, msg: 'feed import: google indexing notifications could not be queued' }),
  )
  return finish('success', { feedUrl })
}

/** Jobs that reached „Gültig bis“ between two runs (an imported job the feed could not renew, or an editor's date) leave the sitemap and Google. */
async function announceLapsed(payload: Payload, from: Date, to: Date, inRequest: boolean): Promise<void> {
  const { docs } = await payload.find({
    collection: 'jobs',
    // „Gültig bis“ ends with its day: a date up to a day before `from` may end after it
    where: { validThrough: { greater_than: new Date(from.getTime() - 86_400_000).toISOString(), less_than_equal: to.toISOString() } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const lapsed = lapsedBetween(docs, from, to)
  if (!lapsed.length) return
  logEvent('info', 'jobs-lapsed', { jobs: lapsed.length })
  await revalidateJobsAfterImport(payload, inRequest)
  await queueJobIndexing(
    payload,
    lapsed.map((slug) => ({ slug, type: 'URL_DELETED' as const })),
  ).catch((error) => payload.logger.error({ err: error, msg: 'feed import: google indexing notifications for lapsed jobs could not be queued' }))
}

// The columns the import writes and derives (features/db/schema.ts); missing optional values become NULL.
const ALL_COLUMNS = [...FEED_JOB_COLUMNS, ...FEED_JOB_DERIVED_COLUMNS]
const recordType = ALL_COLUMNS.map(([, field, type]) => `"${field}" ${type}`).join(', ')
// jobs per batch and statement: small enough that PostgreSQL starts early and the last batch ends
// soon after the walk, and that the buffers and the driver's copy of a statement stay small
const BATCH = 250

/** How many jobs the feed has (after dropping), 0 if that cannot be told. */
function feedTotal(items: FeedItem[], options: FeedPlanOptions): number {
  try {
    return planFeedItems(items, [], options).total
  } catch {
    return 0
  }
}

/** Every stored job's URL slug, which new jobs' slugs must differ from (the unique index stops an editor's job added meanwhile). */
async function storedSlugs(client: PoolClient): Promise<Set<string>> {
  const { rows } = await client.query<{ slug: string }>(`SELECT ${jobs.slug} AS slug FROM ${jobs} WHERE ${jobs.slug} IS NOT NULL`)
  return new Set(rows.map((r) => r.slug))
}

/** The stored feed jobs the plan compares with. */
async function storedFeedJobs(client: PoolClient): Promise<StoredFeedJob[]> {
  const { rows } = await client.query<StoredFeedJob>(
    `SELECT ${jobs.id} AS id, ${jobs.externalId} AS "externalId", ${jobs.contentHash} AS "contentHash", ${jobs.sourceHash} AS "sourceHash"
     FROM ${jobs} WHERE ${jobs.source} = 'feed' AND ${jobs.externalId} IS NOT NULL`,
  )
  return rows
}

/**
 * Rows as a JSON array in a reused buffer, sent as the statement's parameter in binary form (for
 * `json` that is the UTF-8 text itself). A row is encoded as it is added and never stays on the
 * V8 heap: rows kept as strings until their batch was written lived long enough to be promoted to
 * the old generation, ~100 MB of garbage per 10,000 jobs that only a full collection frees.
 */
class JsonRows {
  private buffer = Buffer.allocUnsafe(1 << 20)
  private readonly starts: number[] = []
  private end = 0

  get count() {
    return this.starts.length
  }

  push(row: object): void {
    const json = JSON.stringify(row)
    const needed = this.end + json.length * 3 + 2 // UTF-8: at most 3 bytes per UTF-16 unit; a separator before, ']' after
    if (needed > this.buffer.length) {
      const bigger = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2))
      this.buffer.copy(bigger, 0, 0, this.end)
      this.buffer = bigger
    }
    this.buffer[this.end++] = 0x2c // ','
    this.starts.push(this.end)
    this.end += this.buffer.write(json, this.end)
  }

  /** Rows [from, to) as a JSON array: a view on the buffer, valid until the next call of anything here. */
  array(from = 0, to = this.count): Buffer {
    const start = this.starts[from] - 1
    const end = to < this.count ? this.starts[to] - 1 : this.end
    this.buffer[start] = 0x5b // '[' over the separator
    this.buffer[end] = 0x5d // ']' over the next separator, or after the last row
    return this.buffer.subarray(start, end + 1)
  }

  clear(): void {
    this.starts.length = 0
    this.end = 0
  }
}

type Written = { created: string[]; updated: string[]; newJobs: number; updatedJobs: number }
type SourceOnly = { id: number; source_hash: string | null }
/** What one statement writes: new rows (with the ids their slugs come from), changed rows, new source hashes. */
type Batch = { creates: JsonRows; newIds: Pick<FeedJob, 'externalId' | 'contentHash'>[]; updates: JsonRows; sourceOnly: SourceOnly[] }
const emptyBatch = (): Batch => ({ creates: new JsonRows(), newIds: [], updates: new JsonRows(), sourceOnly: [] })

/**
 * Normalises each new or possibly changed job as it comes and keeps only its row, encoded (see
 * JsonRows); flush() writes the rows gathered so far while the caller goes on. Up to two batches
 * are handed to the driver at a time (it runs one statement, the next waits in its queue), so
 * PostgreSQL does not idle while the walk normalises, and the walk rarely waits for PostgreSQL.
 * A stored job whose content hash is unchanged is not written; only its new source hash is
 * recorded (updatedAt stays).
 */
/** Log lines for over-long fields per import: a hostile feed must not flood the log either. */
const MAX_CUT_LINES = 20

class JobWriter {
  private readonly written: Written = { created: [], updated: [], newJobs: 0, updatedJobs: 0 }
  private batch = emptyBatch()
  private readonly spares = [emptyBatch(), emptyBatch()]
  /** batches handed to the driver, oldest first */
  private readonly writing: { batch: Batch; written: Promise<void> }[] = []

  constructor(
    private readonly client: PoolClient,
    private readonly settings: FeedSettings,
    private readonly now: string,
    private readonly validity: FeedValidity,
    /** every slug in the table and given in this import: new slugs are chosen here, so batches need not wait for each other */
    private readonly slugs: Set<string>,
  ) {}

  get size() {
    return this.batch.creates.count + this.batch.updates.count + this.batch.sourceOnly.length
  }

  /** jobs with a field over its limit, and the log lines for the first of them */
  readonly cuts = { jobs: 0, lines: [] as string[] }

  add({ children, index, stored, sourceHash }: PendingFeedJob): void {
    const cuts: FieldCut[] = []
    const job = normaliseIndexed(children, index, this.settings, (cut) => cuts.push(cut))!
    if (cuts.length) {
      this.cuts.jobs++
      if (this.cuts.lines.length < MAX_CUT_LINES) this.cuts.lines.push(describeCuts(job.externalId, cuts))
    }
    if (!stored) {
      this.batch.creates.push({ ...job, ...searchFields(job), sourceHash, searchText: job.description && searchText(job.description) })
      this.batch.newIds.push({ externalId: job.externalId, contentHash: job.contentHash })
    } else if (stored.contentHash !== job.contentHash) {
      this.batch.updates.push({ ...job, ...searchFields(job), sourceHash, searchText: job.description && searchText(job.description), id: stored.id })
    } else if (stored.sourceHash !== sourceHash) this.batch.sourceOnly.push({ id: stored.id, source_hash: sourceHash })
  }

  /** Hands what was added to the driver (once fewer than two batches wait there); resolves when it is queued. */
  async flush(): Promise<void> {
    if (this.writing.length >= 2) await this.finishOldest()
    const batch = this.batch
    this.batch = this.spares.pop()!
    const written = this.writeBatch(batch)
    written.catch(() => {}) // awaited by a later flush or done(); this only keeps a batch abandoned after an error from being unhandled
    this.writing.push({ batch, written })
  }

  private async finishOldest(): Promise<void> {
    const { batch, written } = this.writing.shift()!
    await written
    this.spares.push(batch)
  }

  async done(): Promise<Written> {
    while (this.writing.length) await this.finishOldest()
    // what was held back until the safety rule allowed it goes out in statements of BATCH rows
    const { creates, newIds, updates, sourceOnly } = this.batch
    for (let from = 0; from < creates.count; from += BATCH) {
      await this.insert(creates.array(from, Math.min(from + BATCH, creates.count)), newIds.slice(from, from + BATCH))
    }
    for (let from = 0; from < updates.count; from += BATCH) {
      const to = Math.min(from + BATCH, updates.count)
      await this.update(updates.array(from, to), to - from)
    }
    for (let from = 0; from < sourceOnly.length; from += BATCH) await this.recordSources(sourceOnly.slice(from, from + BATCH))
    return this.written
  }

  private async writeBatch({ creates, newIds, updates, sourceOnly }: Batch): Promise<void> {
    if (creates.count) await this.insert(creates.array(), newIds)
    if (updates.count) await this.update(updates.array(), updates.count)
    if (sourceOnly.length) await this.recordSources(sourceOnly)
    creates.clear()
    newIds.length = 0
    updates.clear()
    sourceOnly.length = 0
  }

  private async insert(rows: Buffer, ids: Batch['newIds']): Promise<void> {
    this.written.created.push(...(await insertJobs(this.client, rows, feedJobSlugs(ids, this.slugs), this.now, this.validity)))
    this.written.newJobs += ids.length
  }

  private async update(rows: Buffer, count: number): Promise<void> {
    this.written.updated.push(...(await updateJobs(this.client, rows, this.now, this.validity)))
    this.written.updatedJobs += count
  }

  private async recordSources(rows: SourceOnly[]): Promise<void> {
    await this.client.query(
      `UPDATE ${jobs} SET ${jobs.sourceHash} = r.source_hash FROM jsonb_to_recordset($1::jsonb) AS r(id int, source_hash text)
       WHERE ${jobs}.${jobs.id} = r.id AND ${jobs}.${jobs.source} = 'feed'`,
      [JSON.stringify(rows)],
    )
  }
}

async function insertJobs(client: PoolClient, rows: Buffer, slugs: Map<string, string>, now: string, validity: FeedValidity): Promise<string[]> {
  const columns = ALL_COLUMNS.map(([column]) => jobs[column]).join(', ')
  const values = ALL_COLUMNS.map(([, field]) => `r."${field}"`).join(', ')
  const j = jobs
  const result = await client.query<{ slug: string }>(
    `INSERT INTO ${j} (${columns}, ${j.externalId}, ${j.slug}, ${j.sourceHash}, ${j.searchText}, ${j.source}, ${j.lastSeenAt}, ${j.updatedAt}, ${j.createdAt}, ${j.validThrough})
     SELECT ${values}, r."externalId", $3::jsonb ->> r."externalId", r."sourceHash", r."searchText", 'feed', $2, $2, $2, ${validThroughOf('$4')}
     FROM json_to_recordset($1::json) AS r(${recordType}, "externalId" text, "sourceHash" text, "searchText" text)
     RETURNING ${j.slug} AS slug`,
    [rows, now, JSON.stringify(Object.fromEntries(slugs)), validity.until],
  )
  return result.rows.map((r) => r.slug)
}

async function updateJobs(client: PoolClient, rows: Buffer, now: string, validity: FeedValidity): Promise<string[]> {
  const set = ALL_COLUMNS.map(([column, field]) => `${jobs[column]} = r."${field}"`).join(', ')
  const j = jobs
  const result = await client.query<{ slug: string | null }>(
    // A changed image source drops the stored copy; storeFeedImages fetches the new one.
    `UPDATE ${j} SET ${set}, ${j.sourceHash} = r."sourceHash", ${j.searchText} = r."searchText", ${j.lastSeenAt} = $2, ${j.updatedAt} = $2, ${j.validThrough} = ${validThroughOf('$3')},
       ${j.image} = CASE WHEN ${j}.${j.imageUrl} IS DISTINCT FROM r."imageUrl" THEN NULL ELSE ${j}.${j.image} END,
       ${j.contactPhoto} = CASE WHEN ${j}.${j.contactImage} IS DISTINCT FROM r."contactImage" THEN NULL ELSE ${j}.${j.contactPhoto} END
     FROM json_to_recordset($1::json) AS r(${recordType}, id int, "sourceHash" text, "searchText" text)
     WHERE ${j}.${j.id} = r.id AND ${j}.${j.source} = 'feed'
     RETURNING ${j}.${j.slug} AS slug`,
    [rows, now, validity.until],
  )
  return result.rows.flatMap((r) => (r.slug ? [r.slug] : []))
}

/**
 * A job whose feed gives no end date runs until the renewed date (features/feed/lib/validity.ts);
 * with an end date, that date decides alone. `param` holds the renewed date.
 */
const validThroughOf = (param: string) => `CASE WHEN r."applicationDeadline" IS NULL THEN ${param}::timestamptz END`

/**
 * Every imported job without an end date whose „Gültig bis“ comes near is renewed: the feed still
 * lists it. Returns how many were, and the URL ids of those that had lapsed meanwhile.
 */
async function renewFeedJobs(client: PoolClient, validity: FeedValidity, now: Date): Promise<{ count: number; lapsed: string[] }> {
  const j = jobs
  const { rows } = await client.query<{ slug: string | null; lapsed: boolean }>(
    `UPDATE ${j} SET ${j.validThrough} = $1
     FROM (SELECT ${j.id} AS id, ${j.validThrough} AS before FROM ${j}
           WHERE ${j.source} = 'feed' AND ${j.applicationDeadline} IS NULL AND (${j.validThrough} IS NULL OR ${j.validThrough} < $2)
           FOR UPDATE) AS o
     WHERE ${j}.${j.id} = o.id
     RETURNING ${j}.${j.slug} AS slug, o.before < $3 AS lapsed`,
    [validity.until, validity.renewBefore, now.toISOString()],
  )
  return { count: rows.length, lapsed: rows.flatMap((r) => (r.lapsed && r.slug ? [r.slug] : [])) }
}

/** The run in this process's metrics (GET /api/metrics): outcome, duration, jobs changed. */
function countImport(status: ImportResult['status'], durationMs: number, counts: { newJobs: number; updatedJobs: number; deletedJobs: number }) {
  metrics.feedImports().inc({ status })
  metrics.feedImportDuration().observe({ status }, durationMs / 1000)
  const jobs = metrics.feedImportJobs()
  jobs.inc({ change: 'new' }, counts.newJobs)
  jobs.inc({ change: 'changed' }, counts.updatedJobs)
  jobs.inc({ change: 'removed' }, counts.deletedJobs)
}
