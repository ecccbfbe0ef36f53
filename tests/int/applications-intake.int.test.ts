import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateFileStore } from '@/features/applications/fileStore'
import { APPLICATION_MESSAGES as M } from '@/features/applications/schema'
import { handleApplicationSubmission, SUBMISSION_MESSAGES } from '@/features/applications/submission'
import { GUARD_MESSAGES } from '@/lib/formGuards'
import { getTestPayload } from '../support/payload'
import { docxBytes, multipartBody, pdfBytes, realZipBomb, type MultipartFile } from '../support/applicationFiles'
import { readAll } from '../support/applications'

let payload: Payload
let jobId: number
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-intake-files-'))
let ipCounter = 0
const nextIp = () => `198.51.100.${++ipCounter}`

const person = { firstName: 'Jürgen', lastName: 'Weiß', email: 'juergen.weiss@example.de', privacyAccepted: 'on' }

function submit(fields: Record<string, string>, files: MultipartFile[] = [], ip = nextIp()) {
  const { body, contentType } = multipartBody(fields, files)
  const request = new Request('http://localhost/api/bewerbung', { method: 'POST', headers: { 'content-type': contentType }, body })
  return handleApplicationSubmission(payload, request, { ip, settings: {} })
}

const count = async () => (await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs
const storedKeys = () => fs.readdirSync(filesDir, { recursive: true }).filter((entry) => fs.statSync(path.join(filesDir, String(entry))).isFile())
const tempFolders = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('bewerbung-'))

describe('application intake: from a multipart body to a stored application', () => {
  beforeAll(async () => {
    process.env.APPLICATION_FILES_DIR = filesDir
    payload = await getTestPayload()
    const job = await payload.create({
      collection: 'jobs',
      data: { title: 'Küchenchef (m/w/d)', source: 'manual' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    jobId = job.id
  })
  afterAll(async () => {
    delete process.env.APPLICATION_FILES_DIR
    await payload?.destroy()
    fs.rmSync(filesDir, { recursive: true, force: true })
  })

  it('stores a job application with its CV and attachment in the private store, byte for byte', async () => {
    const tempBefore = tempFolders()
    const cv = pdfBytes(2 * 1024 * 1024)
    const { result } = await submit(
      {
        ...person,
        jobId: String(jobId),
        phone: '+49 40 123456',
        earliestStart: 'sofort',
        talentPool: 'on',
        sourcePage: '/stellenangebote/kuechenchef/bewerben',
      },
      [
        { field: 'cv', name: 'Lebenslauf Jürgen.pdf', data: cv },
        { field: 'attachments', name: '../Zeugnis.docx', data: docxBytes() },
      ],
    )
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    const application = await payload.findByID({ collection: 'applications', id: result.applicationId, overrideAccess: true, depth: 0 })
    expect(application).toMatchObject({
      job: jobId,
      jobTitle: 'Küchenchef (m/w/d)',
      firstName: 'Jürgen',
      lastName: 'Weiß',
      phone: '+49 40 123456',
      earliestStart: 'sofort',
      sourcePage: '/stellenangebote/kuechenchef/bewerben',
      talentPool: { consented: true },
    })
    const files = await payload.find({
      collection: 'application-files',
      where: { application: { equals: result.applicationId } },
      overrideAccess: true,
      depth: 0,
      sort: 'createdAt',
    })
    const byRole = Object.fromEntries(files.docs.map((file) => [file.role, file]))
    expect(byRole.cv).toMatchObject({
      fileName: 'Lebenslauf Jürgen.pdf',
      mimeType: 'application/pdf',
      size: cv.length,
      sha256: createHash('sha256').update(cv).digest('hex'),
    })
    expect(byRole.attachment).toMatchObject({ fileName: 'Zeugnis.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })
    expect(Buffer.compare(await readAll(await privateFileStore().open(byRole.cv.storageKey)), cv)).toBe(0)
    expect(tempFolders()).toEqual(tempBefore)
  })

  it('stores an initiative application with area and place, without a file', async () => {
    const { result } = await submit({ ...person, desiredArea: 'Rezeption', desiredPlace: 'Sylt', sourcePage: '/bewerbende' })
    expect(result).toMatchObject({ ok: true })
    if (!result.ok) return
    const application = await payload.findByID({ collection: 'applications', id: result.applicationId, overrideAccess: true, depth: 0 })
    expect(application).toMatchObject({ job: null, jobTitle: 'Initiativbewerbung', desiredArea: 'Rezeption', desiredPlace: 'Sylt', sourcePage: '/bewerbende' })
  })

  it('stores nothing when a field or a file is wrong, and names every problem at its field', async () => {
    const before = { applications: await count(), keys: storedKeys().length }
    const tempBefore = tempFolders()
    const { result } = await submit({ firstName: 'J', email: 'kein-at', jobId: String(jobId) }, [
      { field: 'cv', name: 'cv.pdf', data: pdfBytes(1024 * 1024) },
      { field: 'attachments', name: 'bombe.docx', data: realZipBomb() },
    ])
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      message: SUBMISSION_MESSAGES.checkFields,
      fieldErrors: {
        firstName: M.firstNameMin,
        lastName: M.lastNameMin,
        email: M.emailInvalid,
        privacyAccepted: M.privacy,
        attachments: M.fileSuspicious('bombe.docx'),
      },
      values: expect.objectContaining({ firstName: 'J', email: 'kein-at' }),
    })
    expect({ applications: await count(), keys: storedKeys().length }).toEqual(before)
    expect(tempFolders()).toEqual(tempBefore)
  })

  it('refuses the honeypot, a job that is gone and the short form switched off, storing nothing', async () => {
    const before = await count()
    expect((await submit({ ...person, website: 'http://spam.example' })).result).toMatchObject({ ok: false, status: 400, message: GUARD_MESSAGES.honeypot })
    expect((await submit({ ...person, jobId: '999999' })).result).toMatchObject({ ok: false, status: 404, message: SUBMISSION_MESSAGES.jobGone })
    const { body, contentType } = multipartBody({ ...person, jobId: String(jobId) })
    const off = await handleApplicationSubmission(
      payload,
      new Request('http://localhost/', { method: 'POST', headers: { 'content-type': contentType }, body }),
      {
        ip: nextIp(),
        settings: { applyChannels: { shortForm: false } },
      },
    )
    expect(off.result).toMatchObject({ ok: false, status: 400, message: SUBMISSION_MESSAGES.shortFormOff })
    expect(await count()).toBe(before)
  })

  it('limits each client to ten submissions in ten minutes', async () => {
    const ip = nextIp()
    const statuses: number[] = []
    for (let i = 0; i < 11; i++) {
      const { result } = await submit({ firstName: 'x' }, [], ip)
      statuses.push(result.ok ? 200 : result.status)
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429])
  })
})
