import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApplication } from '@/features/applications/service'
import { withdrawApplication } from '@/features/applications/withdrawal'
import { getTestPayload, updateSiteSettings } from '../support/payload'
import { applyWithCv, candidate, pdfBytes, queuedJobs, storeFile } from '../support/applications'
import { mailHeader } from '../support/mailParts'
import { createPersonioStub } from '../support/personioStub'
import { createSmtpSink } from '../support/smtp'

const STAFF = 'bewerbungen-team@example.com'
const ATS_IMPORT = 'import-4711@ats.example.com'
const CONTACT_PERSON = 'recruiterin@example.com'
const PERSONIO = { token: 'papi-test-token', companyId: '4242' }
const smtp = createSmtpSink()
const personio = createPersonioStub(PERSONIO)
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-files-'))
let payload: Payload
let personioJobId: number
let contactJobId: number

const load = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })
async function runJob(task: string, applicationId: number, kind?: string) {
  const [job] = (await queuedJobs(payload, task, applicationId)).filter((j) => !kind || (j.input as { kind?: string }).kind === kind)
  expect(job, `${task} ${kind ?? ''} queued`).toBeTruthy()
  await payload.jobs.runByID({ id: job.id, silent: true })
  return job.id
}
const jobRow = (id: number | string) => payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true })
const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address))
const setFeed = (url: string) => payload.updateGlobal({ slug: 'site-settings', data: { feedUrls: [{ url }] }, context: { disableRevalidate: true } })

describe('application mails over real SMTP and forwarding to the ATS stub', () => {
  beforeAll(async () => {
    await smtp.startForSite()
    process.env.APPLICATION_FILES_DIR = filesDir
    process.env.PERSONIO_BASE_URL = await personio.start()
    payload = await getTestPayload()
    await updateSiteSettings(payload, { applicationRecipientEmail: STAFF, atsImportEmail: ATS_IMPORT })
    const stamp = Date.now()
    personioJobId = (
      await payload.create({
        collection: 'jobs',
        data: { title: 'Küchenchef (m/w/d)', source: 'feed', externalId: `${stamp % 1_000_000}` },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    ).id
    contactJobId = (
      await payload.create({
        collection: 'jobs',
        data: { title: 'Hoteldirektor (m/w/d)', source: 'manual', contactEmail: CONTACT_PERSON },
        overrideAccess: true,
        context: { disableRevalidate: true },
      })
    ).id
  })
  afterEach(() => {
    delete process.env.PERSONIO_API_TOKEN
    delete process.env.PERSONIO_COMPANY_ID
  })
  afterAll(async () => {
    await smtp.stop()
    await personio.stop()
    await payload?.destroy()
    for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'APPLICATION_FILES_DIR', 'PERSONIO_BASE_URL']) delete process.env[name]
    fs.rmSync(filesDir, { recursive: true, force: true })
  })

  it('confirms to the candidate in German with the job and a withdrawal link, once', async () => {
    const { id, withdrawUrl } = await applyWithCv(payload, { jobId: contactJobId })
    const application = (await load(id))!
    await runJob('sendApplicationMail', id, 'confirmation')
    const [mail] = mailsTo(application.email)
    expect(mail).toBeTruthy()
    expect(mailHeader(mail, 'subject')).toBe('Ihre Bewerbung: Hoteldirektor (m/w/d)')
    expect(mail.text).toContain('Guten Tag Jana Küster,')
    expect(mail.text).toContain('vielen Dank für Ihre Bewerbung als „Hoteldirektor (m/w/d)“')
    expect(mail.text).toContain('Lebenslauf Jana Küster.pdf')
    expect(mail.text.replace(/\n/g, '')).toContain(withdrawUrl)
    expect((await load(id))!.mails?.confirmationSentAt).toBeTruthy()

    // a repeated job (e.g. a retry after a lost answer) sends nothing more
    const again = await payload.jobs.queue({ task: 'sendApplicationMail', input: { applicationId: id, kind: 'confirmation' } })
    await payload.jobs.runByID({ id: again.id, silent: true })
    expect(mailsTo(application.email)).toHaveLength(1)
  })

  it('a flood beyond the hourly cap delays the staff notifications, never the candidates or their confirmations', async () => {
    process.env.APPLICATION_NOTIFICATIONS_PER_HOUR = '2'
    try {
      await createApplication(payload, candidate(), [])
      await createApplication(payload, candidate(), [])
      const { id } = await createApplication(payload, candidate(), [])
      expect(await load(id)).toBeTruthy()
      const [notification] = await queuedJobs(payload, 'sendApplicationMail', id).then((jobs) =>
        jobs.filter((job) => (job.input as { kind: string }).kind === 'notification'),
      )
      const [confirmation] = await queuedJobs(payload, 'sendApplicationMail', id).then((jobs) =>
        jobs.filter((job) => (job.input as { kind: string }).kind === 'confirmation'),
      )
      expect(new Date(notification.waitUntil!).getTime()).toBeGreaterThan(Date.now() + 50 * 60 * 1000)
      expect(confirmation.waitUntil ?? null).toBeNull()
    } finally {
      delete process.env.APPLICATION_NOTIFICATIONS_PER_HOUR
    }
  })

  it('notifies the job’s contact person without attachments and with a link into the admin; initiative ones go to the settings’ recipient', async () => {
    const { id } = await applyWithCv(payload, { jobId: contactJobId })
    await runJob('sendApplicationMail', id, 'notification')
    const mail = mailsTo(CONTACT_PERSON).at(-1)!
    expect(mailHeader(mail, 'subject')).toBe('Neue Bewerbung: Hoteldirektor (m/w/d) – Jana Küster')
    expect(mail.headers['content-type']).toMatch(/^text\/plain/) // a single text part: nothing attached
    expect(mail.raw).not.toMatch(/filename=/i)
    expect(mail.text).toContain(`/admin/collections/applications/${id}`)
    expect(mail.text).toContain('Lebenslauf Jana Küster.pdf')
    expect((await load(id))!.mails?.notificationSentAt).toBeTruthy()

    // the confirmation and the forwarding, run side by side, keep each other's record and staff notes
    await payload.update({ collection: 'applications', id, data: { notes: [{ text: 'Bitte zurückrufen' }] }, overrideAccess: true })
    const confirmation = (await queuedJobs(payload, 'sendApplicationMail', id))[0]
    const forward = (await queuedJobs(payload, 'forwardApplication', id))[0]
    await Promise.all([payload.jobs.runByID({ id: confirmation.id, silent: true }), payload.jobs.runByID({ id: forward.id, silent: true })])
    const both = (await load(id))!
    expect(both.mails?.confirmationSentAt).toBeTruthy()
    expect(both.mails?.notificationSentAt).toBeTruthy()
    expect(both.ats?.state).toBe('mailed')
    expect(both.notes?.map((note) => note.text)).toEqual(['Bitte zurückrufen'])

    const initiative = await createApplication(payload, candidate({ desiredArea: 'Service', desiredPlace: 'Sylt' }), [])
    await runJob('sendApplicationMail', initiative.id, 'notification')
    const staffMail = mailsTo(STAFF).at(-1)!
    expect(mailHeader(staffMail, 'subject')).toBe('Neue Initiativbewerbung von Jana Küster')
    expect(staffMail.text).toContain('Gewünschter Bereich: Service')
    expect(staffMail.text).toContain('Wunschort: Sylt')
  })

  it('forwards to Personio (documents first, then the application) and retries after the API failed twice', async () => {
    await setFeed('https://beispiel.jobs.personio.de/xml')
    process.env.PERSONIO_API_TOKEN = PERSONIO.token
    process.env.PERSONIO_COMPANY_ID = PERSONIO.companyId
    const cvBytes = pdfBytes('CV')
    const cv = await storeFile(cvBytes, 'Lebenslauf Müller.pdf')
    const extraBytes = pdfBytes('Zeugnis')
    const extra = await storeFile(extraBytes, 'Zeugnis.pdf', 'attachment')
    const { id } = await createApplication(payload, candidate({ jobId: personioJobId, message: 'Hallo!' }), [cv, extra])
    const externalJobId = Number((await payload.findByID({ collection: 'jobs', id: personioJobId, overrideAccess: true })).externalId)

    personio.failNext(2)
    const jobId = await runJob('forwardApplication', id)
    expect((await load(id))!.ats).toMatchObject({ state: 'pending', attempts: 1 })
    expect((await load(id))!.ats?.error).toContain('HTTP 503')
    const waiting = await jobRow(jobId)
    expect(waiting).toMatchObject({ hasError: false, totalTried: 1 })
    expect(new Date(waiting!.waitUntil!).getTime()).toBeGreaterThan(Date.now()) // back-off before the next try

    await payload.jobs.runByID({ id: jobId, silent: true })
    expect((await load(id))!.ats).toMatchObject({ state: 'pending', attempts: 2 })
    await payload.jobs.runByID({ id: jobId, silent: true })

    const forwarded = (await load(id))!
    expect(forwarded.ats).toMatchObject({ state: 'sent', attempts: 3, error: null })
    expect(forwarded.ats?.sentAt).toBeTruthy()
    expect(personio.applications).toHaveLength(1)
    const sent = personio.applications[0]
    expect(forwarded.ats?.externalId).toBe('900001')
    expect(sent.body).toMatchObject({ job_position_id: externalJobId, first_name: 'Jana', last_name: 'Küster', email: forwarded.email, message: 'Hallo!' })
    // every try uploaded the documents again; the application names the last try's uuids
    const lastTwo = personio.documents.slice(-2)
    expect(lastTwo.map((doc) => doc.fileName)).toEqual(['Lebenslauf Müller.pdf', 'Zeugnis.pdf'])
    expect(lastTwo[0].bytes).toEqual(cvBytes)
    expect(lastTwo[1].bytes).toEqual(extraBytes)
    expect((sent.body.files as { category: string }[]).map((file) => file.category)).toEqual(['cv', 'other'])
  })

  it('without Personio credentials, or for a Coveto feed, mails the application with its files to the ATS import address', async () => {
    await setFeed('https://beispiel.jobs.personio.de/xml')
    const first = await applyWithCv(payload, { jobId: personioJobId })
    await runJob('forwardApplication', first.id)
    expect((await load(first.id))!.ats).toMatchObject({ state: 'mailed', attempts: 1 })
    const mail = mailsTo(ATS_IMPORT).at(-1)!
    expect(mailHeader(mail, 'subject')).toContain('Bewerbung: Küchenchef (m/w/d)')
    expect(mail.headers['content-type']).toMatch(/^multipart\/mixed/)
    expect(mail.raw).toContain('filename*0*=utf-8')
    expect(mail.raw.replace(/\r\n/g, '')).toContain(first.bytes.toString('base64'))

    await setFeed('https://kunde.coveto.de/public/xml/')
    process.env.PERSONIO_API_TOKEN = PERSONIO.token
    process.env.PERSONIO_COMPANY_ID = PERSONIO.companyId
    const before = personio.calls
    const second = await applyWithCv(payload, { jobId: personioJobId })
    await runJob('forwardApplication', second.id)
    expect((await load(second.id))!.ats).toMatchObject({ state: 'mailed' })
    expect(personio.calls).toBe(before)
    expect(mailsTo(ATS_IMPORT).at(-1)!.raw.replace(/\r\n/g, '')).toContain(second.bytes.toString('base64'))
  })

  it('a withdrawal after the forwarding tells staff to delete the ATS copy too', async () => {
    await setFeed('https://beispiel.jobs.personio.de/xml')
    process.env.PERSONIO_API_TOKEN = PERSONIO.token
    process.env.PERSONIO_COMPANY_ID = PERSONIO.companyId
    const { id, withdrawUrl } = await applyWithCv(payload, { jobId: personioJobId })
    await runJob('forwardApplication', id)
    const externalId = (await load(id))!.ats?.externalId
    expect(externalId).toBeTruthy()
    expect(await withdrawApplication(payload, new URL(withdrawUrl).searchParams.get('t')!)).toBe(true)
    const mail = mailsTo(STAFF).at(-1)!
    expect(mailHeader(mail, 'subject')).toBe('Bewerbung zurückgezogen: Jana Küster')
    expect(mail.text).toContain(`Personio (ID ${externalId})`)
  })
})
