import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { privateFileStore } from '@/features/applications/fileStore'
import { purgeApplications } from '@/features/applications/purge'
import { createApplication } from '@/features/applications/service'
import { TALENT_POOL_CONSENT_TEXT } from '@/features/applications/retention'
import { verifyWithdrawToken, withdrawToken } from '@/features/applications/withdraw'
import { applicationForWithdrawal, withdrawApplication } from '@/features/applications/withdrawal'
import { getTestPayload } from '../support/payload'
import { applyWithCv, candidate, pdfBytes, queuedJobs, readAll, storeFile } from '../support/applications'

let payload: Payload
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-files-'))
const DAY = 24 * 60 * 60 * 1000

const load = (id: number) => payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 0 })
const filesOf = (id: number) => payload.find({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true, depth: 0 })
const onDisk = (key: string) => fs.existsSync(path.join(filesDir, key))

describe('applications: store, status and purge', () => {
  beforeAll(async () => {
    process.env.APPLICATION_FILES_DIR = filesDir
    payload = await getTestPayload()
  })
  afterEach(() => {
    vi.useRealTimers()
  })
  afterAll(async () => {
    delete process.env.APPLICATION_FILES_DIR
    await payload?.destroy()
    fs.rmSync(filesDir, { recursive: true, force: true })
  })

  it('stores the application, its files and its queued mails and forwarding together', async () => {
    const job = await payload.create({
      collection: 'jobs',
      data: { title: 'Rezeptionsleitung (m/w/d)', source: 'manual' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const cv = await storeFile(pdfBytes(), 'Lebenslauf.pdf')
    const extra = await storeFile(Buffer.from('PNG-ish bytes'), 'Zeugnis.png', 'attachment', 'image/png')
    const { id, withdrawUrl } = await createApplication(payload, candidate({ jobId: job.id }), [cv, extra])

    const application = await load(id)
    expect(application).toMatchObject({ jobTitle: 'Rezeptionsleitung (m/w/d)', job: job.id, status: 'new', name: 'Küster, Jana', ats: { state: 'pending' } })
    const created = new Date(application!.createdAt).getTime()
    expect(Math.abs(new Date(application!.statusChangedAt!).getTime() - created)).toBeLessThan(5000)
    // six months later, to the day
    const deleteAfter = new Date(application!.deleteAfter!)
    expect(deleteAfter.getTime() - created).toBeGreaterThan(180 * DAY)
    expect(deleteAfter.getTime() - created).toBeLessThan(185 * DAY)

    const files = await filesOf(id)
    expect(files.docs.map((file) => [file.role, file.fileName, file.storageKey]).sort()).toEqual(
      [
        ['attachment', 'Zeugnis.png', extra.key],
        ['cv', 'Lebenslauf.pdf', cv.key],
      ].sort(),
    )
    expect(await queuedJobs(payload, 'sendApplicationMail', id)).toHaveLength(2)
    expect(await queuedJobs(payload, 'forwardApplication', id)).toHaveLength(1)
    expect(verifyWithdrawToken(payload.secret, new URL(withdrawUrl).searchParams.get('t')!)).toBe(id)
  })

  it('stores nothing when one part fails: no application, no file rows, no queued jobs', async () => {
    const before = await payload.count({ collection: 'applications', overrideAccess: true })
    const jobsBefore = await payload.count({ collection: 'payload-jobs', overrideAccess: true })
    const cv = await storeFile(pdfBytes(), 'Lebenslauf.pdf')
    // the same key twice violates the unique storage key: the second file row fails
    await expect(createApplication(payload, candidate(), [cv, { ...cv, role: 'attachment' }])).rejects.toThrow()
    expect((await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    expect((await payload.count({ collection: 'payload-jobs', overrideAccess: true })).totalDocs).toBe(jobsBefore.totalDocs)
    expect((await payload.count({ collection: 'application-files', where: { storageKey: { equals: cv.key } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('initiative applications carry the wish fields; talent-pool consent keeps its time and text and 24 months', async () => {
    const { id } = await createApplication(payload, candidate({ desiredArea: 'Küche', desiredPlace: 'Hamburg', talentPool: true }), [])
    const application = await load(id)
    expect(application).toMatchObject({ jobTitle: 'Initiativbewerbung', job: null, desiredArea: 'Küche', desiredPlace: 'Hamburg' })
    expect(application!.talentPool).toMatchObject({ consented: true, consentText: TALENT_POOL_CONSENT_TEXT })
    expect(application!.talentPool!.consentedAt).toBeTruthy()
    const months = (new Date(application!.deleteAfter!).getTime() - new Date(application!.statusChangedAt!).getTime()) / DAY
    expect(months).toBeGreaterThan(729)
    expect(months).toBeLessThan(732)
  })

  it('a status change moves statusChangedAt and the deletion date; other edits do not', async () => {
    const { id } = await applyWithCv(payload)
    const first = (await load(id))!
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 40 * DAY)
    await payload.update({ collection: 'applications', id, data: { notes: [{ text: 'Telefoninterview am Montag' }] }, overrideAccess: true })
    const noted = (await load(id))!
    expect(noted.statusChangedAt).toBe(first.statusChangedAt)
    expect(noted.notes?.[0]).toMatchObject({ text: 'Telefoninterview am Montag' })
    expect(noted.notes?.[0]?.createdAt).toBeTruthy()

    await payload.update({ collection: 'applications', id, data: { status: 'rejected' }, overrideAccess: true })
    const rejected = (await load(id))!
    expect(new Date(rejected.statusChangedAt!).getTime() - new Date(first.statusChangedAt!).getTime()).toBeGreaterThan(39 * DAY)
    expect(new Date(rejected.deleteAfter!).getTime() - new Date(first.deleteAfter!).getTime()).toBeGreaterThan(39 * DAY)
    // the note kept its time
    expect((await load(id))!.notes?.[0]?.createdAt).toBe(noted.notes?.[0]?.createdAt)
  })

  it('the daily purge deletes applications six months after the last status change, with their files; talent-pool ones after 24', async () => {
    const plain = await applyWithCv(payload)
    const pooled = await applyWithCv(payload, { talentPool: true })
    expect(onDisk(plain.file.key)).toBe(true)
    expect(await readAll(await privateFileStore().open(plain.file.key))).toEqual(plain.bytes)

    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 150 * DAY)
    await purgeApplications(payload)
    expect(await load(plain.id)).toBeTruthy() // five months: still there

    vi.setSystemTime(Date.now() + 40 * DAY) // now about six months and a week after
    await purgeApplications(payload)
    expect(await load(plain.id)).toBeNull()
    expect((await filesOf(plain.id)).totalDocs).toBe(0)
    expect(onDisk(plain.file.key)).toBe(false)
    expect(await load(pooled.id)).toBeTruthy()
    expect(onDisk(pooled.file.key)).toBe(true)

    vi.setSystemTime(Date.now() + 560 * DAY) // past 24 months
    await purgeApplications(payload)
    expect(await load(pooled.id)).toBeNull()
    expect(onDisk(pooled.file.key)).toBe(false)
  })

  it('the daily purge removes stored bytes no application refers to once they are a day old, and keeps younger ones', async () => {
    const kept = await applyWithCv(payload)
    const stray = await storeFile(pdfBytes(), 'Lebenslauf.pdf') // bytes of a submission whose storing failed
    const fresh = await storeFile(pdfBytes(), 'Lebenslauf.pdf') // bytes of a submission being stored right now
    const dayAndAHourAgo = new Date(Date.now() - 25 * 60 * 60 * 1000)
    for (const key of [kept.file.key, stray.key]) fs.utimesSync(path.join(filesDir, key), dayAndAHourAgo, dayAndAHourAgo)

    await purgeApplications(payload)
    expect(onDisk(stray.key)).toBe(false)
    expect(onDisk(fresh.key)).toBe(true)
    expect(onDisk(kept.file.key)).toBe(true)
    expect(await readAll(await privateFileStore().open(kept.file.key))).toEqual(kept.bytes)
  })

  it('the signed withdrawal link only asks; withdrawing deletes the application and its files at once', async () => {
    const { id, withdrawUrl, file } = await applyWithCv(payload)
    const other = await applyWithCv(payload)
    const token = new URL(withdrawUrl).searchParams.get('t')!

    // opening the link (what a mail scanner does) changes nothing
    expect(await applicationForWithdrawal(payload, token)).toMatchObject({ id, firstName: 'Jana' })
    expect(await load(id)).toBeTruthy()

    // a forged or another application's link deletes nothing
    const forged = `${other.id}.${token.split('.')[1]}`
    expect(await applicationForWithdrawal(payload, forged)).toBeNull()
    expect(await withdrawApplication(payload, forged)).toBe(false)
    expect(await withdrawApplication(payload, withdrawToken('another-secret', other.id))).toBe(false)
    expect(await load(other.id)).toBeTruthy()

    expect(await withdrawApplication(payload, token)).toBe(true)
    expect(await load(id)).toBeNull()
    expect((await filesOf(id)).totalDocs).toBe(0)
    expect(onDisk(file.key)).toBe(false)
    expect(onDisk(other.file.key)).toBe(true)
    // the link again: already gone
    expect(await applicationForWithdrawal(payload, token)).toBeNull()
    expect(await withdrawApplication(payload, token)).toBe(false)
  })
})
