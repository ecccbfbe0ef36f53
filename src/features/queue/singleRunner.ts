import type { Payload } from 'payload'

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
 */
const CLAIM_LOCK = 0x6a6f6263 // 'jobc'
const SCHEDULE_LOCK = 0x6a6f6273 + 1 // next to the feed import's lock

type UpdateJobsArgs = { id?: number | string; data: Record<string, unknown>; req?: { transactionID?: number | string | Promise<number | string> } }
type Db = {
  updateJobs: (args: UpdateJobsArgs) => Promise<unknown[] | null>
  sessions: Record<string, { db: unknown } | undefined>
  execute: (args: { db: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
  pool?: { connect: () => Promise<{ query: (sql: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>; release: () => void }> }
}

/** A claim is Payload setting `processing: true` and nothing else (besides updatedAt). */
const isClaim = (data: Record<string, unknown>) =>
  data.processing === true && Object.keys(data).every((key) => key === 'processing' || key === 'updatedAt')

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
        raw: `SELECT processing, completed_at FROM payload_jobs WHERE id = ${Number(args.id)}`,
      })
      if (!rows[0] || rows[0].processing === true || rows[0].completed_at) return []
    }
    return updateJobs(args)
  }

  const handleSchedules = payload.jobs.handleSchedules
  payload.jobs.handleSchedules = async (args) => {
    const client = await db.pool?.connect()
    if (!client) return handleSchedules(args)
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
