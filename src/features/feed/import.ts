import type { Payload } from 'payload'
import type { PoolClient } from 'pg'
import { revalidateJobsAfterImport } from '@/features/feed/revalidate'
import { planImport, readFeed, type ExistingFeedJob, type FeedJob } from '@/lib/feed'
import { slugify } from '@/lib/slug'
import { feedUrlsOf, fetchFeed, loadFeedSettings } from '@/features/feed/source'

export type ImportTrigger = 'schedule' | 'manual'

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

/** Key of the PostgreSQL advisory lock that keeps two imports from overlapping. */
const IMPORT_LOCK_KEY = 0x6a6f6273 // 'jobs'
const NO_FEED_URL = 'Keine Feed-URL in den Website-Einstellungen hinterlegt.'
const LOCKED = 'Ein anderer Import läuft gerade. Bitte versuchen Sie es in einer Minute erneut.'

class Refusal extends Error {}

/**
 * The feed import: download (mirrors raced), parse, then apply in ONE transaction under an
 * advisory lock. Writes go straight to the jobs table in bulk (10,000 jobs in seconds); the
 * collection's hooks are skipped on purpose and the cached pages are revalidated once at the end.
 * A download or parse failure or a refused feed changes no job. Every run is recorded in ImportRuns
 * (a run without a configured feed URL is only logged).
 */
export async function runFeedImport(
  payload: Payload,
  options: { trigger?: ImportTrigger; timeoutMs?: number; /** called from a request handler (cache purge works directly) */ inRequest?: boolean } = {},
): Promise<ImportResult> {
  const started = Date.now()
  const trigger = options.trigger ?? 'schedule'
  const counts = { totalJobs: 0, newJobs: 0, updatedJobs: 0, deletedJobs: 0 }
  const { settings, feed } = await loadFeedSettings(payload)
  const urls = feedUrlsOf(settings)
  if (!urls.length) {
    payload.logger.info('feed import skipped: no feed URL configured (Website-Einstellungen > Stellen-Feed)')
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

  const run = await payload.create({
    collection: 'import-runs',
    data: { startedAt: new Date(started).toISOString(), status: 'running', trigger, feedUrl: urls.join(' | ') },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const finish = async (status: ImportResult['status'], extra: { error?: string; feedUrl?: string } = {}): Promise<ImportResult> => {
    const durationMs = Date.now() - started
    await payload.update({
      collection: 'import-runs',
      id: run.id,
      data: { status: status === 'skipped' ? 'failed' : status, finishedAt: new Date().toISOString(), durationMs, ...counts, ...extra },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const log = status === 'success' ? payload.logger.info.bind(payload.logger) : payload.logger.warn.bind(payload.logger)
    log(`feed import ${status}: ${counts.totalJobs} in feed, ${counts.newJobs} new, ${counts.updatedJobs} updated, ${counts.deletedJobs} deleted in ${durationMs} ms${extra.error ? ` – ${extra.error}` : ''}`)
    return { status, importRunId: run.id, ...counts, durationMs, ...extra }
  }

  let jobs: FeedJob[]
  let feedUrl: string
  try {
    const fetched = await fetchFeed(urls, options.timeoutMs)
    feedUrl = fetched.url
    jobs = readFeed(fetched.bytes, feed, fetched.contentType).jobs
  } catch (error) {
    return finish('failed', { error: (error as Error).message })
  }
  counts.totalJobs = jobs.length

  const client = await payload.db.pool.connect()
  try {
    await client.query('BEGIN')
    await client.query(`SET LOCAL lock_timeout = '30s'`)
    try {
      await client.query('SELECT pg_advisory_xact_lock($1)', [IMPORT_LOCK_KEY])
    } catch {
      throw new Error(LOCKED)
    }
    const existing = await client.query<ExistingFeedJob>(
      `SELECT id, external_id AS "externalId", content_hash AS "contentHash" FROM jobs WHERE source = 'feed' AND external_id IS NOT NULL`,
    )
    const plan = planImport(existing.rows, jobs, settings.maxDeletePercent ?? 50)
    if (plan.refusal) throw new Refusal(plan.refusal)

    const now = new Date().toISOString()
    await insertJobs(client, plan.create, now)
    await updateJobs(client, plan.update, now)
    if (plan.delete.length) await client.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [plan.delete])
    await client.query('COMMIT')
    Object.assign(counts, { newJobs: plan.create.length, updatedJobs: plan.update.length, deletedJobs: plan.delete.length })
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    client.release()
    return finish(error instanceof Refusal ? 'refused' : 'failed', { error: (error as Error).message, feedUrl })
  }
  client.release()

  // Once for the whole import (the collection hooks, which would do it per job, are not run).
  if (counts.newJobs || counts.updatedJobs || counts.deletedJobs) await revalidateJobsAfterImport(payload, Boolean(options.inRequest))
  return finish('success', { feedUrl })
}

// Column <- FeedJob field. Empty optional values become NULL.
const COLUMNS: [string, keyof FeedJob, string][] = [
  ['title', 'title', 'text'],
  ['company', 'company', 'text'],
  ['location', 'location', 'text'],
  ['department', 'department', 'text'],
  ['employment_type', 'employmentType', 'text'],
  ['hours', 'hours', 'text'],
  ['contract_type', 'contractType', 'text'],
  ['start_date', 'startDate', 'text'],
  ['description', 'description', 'text'],
  ['requirements', 'requirements', 'text'],
  ['benefits', 'benefits', 'text'],
  ['salary', 'salary', 'text'],
  ['publish_date', 'publishDate', 'timestamptz'],
  ['application_deadline', 'applicationDeadline', 'timestamptz'],
  ['apply_url', 'applyUrl', 'text'],
  ['image_url', 'imageUrl', 'text'],
  ['company_logo', 'companyLogo', 'text'],
  ['contact_person', 'contactPerson', 'text'],
  ['contact_title', 'contactTitle', 'text'],
  ['contact_email', 'contactEmail', 'text'],
  ['contact_phone', 'contactPhone', 'text'],
  ['contact_address', 'contactAddress', 'text'],
  ['contact_postal_code', 'contactPostalCode', 'text'],
  ['contact_city', 'contactCity', 'text'],
  ['contact_image', 'contactImage', 'text'],
  ['content_hash', 'contentHash', 'text'],
]
const recordType = COLUMNS.map(([column, , type]) => `${column} ${type}`).join(', ')
const BATCH = 1000 // rows per statement: bounded memory for the JSON parameter

const row = (job: FeedJob) => Object.fromEntries(COLUMNS.map(([column, field]) => [column, job[field] ?? null]))

async function insertJobs(client: PoolClient, jobs: FeedJob[], now: string) {
  if (!jobs.length) return
  const slugs = await uniqueSlugs(client, jobs)
  const columns = COLUMNS.map(([column]) => column).join(', ')
  for (let i = 0; i < jobs.length; i += BATCH) {
    const batch = jobs.slice(i, i + BATCH).map((job) => ({ ...row(job), external_id: job.externalId, slug: slugs.get(job.externalId) }))
    await client.query(
      `INSERT INTO jobs (${columns}, external_id, slug, source, last_seen_at, updated_at, created_at)
       SELECT ${columns}, external_id, slug, 'feed', $2, $2, $2
       FROM jsonb_to_recordset($1::jsonb) AS r(${recordType}, external_id text, slug text)`,
      [JSON.stringify(batch), now],
    )
  }
}

async function updateJobs(client: PoolClient, updates: { id: number; job: FeedJob }[], now: string) {
  const set = COLUMNS.map(([column]) => `${column} = r.${column}`).join(', ')
  for (let i = 0; i < updates.length; i += BATCH) {
    const batch = updates.slice(i, i + BATCH).map(({ id, job }) => ({ ...row(job), id }))
    await client.query(
      `UPDATE jobs SET ${set}, last_seen_at = $2, updated_at = $2
       FROM jsonb_to_recordset($1::jsonb) AS r(${recordType}, id int)
       WHERE jobs.id = r.id AND jobs.source = 'feed'`,
      [JSON.stringify(batch), now],
    )
  }
}

/** URL slugs from the feed ids (as the Jobs hook makes them), made unique against every stored job. */
async function uniqueSlugs(client: PoolClient, jobs: FeedJob[]): Promise<Map<string, string>> {
  const wanted = jobs.map((job) => slugify(job.externalId) || `stelle-${job.contentHash.slice(0, 8)}`)
  const exact = await client.query<{ slug: string }>('SELECT slug FROM jobs WHERE slug = ANY($1::text[])', [wanted])
  const taken = new Set(exact.rows.map((r) => r.slug))
  if (taken.size) {
    // Rare: a feed id collides with another job's slug. Load that slug's numbered variants too.
    const patterns = [...taken].map((s) => `${s.replace(/[%_\\]/g, '\\$&')}-%`)
    const variants = await client.query<{ slug: string }>('SELECT slug FROM jobs WHERE slug LIKE ANY($1::text[])', [patterns])
    for (const r of variants.rows) taken.add(r.slug)
  }
  const result = new Map<string, string>()
  jobs.forEach((job, i) => {
    let slug = wanted[i]
    for (let n = 2; taken.has(slug); n++) slug = `${wanted[i]}-${n}`
    taken.add(slug)
    result.set(job.externalId, slug)
  })
  return result
}
