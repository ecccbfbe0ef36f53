import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { handleContactSubmission } from '@/features/contact/submission'
import { signToken } from '@/features/job-alerts/links'
import { confirmJobAlert } from '@/features/job-alerts/manage'
import { sendDueDigests } from '@/features/job-alerts/mails'
import { handleJobAlertSubscription } from '@/features/job-alerts/subscribe'
import { siteSettingsSeed } from '@/seed/settings'
import { getTestPayload } from '../support/payload'

let payload: Payload
const ctx = { disableRevalidate: true }
const logged: string[] = []
const text = (args: unknown[]) => args.map((a) => (typeof a === 'string' ? a : (JSON.stringify(a) ?? String(a)))).join(' ')

/** Everything that reaches the log while `run` runs: stdout, stderr and Payload's logger. */
async function captureLog(run: () => Promise<unknown>): Promise<string> {
  logged.length = 0
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => (logged.push(String(chunk)), true)),
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: unknown) => (logged.push(String(chunk)), true)),
    ...(['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(payload.logger, level).mockImplementation(((...args: unknown[]) => void logged.push(text(args))) as never),
    ),
  ]
  try {
    await run()
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
  return logged.join('\n')
}

/** Nothing personal and no working link in a log line. */
function expectNothingPersonal(log: string, email: string) {
  expect(log).not.toContain(email)
  expect(log.toLowerCase()).not.toContain(email.split('@')[0].toLowerCase())
  expect(log).not.toMatch(/token=|job-agent\/|https?:\/\//)
}

describe('MAIL_LOG_ONLY: the log records that a mail was due, never its recipient, links or content', () => {
  beforeAll(async () => {
    delete process.env.SMTP_HOST
    process.env.MAIL_LOG_ONLY = 'true'
    payload = await getTestPayload()
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    if (!settings.companyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context: ctx })
  })
  afterAll(async () => {
    delete process.env.MAIL_LOG_ONLY
    if (!payload) return
    await payload.delete({ collection: 'job-alerts', where: { email: { like: 'maillog.' } }, overrideAccess: true })
    await payload?.destroy()
  })

  it('job alerts: the confirmation and the digest are logged as due only', async () => {
    const email = `maillog.${Date.now()}@example.org`
    const now = Date.now()
    const { result, jobId } = await handleJobAlertSubscription(
      payload,
      { email, search: '', location: '', frequency: 'daily', consent: true, website: '', startedAt: now - 10_000 },
      { ip: '10.77.0.1', now },
    )
    expect(result).toEqual({ ok: true })
    const confirmationLog = await captureLog(() => payload.jobs.runByID({ id: jobId!, silent: true }))
    expect(confirmationLog).toMatch(/"event":"mail-not-delivered".*"kind":"job-alert-confirmation"/)
    expectNothingPersonal(confirmationLog, email)

    const [alert] = (await payload.find({ collection: 'job-alerts', where: { email: { equals: email } }, overrideAccess: true })).docs
    expect(await confirmJobAlert(payload, signToken(payload, 'confirm', alert.id), { ip: '10.77.0.1' })).toBeTruthy()
    const job = await payload.create({
      collection: 'jobs',
      data: { title: 'Maillog-Koch', publishDate: new Date(Date.now() + 1000).toISOString() },
      context: ctx,
    })
    try {
      const digestLog = await captureLog(() => sendDueDigests(payload, new Date(Date.now() + 60_000)))
      expect(digestLog).toMatch(/"event":"mail-not-delivered".*"kind":"job-alert-digest"/)
      expectNothingPersonal(digestLog, email)
    } finally {
      await payload.delete({ collection: 'jobs', id: job.id, context: ctx })
    }
  })

  it('contact: the request mail is logged as due only, without the visitor or the message', async () => {
    const now = Date.now()
    const email = `maillog.kontakt.${now}@example.org`
    const raw = {
      firstName: 'Quirin',
      lastName: 'Maillogger',
      email,
      company: 'Hotel Seeblick',
      message: 'Geheime Nachricht für den Test',
      privacyAccepted: true,
      website: '',
      startedAt: now - 20_000,
    }
    const { result, jobId } = await handleContactSubmission(payload, raw, { ip: '10.77.0.2', now })
    expect(result).toEqual({ ok: true })
    const log = await captureLog(() => payload.jobs.runByID({ id: jobId!, silent: true }))
    expect(log).toMatch(/"event":"mail-not-delivered".*"kind":"contact"/)
    expectNothingPersonal(log, email)
    expect(log).not.toMatch(/Quirin|Maillogger|Geheime Nachricht/)
  })
})
