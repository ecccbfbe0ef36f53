import type { Payload } from 'payload'
import { connect, payloadJobs as q } from '@/features/db'

/**
 * One runner per job, however many processes run the queue (autoRun in every `npm start`
 * instance, several `npm run worker`).
 *
 * Payload 3.90 claims jobs by reading the runnable ones and then updating them one by one to
 * `processing = true` (@payloadcms/drizzle updateJobs: a find, then an update by id with no
 * condition on `processing`), and `runByID` sets the flag without looking. Two runners that read
 * at the same moment both claim, and both run, the same job: two contact mails. Scheduling is the
 * same read-then-write: two runners both find no queued import and both queue one.
 *
 * So, in PostgreSQL, where all runners meet:
 * - every claim takes a transaction-scoped advisory lock first, so claims happen one after the
 *   other and each reads what the previous one committed; a claim by id takes nothing that is
 *   already being processed or finished;
 * - scheduling runs under a session advisory lock; a runner that finds it taken skips that turn
 *   (the other one is queueing the same schedules).
 *
 * Payload 3.90 has no supported way to do this: its jobs options (autoRun/shouldAutoRun,
 * processingOrder, enableConcurrencyControl with a task's `concurrency` key, beforeSchedule
 * hooks) all read first and write later, as described above. So this file is the one place
 * that wraps Payload internals, and PATCHED_PAYLOAD_SOURCES pins the Payload code it relies on:
 * tests/unit/queue-patch.test.ts fails when an upgrade changes any of it, so the wrappers are
 * checked again. Newer Payload releases claim with one conditional UPDATE ... RETURNING per
 * worker (only jobs still `processing = false`); on such a release the claim wrapper can go.
 */

/**
 * Payload files whose behaviour the wrappers assume (sha256 of the file in node_modules): the
 * adapter's updateJobs and the jobs helpers that call it with a transaction in `req` and
 * `{ processing: true }` as the claim, and the local API's handleSchedules with its schedule
 * operation.
 */
export const PATCHED_PAYLOAD_SOURCES: Record<string, string> = {
  '@payloadcms/drizzle/dist/updateJobs.js': '3a63aea481cdf39404c56b993dc2169595e2b238ded79fa1031f129a9628feb5',
  'payload/dist/queues/utilities/updateJob.js': 'c7cf34e139130922f5e9108d8b50286001a632ce4439d296f92bef5f20c99515',
  'payload/dist/queues/operations/runJobs/index.js': 'c3d692d25f7c009e718683ae14f2444b43e73cc42773c6a268fc2fe982914da2',
  'payload/dist/queues/localAPI.js': '95b40029e90a9f0af1edadde6d7af3c59f5c66d989afda6e20b5ef07cfa0be5f',
  'payload/dist/queues/operations/handleSchedules/index.js': 'ea0a000d01748beee36ada0257fb9c734aad39eeea354c7ee8ab4239551f5912',
}
const CLAIM_LOCK = 0x6a6f6263 // 'jobc'
const SCHEDULE_LOCK = 0x6a6f6273 + 1 // next to the feed import's lock

type UpdateJobsArgs = { id?: number | string; data: Record<string, unknown>; req?: { transactionID?: number | string | Promise<number | string> } }
type Db = {
  updateJobs: (args: UpdateJobsArgs) => Promise<unknown[] | null>
  sessions: Record<string, { db: unknown } | undefined>
  execute: (args: { db: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
}

/** A claim is Payload setting `processing: true` and nothing else (besides updatedAt). */
const isClaim = (data: Record<string, unknown>) => data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

export function runJobsOnce(payload: Payload): void {
  const db = payload.db as unknown as Db
  const holder = db as Db & { __runJobsOnce?: boolean }
  if (holder.__runJobsOnce) return
  holder.__runJobsOnce = true

  const updateJobs = db.updateJobs.bind(db)
  db.updateJobs = async (args) => {
    const transactionID = args.req?.transactionID ? await args.req.transactionID : undefined
    const tx = transactionID !== undefined ? db.sessions[String(transactionID)]?.db : undefined
    if (!isClaim(args.data) || !tx) return updateJobs(args)
    await db.execute({ db: tx, raw: `SELECT pg_advisory_xact_lock(${CLAIM_LOCK})` })
    if (args.id !== undefined) {
      const { rows } = await db.execute({
        db: tx,
        raw: `SELECT ${q.processing} AS processing, ${q.completedAt} AS completed_at FROM ${q} WHERE ${q.id} = ${Number(args.id)}`,
      })
      if (!rows[0] || rows[0].processing === true || rows[0].completed_at) return []
    }
    return updateJobs(args)
  }

  const handleSchedules = payload.jobs.handleSchedules
  payload.jobs.handleSchedules = async (args) => {
    const client = await connect(payload)
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [SCHEDULE_LOCK])
      if (!rows[0]?.locked) return { errored: [], queued: [], skipped: [] }
      try {
        return await handleSchedules(args)
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [SCHEDULE_LOCK])
      }
    } finally {
      client.release()
    }
  }
}
