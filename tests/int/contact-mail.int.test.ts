import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleContactSubmission } from '@/features/contact/submission'
import { CONTACT_MAIL_RETRIES } from '@/tasks/sendContactMail'
import { getTestPayload, updateSiteSettings } from '../support/payload'
import { createSmtpSink } from '../support/smtp'

const STAFF = 'kontakt-team@example.com'
const smtp = createSmtpSink()
let payload: Payload
let ipCounter = 0

/** A visitor's submission as the form sends it (filled in 20 s, honeypot empty). */
async function submit(fields: Partial<Record<string, unknown>> = {}) {
  const now = Date.now()
  const raw = {
    firstName: 'Anna',
    lastName: 'Sommer',
    email: `anna.${now}.${ipCounter}@example.org`,
    company: 'Hotel Seeblick',
    message: 'Wir suchen eine Direktorin für unser Haus am See.\nBitte rufen Sie mich an.',
    privacyAccepted: true,
    website: '',
    startedAt: now - 20_000,
    ...fields,
  }
  const { result, jobId } = await handleContactSubmission(payload, raw, { ip: `10.1.0.${++ipCounter}`, now })
  expect(result).toEqual({ ok: true })
  expect(jobId).toBeDefined()
  const stored = await payload.find({ collection: 'contact-requests', where: { email: { equals: raw.email } }, overrideAccess: true })
  expect(stored.totalDocs).toBe(1)
  return { raw, jobId: jobId!, request: stored.docs[0] }
}

const load = (id: number) => payload.findByID({ collection: 'contact-requests', id, overrideAccess: true })
const job = (id: number | string) => payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })

describe('contact mail through a real SMTP server', () => {
  beforeAll(async () => {
    await smtp.startForSite()
    payload = await getTestPayload()
    await updateSiteSettings(payload, { contactRecipientEmail: STAFF })
  })
  afterAll(async () => {
    await smtp.stop()
    await payload?.destroy()
    for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM']) delete process.env[name]
  })

  it('mails a stored request to the staff address, with the visitor as reply-to and every field in the text', async () => {
    const { raw, jobId, request } = await submit()
    expect(request).toMatchObject({ firstName: 'Anna', lastName: 'Sommer', company: 'Hotel Seeblick', mailStatus: 'pending', mailAttempts: 0, handled: false })

    const before = smtp.mails.length
    await payload.jobs.runByID({ id: jobId, silent: true })

    expect(smtp.mails).toHaveLength(before + 1)
    const mail = smtp.mails.at(-1)!
    expect(mail.to).toEqual([STAFF])
    expect(mail.from).toBe('website@example.com')
    expect(mail.headers.to).toContain(STAFF)
    expect(mail.headers['reply-to']).toContain(raw.email)
    expect(mail.headers.subject).toBe('Neue Kontaktanfrage von Anna Sommer')
    for (const line of [
      'Vorname: Anna',
      'Nachname: Sommer',
      `E-Mail: ${raw.email}`,
      'Unternehmen: Hotel Seeblick',
      'Datenschutzerklärung akzeptiert: ja',
      raw.message,
    ]) {
      expect(mail.text).toContain(line)
    }
    expect(mail.text).toMatch(/Eingegangen am: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/)

    const sent = await load(request.id)
    expect(sent).toMatchObject({ mailStatus: 'sent', mailAttempts: 1, mailError: null })
    expect(new Date(sent.mailSentAt!).getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await job(jobId)).toBeNull() // completed jobs are removed
  })

  it('keeps the request when the mail server is down, marks it for retry and delivers it once the server is back', async () => {
    await smtp.stop()
    const { raw, jobId, request } = await submit({ firstName: 'Bernd', lastName: 'Winter', company: '' })
    expect(request.company ?? null).toBeNull()

    await payload.jobs.runByID({ id: jobId, silent: true })
    const failed = await load(request.id)
    expect(failed).toMatchObject({ mailStatus: 'retrying', mailAttempts: 1 })
    expect(failed.mailError).toMatch(/ECONNREFUSED|connect/i)
    const waiting = await job(jobId)
    expect(waiting).toMatchObject({ hasError: false, totalTried: 1 })
    expect(new Date(waiting!.waitUntil!).getTime()).toBeGreaterThan(Date.now()) // back-off before the next try

    const before = smtp.mails.length
    await smtp.start()
    await payload.jobs.runByID({ id: jobId, silent: true })

    expect(smtp.mails).toHaveLength(before + 1)
    expect(smtp.mails.at(-1)!.headers['reply-to']).toContain(raw.email)
    expect(smtp.mails.at(-1)!.text).toContain('Unternehmen: –')
    expect(await load(request.id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, mailError: null })
  })

  it('marks the request failed once every retry is used up, and keeps it for staff', async () => {
    await smtp.stop()
    try {
      const { jobId, request } = await submit({ firstName: 'Clara' })
      for (let attempt = 1; attempt <= CONTACT_MAIL_RETRIES; attempt++) {
        await payload.jobs.runByID({ id: jobId, silent: true })
        expect(await load(request.id)).toMatchObject({ mailStatus: 'retrying', mailAttempts: attempt })
      }
      await payload.jobs.runByID({ id: jobId, silent: true })
      expect(await load(request.id)).toMatchObject({ mailStatus: 'failed', mailAttempts: CONTACT_MAIL_RETRIES + 1 })
      expect(await job(jobId)).toMatchObject({ hasError: true })
    } finally {
      await smtp.start()
    }
  })
})
