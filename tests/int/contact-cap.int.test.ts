import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleContactSubmission } from '@/features/contact/submission'
import { getTestPayload, updateSiteSettings } from '../support/payload'
import { createSmtpSink } from '../support/smtp'

const STAFF = 'kontakt-cap@example.com'
const CAP = 6
const smtp = createSmtpSink()
let payload: Payload
const stamp = Date.now()
const visitor = (email: string) => ({
  firstName: 'Bea',
  lastName: 'Flut',
  email,
  message: 'Bitte um Rückruf zu einer Stelle.',
  privacyAccepted: true,
  website: '',
  startedAt: Date.now() - 15_000,
})
const mailsFrom = (email: string) => smtp.mails.filter((mail) => (mail.headers['reply-to'] ?? '').includes(email))
const job = (id: number | string) => payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })
const queuedJobs: (number | string)[] = []

beforeAll(async () => {
  await smtp.startForSite()
  process.env.JOBS_AUTORUN = 'false'
  process.env.CONTACT_MAILS_PER_HOUR = String(CAP)
  payload = await getTestPayload()
  await updateSiteSettings(payload, { contactRecipientEmail: STAFF })
})
afterAll(async () => {
  // delayed jobs must not be sent by another file's queue run
  for (const id of queuedJobs) await payload.delete({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true })
  await payload?.destroy()
  await smtp.stop()
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'JOBS_AUTORUN', 'CONTACT_MAILS_PER_HOUR']) delete process.env[name]
})

describe('the global cap on contact mails delays mail, it never closes the form', () => {
  it('a flood from three clients stops at their own limits; another visitor is still accepted and its mail goes out later', async () => {
    const flooders = ['203.0.113.61', '203.0.113.62', '203.0.113.63']
    for (const [n, ip] of flooders.entries()) {
      for (let i = 0; i < 5; i++) {
        const { result, jobId } = await handleContactSubmission(payload, visitor(`flut-${n}-${i}-${stamp}@example.org`), { ip })
        expect(result).toEqual({ ok: true })
        queuedJobs.push(jobId!)
      }
      // the sixth from the same client: that client's own limit, nobody else's
      expect((await handleContactSubmission(payload, visitor(`flut-${n}-x-${stamp}@example.org`), { ip })).result).toMatchObject({
        ok: false,
        error: 'refused',
      })
    }
    // 15 accepted against a cap of 6: the first 6 mails go now, the others wait, none is dropped
    const due = await Promise.all(queuedJobs.map(async (id) => new Date((await job(id))?.waitUntil ?? 0).getTime() > Date.now()))
    expect(due.filter((waits) => !waits)).toHaveLength(CAP)
    expect(due.filter((waits) => waits)).toHaveLength(15 - CAP)

    const email = `echt-${stamp}@example.org`
    const { result, jobId } = await handleContactSubmission(payload, visitor(email), { ip: '198.51.100.60' })
    expect(result).toEqual({ ok: true })
    queuedJobs.push(jobId!)
    const [stored] = (await payload.find({ collection: 'contact-requests', where: { email: { equals: email } }, overrideAccess: true })).docs
    expect(stored).toMatchObject({ mailStatus: 'pending' })
    const waitUntil = new Date((await job(jobId!))!.waitUntil!).getTime()
    // the 16th: the next hour's six are taken by the flood, so it goes in the hour after
    expect(waitUntil).toBeGreaterThan(Date.now() + 90 * 60_000)
    expect(waitUntil).toBeLessThanOrEqual(Date.now() + 2 * 60 * 60_000)

    // the queue as its runner calls it: not due yet, nothing sent
    const runQueue = () => payload.jobs.run({ where: { id: { equals: jobId! } }, silent: true })
    await runQueue()
    expect(mailsFrom(email)).toHaveLength(0)
    // once due (moved here instead of waiting), it is mailed to staff
    await payload.update({ collection: 'payload-jobs', id: jobId!, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await runQueue()
    expect(mailsFrom(email).map((mail) => mail.to)).toEqual([[STAFF]])
    expect((await payload.findByID({ collection: 'contact-requests', id: stored.id, overrideAccess: true })).mailStatus).toBe('sent')
  })
})
