import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES } from '@/features/contact/lib/schema'
import { GUARD_MESSAGES } from '@/lib/formGuards'
import { handleContactSubmission } from '@/features/contact/submission'
import { purgeContactRequestsTask } from '@/tasks/purgeContactRequests'
import { getTestPayload } from '../support/payload'

let payload: Payload
let ipCounter = 0
const nextIp = () => `10.2.0.${++ipCounter}`

const visitor = (email: string, patch: Record<string, unknown> = {}) => ({
  firstName: 'Dora',
  lastName: 'Berg',
  email,
  message: 'Bitte um Rückruf wegen einer Pacht.',
  privacyAccepted: true,
  website: '',
  startedAt: Date.now() - 15_000,
  ...patch,
})
const storedWith = async (email: string) =>
  (await payload.count({ collection: 'contact-requests', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload?.destroy()
})

describe('contact submissions: guards, validation, storage', () => {
  it('validates again on the server and answers German field messages without storing anything', async () => {
    const email = 'kaputt'
    const { result, jobId } = await handleContactSubmission(payload, visitor(email, { firstName: ' D ', message: 'kurz', privacyAccepted: false }), {
      ip: nextIp(),
    })
    expect(result).toEqual({
      ok: false,
      error: 'validation',
      fieldErrors: {
        firstName: CONTACT_MESSAGES.firstNameMin,
        email: CONTACT_MESSAGES.emailInvalid,
        message: CONTACT_MESSAGES.messageMin,
        privacyAccepted: CONTACT_MESSAGES.privacy,
      },
    })
    expect(jobId).toBeUndefined()
    expect(await storedWith(email)).toBe(0)
  })

  it('stores trimmed values and queues exactly one mail job', async () => {
    const email = 'dora.berg@example.org'
    const { result, jobId } = await handleContactSubmission(payload, visitor(` ${email} `, { firstName: '  Dora ', company: '   ' }), { ip: nextIp() })
    expect(result).toEqual({ ok: true })
    const doc = (await payload.find({ collection: 'contact-requests', where: { email: { equals: email } }, overrideAccess: true })).docs[0]
    expect(doc).toMatchObject({ firstName: 'Dora', privacyAccepted: true, mailStatus: 'pending', handled: false })
    expect(doc.company ?? null).toBeNull()
    const job = await payload.findByID({ collection: 'payload-jobs', id: jobId!, overrideAccess: true })
    expect(job).toMatchObject({ taskSlug: 'sendContactMail', input: { contactRequestId: doc.id }, queue: 'default' })
  })

  it('refuses a filled honeypot and a too-fast submission with a German message, storing nothing', async () => {
    const bot = await handleContactSubmission(payload, visitor('bot@example.org', { website: 'https://spam.example' }), { ip: nextIp() })
    expect(bot.result).toEqual({ ok: false, error: 'refused', message: GUARD_MESSAGES.honeypot })
    const fast = await handleContactSubmission(payload, visitor('fast@example.org', { startedAt: Date.now() - 500 }), { ip: nextIp() })
    expect(fast.result).toEqual({ ok: false, error: 'refused', message: GUARD_MESSAGES.tooFast })
    const huge = await handleContactSubmission(payload, visitor('huge@example.org', { extra: 'x'.repeat(40_000) }), { ip: nextIp() })
    expect(huge.result).toMatchObject({ ok: false, error: 'refused', message: GUARD_MESSAGES.tooLarge })
    for (const email of ['bot@example.org', 'fast@example.org', 'huge@example.org']) expect(await storedWith(email)).toBe(0)
  })

  it('allows five submissions per IP in ten minutes, then tells the visitor when to try again', async () => {
    const ip = nextIp()
    const now = Date.now()
    for (let i = 0; i < 5; i++) {
      const { result } = await handleContactSubmission(payload, visitor(`rate${i}@example.org`, { startedAt: now - 10_000 }), { ip, now: now + i })
      expect(result).toEqual({ ok: true })
    }
    const sixth = await handleContactSubmission(payload, visitor('rate5@example.org', { startedAt: now - 10_000 }), { ip, now: now + 60_000 })
    expect(sixth.result).toEqual({ ok: false, error: 'refused', message: 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in 9 Minuten erneut.' })
    expect(await storedWith('rate5@example.org')).toBe(0)
    const otherVisitor = await handleContactSubmission(payload, visitor('other@example.org'), { ip: nextIp() })
    expect(otherVisitor.result).toEqual({ ok: true })
    const later = await handleContactSubmission(payload, visitor('rate6@example.org', { startedAt: now }), { ip, now: now + 10 * 60_000 })
    expect(later.result).toEqual({ ok: true })
  })

  it('answers the server error when the request cannot be stored', async () => {
    await payload.db.drizzle.execute(sql`ALTER TABLE contact_requests RENAME TO contact_requests_offline`)
    try {
      const { result, jobId } = await handleContactSubmission(payload, visitor('offline@example.org'), { ip: nextIp() })
      expect(result).toEqual({ ok: false, error: 'server' })
      expect(jobId).toBeUndefined()
    } finally {
      await payload.db.drizzle.execute(sql`ALTER TABLE contact_requests_offline RENAME TO contact_requests`)
    }
    expect(await storedWith('offline@example.org')).toBe(0)
  })
})

describe('contact requests are staff-only', () => {
  it('refuses anonymous reads, lists, creates, changes and deletes through the access rules', async () => {
    const doc = await payload.create({
      collection: 'contact-requests',
      overrideAccess: true,
      data: { firstName: 'Erik', lastName: 'Nord', email: 'erik@example.org', message: 'Vertrauliche Anfrage', privacyAccepted: true },
    })
    const anonymous = { overrideAccess: false } as const
    await expect(payload.find({ collection: 'contact-requests', ...anonymous })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'contact-requests', id: doc.id, ...anonymous })).rejects.toThrow()
    await expect(payload.count({ collection: 'contact-requests', ...anonymous })).rejects.toThrow()
    await expect(payload.update({ collection: 'contact-requests', id: doc.id, data: { handled: true }, ...anonymous })).rejects.toThrow()
    await expect(payload.delete({ collection: 'contact-requests', id: doc.id, ...anonymous })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'contact-requests',
        data: { firstName: 'Eve', lastName: 'X', email: 'eve@example.org', message: 'Direkt über die API', privacyAccepted: true },
        ...anonymous,
      }),
    ).rejects.toThrow()
    expect(await payload.findByID({ collection: 'contact-requests', id: doc.id, overrideAccess: true })).toMatchObject({ handled: false })
    expect(await storedWith('eve@example.org')).toBe(0)
  })
})

describe('contact request retention', () => {
  const dated = async (email: string, monthsAgo: number) => {
    const doc = await payload.create({
      collection: 'contact-requests',
      overrideAccess: true,
      data: { firstName: 'Alt', lastName: 'Anfrage', email, message: 'Eine ältere Anfrage.', privacyAccepted: true },
    })
    const createdAt = new Date()
    createdAt.setMonth(createdAt.getMonth() - monthsAgo)
    await payload.db.drizzle.execute(sql`UPDATE contact_requests SET created_at = ${createdAt.toISOString()} WHERE id = ${doc.id}`)
    return doc.id
  }
  const exists = async (id: number) => Boolean(await payload.findByID({ collection: 'contact-requests', id, overrideAccess: true, disableErrors: true }))

  it('the daily task deletes exactly the request older than six months', async () => {
    const old = await dated('seven-months@example.org', 7)
    const recent = await dated('five-months@example.org', 5)
    const fresh = await dated('today@example.org', 0)

    const job = await payload.jobs.queue({ task: 'purgeContactRequests', input: {} })
    await payload.jobs.runByID({ id: job.id, silent: true })

    expect(await exists(old)).toBe(false)
    expect(await exists(recent)).toBe(true)
    expect(await exists(fresh)).toBe(true)
  })

  it('reports how many it removed and honours CONTACT_RETENTION_DAYS', async () => {
    // the count starts from this test's requests, whatever the file's other tests left
    await payload.db.drizzle.execute(sql`DELETE FROM contact_requests`)
    await dated('five-months@example.org', 5)
    const fourMonths = await dated('four-months@example.org', 4)
    const twoMonths = await dated('two-months@example.org', 2)
    process.env.CONTACT_RETENTION_DAYS = '90'
    try {
      const req = await createLocalReq({}, payload)
      const handler = purgeContactRequestsTask.handler as unknown as (args: { req: typeof req; input: object; job: object }) => Promise<unknown>
      const result = await handler({ req, input: {}, job: {} })
      // Five months and four months are both older than 90 days.
      expect(result).toEqual({ output: { deleted: 2 } })
    } finally {
      delete process.env.CONTACT_RETENTION_DAYS
    }
    expect(await exists(fourMonths)).toBe(false)
    expect(await exists(twoMonths)).toBe(true)
  })

  it('is scheduled daily', () => {
    expect(purgeContactRequestsTask.schedule).toEqual([{ cron: '0 3 * * *', queue: 'default' }])
  })
})
