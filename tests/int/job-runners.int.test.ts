import { BasePayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleContactSubmission } from '@/features/contact/submission'
import { getTestPayload, updateSiteSettings } from '../support/payload'
import { createSmtpSink } from '../support/smtp'

/**
 * Two job runners on one database, as with two instances (autoRun) or two `npm run worker`: each
 * a Payload of its own with its own connection pool, so they meet only in PostgreSQL.
 */
const STAFF = 'runner-team@example.com'
const smtp = createSmtpSink()
let a: Payload
let b: Payload

type RunResult = { jobStatus?: Record<string, unknown> }
const ranIds = (result: unknown) => Object.keys((result as RunResult).jobStatus ?? {})
const onlyJobs = (ids: (number | string)[]) => ({ id: { in: ids } })

beforeAll(async () => {
  await smtp.startForSite()
  a = await getTestPayload()
  const { default: config } = await import('@payload-config')
  b = (await new BasePayload().init({ config })) as Payload
  await updateSiteSettings(a, { contactRecipientEmail: STAFF })
})

afterAll(async () => {
  await smtp.stop()
  await b?.destroy()
  await a?.destroy()
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM']) delete process.env[name]
})

describe('two job runners on one database', () => {
  it('send each contact mail once, whether they take it from the queue or by id right after the form', async () => {
    const jobIds: (number | string)[] = []
    const emails: string[] = []
    const now = Date.now()
    for (let i = 0; i < 8; i++) {
      const email = `zwei-runner-${now}-${i}@example.org`
      const raw = {
        firstName: 'Anna',
        lastName: 'Sommer',
        email,
        company: 'Hotel Seeblick',
        message: 'Wir suchen eine Direktorin für unser Haus am See.',
        privacyAccepted: true,
        website: '',
        startedAt: now - 20_000,
      }
      const { result, jobId } = await handleContactSubmission(a, raw, { ip: `10.9.0.${i + 1}`, now })
      expect(result).toEqual({ ok: true })
      jobIds.push(jobId!)
      emails.push(email)
    }
    // Both queues' crons and both form requests' immediate runs reach for the same jobs at once.
    const results = await Promise.all([
      a.jobs.run({ where: onlyJobs(jobIds), limit: 20 }),
      b.jobs.run({ where: onlyJobs(jobIds), limit: 20 }),
      ...jobIds.map((id, i) => (i % 2 ? a : b).jobs.runByID({ id })),
      ...jobIds.map((id, i) => (i % 2 ? b : a).jobs.runByID({ id })),
    ])
    const ran = results.flatMap(ranIds)
    expect(ran.sort()).toEqual(jobIds.map(String).sort()) // every job ran, none twice
    for (const email of emails)
      expect(
        smtp.mails.filter((mail) => mail.raw.includes(email)),
        email,
      ).toHaveLength(1)
  })

  it('queue a schedule once when both schedule at the same moment, and run that job once', async () => {
    const tasks = ['importJobFeed', 'purgeContactRequests'] as const
    await a.delete({ collection: 'payload-jobs', where: { taskSlug: { in: [...tasks] } }, overrideAccess: true })
    const queued = () =>
      a.find({ collection: 'payload-jobs', where: { taskSlug: { in: [...tasks] }, completedAt: { exists: false } }, overrideAccess: true, limit: 10 })

    await Promise.all([a.jobs.handleSchedules(), b.jobs.handleSchedules(), a.jobs.handleSchedules(), b.jobs.handleSchedules()])
    const jobs = (await queued()).docs
    expect(jobs.map((job) => job.taskSlug).sort()).toEqual(['importJobFeed', 'purgeContactRequests'])

    // Their time comes (the feed import at its quarter hour, the purge at 03:00): both runners look.
    const ids = jobs.map((job) => job.id)
    await a.update({ collection: 'payload-jobs', where: onlyJobs(ids), data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    const results = await Promise.all([a.jobs.run({ where: onlyJobs(ids) }), b.jobs.run({ where: onlyJobs(ids) })])
    expect(results.flatMap(ranIds).sort()).toEqual(ids.map(String).sort())
  })
})
