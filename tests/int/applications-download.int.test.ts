import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { downloadApplicationFile } from '@/features/applications/download'
import { SECOND_FACTOR_COOKIE, secondFactorCookieValue } from '@/features/staff-auth/session'
import type { User } from '@/payload-types'
import { getTestPayload } from '../support/payload'
import { applyWithCv } from '../support/applications'

let payload: Payload
let admin: User
let editor: User
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-files-'))
const stamp = Date.now()
const TOTP = { totpEnabled: true, totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' }

/** A request of this user's login session; `passed`: the session has the second-factor cookie. */
async function as(user: User | null, passed: boolean, fileId?: number): Promise<PayloadRequest> {
  if (!user) {
    const req = await createLocalReq({ req: { headers: new Headers() } }, payload)
    req.user = null
    req.routeParams = { id: String(fileId) }
    return req
  }
  const sessionUser = { ...user, collection: 'users', _sid: `session-${user.id}` } as User & { collection: 'users'; _sid: string }
  const cookie = passed ? `${SECOND_FACTOR_COOKIE}=${secondFactorCookieValue(payload.secret, sessionUser)}` : ''
  const req = await createLocalReq({ user: sessionUser, req: { headers: new Headers({ cookie }) } }, payload)
  req.routeParams = { id: String(fileId) }
  return req
}
const downloads = (fileId: number) => payload.find({ collection: 'application-downloads', where: { file: { equals: fileId } }, overrideAccess: true, depth: 0 })

describe('application file downloads: second factor, attachment, log', () => {
  beforeAll(async () => {
    process.env.APPLICATION_FILES_DIR = filesDir
    payload = await getTestPayload()
    const newUser = (name: string, role: 'admin' | 'editor') =>
      payload.create({
        collection: 'users',
        data: { email: `${name}-${stamp}@example.com`, password: 'Sicheres-Passwort-2026', role, ...TOTP },
        context: { enrolSecondFactor: true },
      })
    admin = await newUser('admin-dl', 'admin')
    editor = await newUser('editor-dl', 'editor')
  })
  afterAll(async () => {
    // deleting a staff account keeps the log entries it made
    const deleted = await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@example.com` } } })
    expect(deleted.errors).toEqual([])
    expect((await payload.count({ collection: 'application-downloads', where: { userEmail: { equals: editor.email } }, overrideAccess: true })).totalDocs).toBe(
      1,
    )
    delete process.env.APPLICATION_FILES_DIR
    await payload?.destroy()
    fs.rmSync(filesDir, { recursive: true, force: true })
  })

  it('gives anonymous and password-only sessions no file and records nothing', async () => {
    const { id } = await applyWithCv(payload)
    const [file] = (await payload.find({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true })).docs

    const anonymous = await downloadApplicationFile(await as(null, false, file.id))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('content-disposition')).toBeNull()
    for (const user of [editor, admin]) {
      const passwordOnly = await downloadApplicationFile(await as(user, false, file.id))
      expect(passwordOnly.status).toBe(403)
      expect(await passwordOnly.json()).toEqual({ error: 'Bitte bestätigen Sie zuerst die Zwei-Faktor-Anmeldung.' })
    }
    // nor through the collections themselves
    await expect(payload.find({ collection: 'application-files', overrideAccess: false, req: await as(editor, false) })).rejects.toThrow()
    await expect(payload.find({ collection: 'applications', overrideAccess: false, req: await as(null, false) })).rejects.toThrow()
    expect((await downloads(file.id)).totalDocs).toBe(0)
  })

  it('streams the file as an attachment to staff past the second factor and records who, when and which file', async () => {
    const { id, bytes } = await applyWithCv(payload)
    const [file] = (await payload.find({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true })).docs
    const before = Date.now()
    const response = await downloadApplicationFile(await as(editor, true, file.id))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Lebenslauf Jana Kuster.pdf"; filename*=UTF-8''Lebenslauf%20Jana%20K%C3%BCster.pdf`,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes)

    const log = await downloads(file.id)
    expect(log.totalDocs).toBe(1)
    expect(log.docs[0]).toMatchObject({ user: editor.id, userEmail: editor.email, application: id, file: file.id, fileName: 'Lebenslauf Jana Küster.pdf' })
    expect(new Date(log.docs[0].downloadedAt).getTime()).toBeGreaterThanOrEqual(before - 1000)

    // admins read the log, editors do not; nobody writes it through the API
    const adminView = await payload.find({
      collection: 'application-downloads',
      where: { file: { equals: file.id } },
      overrideAccess: false,
      req: await as(admin, true),
    })
    expect(adminView.totalDocs).toBe(1)
    await expect(payload.find({ collection: 'application-downloads', overrideAccess: false, req: await as(editor, true) })).rejects.toThrow()
    await expect(
      payload.create({
        collection: 'application-downloads',
        data: { user: editor.id, downloadedAt: new Date().toISOString() },
        overrideAccess: false,
        req: await as(admin, true),
      }),
    ).rejects.toThrow()
  })

  it('nobody creates applications through the API, not even an admin', async () => {
    await expect(
      payload.create({
        collection: 'applications',
        data: { firstName: 'A', lastName: 'B', email: 'a@example.org', status: 'new' },
        overrideAccess: false,
        req: await as(admin, true),
      }),
    ).rejects.toThrow()
  })

  it('answers 404 for a file that does not exist or whose bytes are gone', async () => {
    expect((await downloadApplicationFile(await as(admin, true, 99999999))).status).toBe(404)
    const { id, file } = await applyWithCv(payload)
    fs.rmSync(path.join(filesDir, file.key))
    const [row] = (await payload.find({ collection: 'application-files', where: { application: { equals: id } }, overrideAccess: true })).docs
    const response = await downloadApplicationFile(await as(admin, true, row.id))
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Die Datei ist nicht mehr vorhanden.' })
  })
})
