import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signToken } from '@/features/job-alerts/links'
import { alertForToken, confirmJobAlert, deleteJobAlert, updateJobAlert } from '@/features/job-alerts/manage'
import { sendDueDigests } from '@/features/job-alerts/mails'
import { purgeUnconfirmedAlerts } from '@/features/job-alerts/purge'
import { countJobAlerts } from '@/features/job-alerts/stats'
import { handleJobAlertSubscription, jobAlertRateLimiter } from '@/features/job-alerts/subscribe'
import { periodKey } from '@/features/job-alerts/lib/schedule'
import { createAlertToken, deriveAlertKey } from '@/features/job-alerts/lib/token'
import { siteSettingsSeed } from '@/seed/settings'
import { getTestPayload } from '../support/payload'
import { mailHeader, mailPart } from '../support/mailParts'
import { createSmtpSink, type ReceivedMail } from '../support/smtp'

const smtp = createSmtpSink()
let payload: Payload
/** The one-click route handler, imported once the config has this run's database (it loads the config). */
let oneClickUnsubscribe: (request: Request) => Promise<Response>
let ipCounter = 0
const ctx = { disableRevalidate: true }
const DAY = 24 * 60 * 60 * 1000
/**
 * Noon `days` calendar days (Berlin) after `date`'s day. Digests go once per Berlin day: `date + n
 * * DAY` falls on the same day again on a 25-hour day (end of summer time), and a step of seconds
 * may cross midnight; noon of the n-th next day does neither.
 */
const noonAfter = (date: Date, days: number) => {
  const [year, month, day] = periodKey('daily', date).split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days, 11)) // 12:00 or 13:00 in Berlin
}

const plainText = (mail: ReceivedMail) => mailPart(mail, 'text/plain')
const header = mailHeader
const linkIn = (text: string, path: string) => new URL(new RegExp(`https?://[^\\s]+${path}\\?token=[^\\s]+`).exec(text)![0])
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address))

async function subscribe(fields: Record<string, unknown>, ip = `10.2.0.${++ipCounter}`) {
  const now = Date.now()
  return handleJobAlertSubscription(payload, { frequency: 'daily', consent: true, website: '', startedAt: now - 10_000, ...fields }, { ip, now })
}

async function runQueuedJob(jobId: number | string | undefined) {
  expect(jobId).toBeDefined()
  await payload.jobs.runByID({ id: jobId!, silent: true })
}

const findAlerts = (email: string) => payload.find({ collection: 'job-alerts', where: { email: { equals: email } }, overrideAccess: true }).then((r) => r.docs)

const createJob = (title: string, extra: Record<string, unknown> = {}) =>
  payload.create({ collection: 'jobs', data: { title, publishDate: new Date().toISOString(), ...extra }, context: ctx })

describe('job alert (double opt-in) through a real SMTP server', () => {
  const createdJobs: number[] = []
  beforeAll(async () => {
    await smtp.startForSite()
    payload = await getTestPayload()
    oneClickUnsubscribe = (await import('@/app/(frontend)/api/job-agent/abmelden/route')).POST
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    if (!settings.companyName) await payload.updateGlobal({ slug: 'site-settings', data: siteSettingsSeed, context: ctx })
  })
  afterAll(async () => {
    if (!payload) return
    for (const id of createdJobs) await payload.delete({ collection: 'jobs', id, context: ctx })
    await payload.delete({ collection: 'job-alerts', where: { id: { exists: true } }, overrideAccess: true })
    await smtp.stop()
    await payload?.destroy()
    for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM']) delete process.env[name]
  })

  it('subscribe, confirm, then a digest with only the new matching jobs, once per day, and none without news', async () => {
    const email = 'koch.fan@example.org'
    const { result, jobId } = await subscribe({ email: 'Koch.Fan@Example.org', search: 'Koch', location: 'Hamburg' }, '10.9.9.9')
    expect(result).toEqual({ ok: true })
    const [pending] = await findAlerts(email)
    expect(pending).toMatchObject({ status: 'pending', search: 'Koch', location: 'Hamburg', frequency: 'daily', requestIp: '10.9.9.9', confirmedAt: null })

    // The only mail before confirmation asks for it.
    await runQueuedJob(jobId)
    expect(mailsTo(email)).toHaveLength(1)
    const confirmation = mailsTo(email)[0]
    expect(header(confirmation, 'subject')).toBe('Bitte bestätigen Sie Ihren Job-Agent')
    expect(confirmation.headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/job-agent\/abmelden\?token=.+>$/)
    expect(confirmation.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const text = plainText(confirmation)
    expect(text).toContain('Ihre Suche: „Koch“ · Ort: Hamburg')
    const confirmLink = linkIn(text, '/job-agent/bestaetigen')

    // Unconfirmed: a new matching job sends nothing.
    createdJobs.push((await createJob('Koch (m/w/d) vor Bestätigung', { location: 'Hamburg' })).id)
    await sendDueDigests(payload, new Date(Date.now() + 1000))
    expect(mailsTo(email)).toHaveLength(1)

    const confirmed = await confirmJobAlert(payload, confirmLink.searchParams.get('token'), { ip: '10.8.8.8' })
    expect(confirmed).toMatchObject({ email, status: 'confirmed' })
    const [stored] = await findAlerts(email)
    expect(stored.confirmIp).toBe('10.8.8.8')
    expect(Date.now() - Date.parse(stored.confirmedAt!)).toBeLessThan(60_000)

    // Nothing new since confirmation: no mail.
    await sendDueDigests(payload, new Date())
    expect(mailsTo(email)).toHaveLength(1)

    await new Promise((resolve) => setTimeout(resolve, 20))
    for (const [title, location] of [
      ['Jungkoch (m/w/d)', 'Hamburg'],
      ['Rezeptionist (m/w/d)', 'Hamburg'],
      ['Koch (m/w/d)', 'München'],
    ])
      createdJobs.push((await createJob(title, { location, slug: `alert-${title.length}-${location}` })).id)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const today = new Date()
    const first = await sendDueDigests(payload, today)
    expect(first).toMatchObject({ sent: 1, failed: 0 })
    expect(mailsTo(email)).toHaveLength(2)
    const digest = mailsTo(email)[1]
    expect(header(digest, 'subject')).toBe('1 neues Stellenangebot für Ihren Job-Agent')
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    const digestText = plainText(digest)
    expect(digestText).toContain('Jungkoch (m/w/d)')
    expect(digestText).toMatch(/\/stellenangebote\/alert-16-Hamburg/)
    for (const absent of ['Rezeptionist', 'München', 'vor Bestätigung']) expect(digestText).not.toContain(absent)
    expect(digestText).toContain('Job-Agent ändern oder löschen: http')

    // Another matching job the same day waits for tomorrow's mail (at most once per day).
    createdJobs.push((await createJob('Chefkoch (m/w/d)', { location: 'Hamburg-Altona' })).id)
    await sendDueDigests(payload, today) // still the first digest's day, even if the clock has passed midnight by now
    expect(mailsTo(email)).toHaveLength(2)
    await sendDueDigests(payload, noonAfter(today, 1))
    expect(mailsTo(email)).toHaveLength(3)
    const second = plainText(mailsTo(email)[2])
    expect(second).toContain('Chefkoch (m/w/d)')
    expect(second).not.toContain('Jungkoch')
    // And the day after, nothing new: no mail.
    await sendDueDigests(payload, noonAfter(today, 2))
    expect(mailsTo(email)).toHaveLength(3)

    // One-click unsubscribe (RFC 8058): a POST to the header's address deletes the address.
    const oneClick = /<([^>]+)>/.exec(digest.headers['list-unsubscribe'])![1]
    const response = await oneClickUnsubscribe(new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' }))
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('Sie wurden vom Job-Agent abgemeldet.')
    expect(await findAlerts(email)).toEqual([])
  })

  it('an alert saved with „PLZ oder Ort“ and „Umkreis“ mails only the new jobs within that distance', async () => {
    const email = 'umkreis@example.org'
    const { result, jobId } = await subscribe({ email, search: 'Koch', location: '20095', radius: 25 })
    expect(result).toEqual({ ok: true })
    await runQueuedJob(jobId)
    const confirmationText = plainText(mailsTo(email)[0])
    expect(confirmationText).toContain('Ihre Suche: „Koch“ · Ort: 20095 (Umkreis 25 km)')
    const confirmed = await confirmJobAlert(payload, linkIn(confirmationText, '/job-agent/bestaetigen').searchParams.get('token'), { ip: '10.8.8.9' })
    expect(confirmed?.criteria).toMatchObject({ location: '20095', radius: 25 })

    await new Promise((resolve) => setTimeout(resolve, 20))
    for (const [title, location, postalCode, further] of [
      ['Koch (m/w/d) Umkreis nah', 'Pinneberg', '25421', ''], // about 18 km
      ['Koch (m/w/d) Umkreis fern', 'Lübeck', '23552', ''], // about 60 km
      ['Koch (m/w/d) Umkreis zwei Orte', 'München', '80331', 'Hamburg-Altona'], // its nearest place counts
      ['Rezeptionist (m/w/d) Umkreis', 'Hamburg', '20095', ''], // near, but not the search
    ])
      createdJobs.push((await createJob(title, { location, postalCode, additionalLocations: further, slug: `umkreis-${postalCode}` })).id)
    await new Promise((resolve) => setTimeout(resolve, 20))
    const alert = (await findAlerts(email))[0]
    try {
      await sendDueDigests(payload, new Date())
      expect(mailsTo(email)).toHaveLength(2)
      const digest = plainText(mailsTo(email)[1])
      expect(digest).toContain('Koch (m/w/d) Umkreis nah')
      expect(digest).toContain('Koch (m/w/d) Umkreis zwei Orte')
      for (const absent of ['Umkreis fern', 'Rezeptionist']) expect(digest).not.toContain(absent)
      expect(digest).toContain('Ort: 20095 (Umkreis 25 km)')
      // the manage page shows the place and the radius
      expect((await alertForToken(payload, signToken(payload, 'manage', alert.id), 'manage'))?.criteria).toMatchObject({ location: '20095', radius: 25 })
    } finally {
      await payload.delete({ collection: 'job-alerts', id: alert.id, overrideAccess: true })
    }
  })

  it('refuses forged, expired and misused links and changes nothing', async () => {
    const email = 'vorsicht@example.org'
    const { jobId } = await subscribe({ email })
    await runQueuedJob(jobId)
    const [alert] = await findAlerts(email)
    const token = linkIn(plainText(mailsTo(email)[0]), '/job-agent/bestaetigen').searchParams.get('token')!

    const forged = createAlertToken(deriveAlertKey('not-our-secret'), 'confirm', alert.id, Date.now() + DAY)
    const otherId = token.replace(`.${alert.id}.`, `.${alert.id + 1}.`)
    const expired = signToken(payload, 'confirm', alert.id, Date.now() - 49 * 60 * 60 * 1000)
    for (const bad of [forged, otherId, expired, 'abc', '']) {
      expect(await confirmJobAlert(payload, bad, { ip: '10.0.0.1' })).toBeNull()
      expect(await deleteJobAlert(payload, bad, 'unsubscribe')).toBe(false)
    }
    // A confirm link cannot unsubscribe or manage, and an unsubscribe link cannot confirm.
    expect(await deleteJobAlert(payload, token, 'unsubscribe')).toBe(false)
    expect(await alertForToken(payload, token, 'manage')).toBeNull()
    expect(await confirmJobAlert(payload, signToken(payload, 'unsubscribe', alert.id), { ip: '10.0.0.1' })).toBeNull()
    const response = await oneClickUnsubscribe(new Request(`http://localhost/api/job-agent/abmelden?token=${encodeURIComponent(forged)}`, { method: 'POST' }))
    expect(response.status).toBe(400)
    expect(await findAlerts(email)).toMatchObject([{ status: 'pending', confirmIp: null }])
  })

  it('the manage link changes the search and frequency, or deletes the alert', async () => {
    const email = 'wechsel@example.org'
    const { jobId } = await subscribe({ email, search: 'Koch' })
    await runQueuedJob(jobId)
    const [alert] = await findAlerts(email)
    const manage = signToken(payload, 'manage', alert.id)

    const invalid = await updateJobAlert(payload, manage, { search: 'x'.repeat(201), frequency: 'daily' })
    expect(invalid).toEqual({ ok: false, error: 'validation', fieldErrors: { search: 'Der Suchbegriff darf maximal 200 Zeichen lang sein' } })
    const updated = await updateJobAlert(payload, manage, {
      search: 'Rezeption',
      location: 'Kiel',
      department: '',
      employmentType: 'Teilzeit',
      frequency: 'weekly',
    })
    expect(updated).toMatchObject({ ok: true, alert: { criteria: { search: 'Rezeption', location: 'Kiel', employmentType: 'Teilzeit', frequency: 'weekly' } } })
    expect(await deleteJobAlert(payload, manage, 'manage')).toBe(true)
    expect(await findAlerts(email)).toEqual([])
  })

  it('deletes unconfirmed sign-ups after 48 hours and keeps confirmed ones; staff see counts, the API no addresses', async () => {
    const { jobId: a } = await subscribe({ email: 'alt@example.org' })
    const { jobId: b } = await subscribe({ email: 'bestaetigt@example.org' })
    await runQueuedJob(a)
    await runQueuedJob(b)
    const [kept] = await findAlerts('bestaetigt@example.org')
    await confirmJobAlert(payload, signToken(payload, 'confirm', kept.id), { ip: '10.0.0.2' })
    const before = await countJobAlerts(payload)
    expect(before.confirmed).toBeGreaterThanOrEqual(1)

    expect(await purgeUnconfirmedAlerts(payload, Date.now() + 47 * 60 * 60 * 1000)).toBe(0)
    expect(await purgeUnconfirmedAlerts(payload, Date.now() + 49 * 60 * 60 * 1000)).toBeGreaterThanOrEqual(1)
    expect(await findAlerts('alt@example.org')).toEqual([])
    expect(await findAlerts('bestaetigt@example.org')).toHaveLength(1)

    const staff = (await payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    await expect(payload.find({ collection: 'job-alerts', overrideAccess: false, user: staff ?? undefined })).rejects.toThrow()
  })

  it('refuses bots and floods as the contact form does, and mails a stranger only once per open request', async () => {
    const honeypot = await subscribe({ email: 'bot@example.org', website: 'http://spam' })
    expect(honeypot.result).toMatchObject({ ok: false, error: 'refused' })
    const fast = await handleJobAlertSubscription(
      payload,
      { email: 'bot@example.org', frequency: 'daily', consent: true, startedAt: Date.now() - 500 },
      { ip: '10.3.0.1' },
    )
    expect(fast.result).toMatchObject({ ok: false, error: 'refused', message: expect.stringContaining('sehr schnell') })
    const invalid = await subscribe({ email: 'kaputt', consent: false })
    expect(invalid.result).toMatchObject({ ok: false, error: 'validation', fieldErrors: { email: expect.any(String), consent: expect.any(String) } })
    expect(await findAlerts('bot@example.org')).toEqual([])

    const first = await subscribe({ email: 'fremd@example.org' })
    const again = await subscribe({ email: 'fremd@example.org', search: 'anders' })
    expect(again).toEqual({ result: { ok: true } }) // same answer, but no second entry or mail
    await runQueuedJob(first.jobId)
    expect(mailsTo('fremd@example.org')).toHaveLength(1)
    expect(await findAlerts('fremd@example.org')).toHaveLength(1)

    const ip = '10.4.0.1'
    const answers = []
    for (let i = 0; i < 6; i++) answers.push((await subscribe({ email: `flut${i}@example.org` }, ip)).result)
    expect(answers.slice(0, 5).every((answer) => answer.ok)).toBe(true)
    expect(answers[5]).toMatchObject({ ok: false, error: 'refused', message: expect.stringContaining('Zu viele Anfragen') })
    expect((await jobAlertRateLimiter().hit('10.4.0.2')).allowed).toBe(true)
  })
})
