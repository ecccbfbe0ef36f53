import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SECOND_FACTOR_COOKIE, secondFactorCookieValue } from '@/features/staff-auth/session'
import { pruneAdminLogin, saveAdminLogin } from '@/seed/adminLogin'
import type { User } from '@/payload-types'
import { createStaffUser, getTestPayload } from '../support/payload'

/**
 * Roles, the password rule and the lockout, through the real access rules: every call runs with
 * overrideAccess: false as the given user, as REST and the admin do.
 */
let payload: Payload
let admin: User
let editor: User
let otherEditor: User
const PASSWORD = 'Sicheres-Passwort-2026'

/** A request of this user's login session; `passed`: the session has the second-factor cookie. */
async function as(user: User, passed = true): Promise<PayloadRequest> {
  const sessionUser = { ...user, collection: 'users', _sid: `session-${user.id}` } as User & { collection: 'users'; _sid: string }
  const cookie = passed ? `${SECOND_FACTOR_COOKIE}=${secondFactorCookieValue(payload.secret, sessionUser)}` : ''
  return createLocalReq({ user: sessionUser, req: { headers: new Headers({ cookie }) } }, payload)
}
const stamp = Date.now()
const newUser = (name: string, role: 'admin' | 'editor', extra: Record<string, unknown> = {}) =>
  createStaffUser(payload, `${name}-${stamp}@example.com`, PASSWORD, role, extra)

beforeAll(async () => {
  payload = await getTestPayload()
  admin = await newUser('chefin', 'admin', { totpEnabled: true, totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' })
  // every account needs a second factor to work at all
  editor = await newUser('redakteur', 'editor', { totpEnabled: true, totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' })
  otherEditor = await newUser('kollegin', 'editor', { totpEnabled: true, totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' })
})
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@example.com` } } })
  await payload.destroy()
})

describe('staff passwords', () => {
  it('refuse fewer than 12 characters on create, update and reset, in German', async () => {
    const fieldError = async (attempt: Promise<unknown>) => {
      const error = (await attempt.then(
        () => null,
        (e: unknown) => e,
      )) as { data?: { errors?: { path: string; message: string }[] } } | null
      return error?.data?.errors?.[0]
    }
    const tooShort = { path: 'password', message: 'Das Passwort muss mindestens 12 Zeichen lang sein.' }
    expect(await fieldError(payload.create({ collection: 'users', data: { email: `kurz-${stamp}@example.com`, password: 'abc', role: 'editor' } }))).toEqual(
      tooShort,
    )
    expect(await fieldError(payload.update({ collection: 'users', id: editor.id, data: { password: 'elf-Zeichen' } }))).toEqual(tooShort)
    const token = await payload.forgotPassword({ collection: 'users', data: { email: editor.email }, disableEmail: true })
    expect(await fieldError(payload.resetPassword({ collection: 'users', data: { token, password: 'kurz' }, overrideAccess: true }))).toEqual(tooShort)
    expect(await payload.count({ collection: 'users', where: { email: { equals: `kurz-${stamp}@example.com` } } })).toEqual({ totalDocs: 0 })
    // nothing changed: the old password still works
    expect((await payload.login({ collection: 'users', data: { email: editor.email, password: PASSWORD } })).token).toBeTruthy()
  })
})

describe('no account lockout', () => {
  it('wrong passwords do not lock the account for its owner (they are throttled per client instead)', async () => {
    for (let i = 0; i < 12; i++) {
      await expect(payload.login({ collection: 'users', data: { email: otherEditor.email, password: 'falsches-Passwort' } })).rejects.toThrow()
    }
    expect((await payload.login({ collection: 'users', data: { email: otherEditor.email, password: PASSWORD } })).user?.id).toBe(otherEditor.id)
  })
})

describe('roles', () => {
  it('the first account of a fresh install is an admin, later ones editors', async () => {
    const { totalDocs } = await payload.count({ collection: 'users' })
    expect(totalDocs).toBeGreaterThan(0) // this database already has users: the default applies
    const later = await payload.create({ collection: 'users', data: { email: `neu-${stamp}@example.com`, password: PASSWORD } as User })
    expect(later.role).toBe('editor')
  })

  it('editors cannot create or delete users, change others, or make themselves admin', async () => {
    const req = await as(editor)
    const denied = /keine Berechtigung/
    await expect(
      payload.create({ collection: 'users', data: { email: `x-${stamp}@example.com`, password: PASSWORD, role: 'editor' }, overrideAccess: false, req }),
    ).rejects.toThrow(denied)
    await expect(payload.delete({ collection: 'users', id: otherEditor.id, overrideAccess: false, req })).rejects.toThrow()
    await expect(
      payload.update({ collection: 'users', id: otherEditor.id, data: { email: `gekapert-${stamp}@example.com` }, overrideAccess: false, req }),
    ).rejects.toThrow()
    await expect(
      payload.update({ collection: 'users', id: otherEditor.id, data: { password: 'Neues-Passwort-2026' }, overrideAccess: false, req }),
    ).rejects.toThrow()
    // their own account: name yes, role no (silently kept)
    const self = await payload.update({ collection: 'users', id: editor.id, data: { name: 'Eddi', role: 'admin' }, overrideAccess: false, req })
    expect(self.name).toBe('Eddi')
    expect((await payload.findByID({ collection: 'users', id: editor.id })).role).toBe('editor')
    expect((await payload.findByID({ collection: 'users', id: otherEditor.id })).email).toBe(otherEditor.email)
  })

  it('admins manage users: create, change role and e-mail, delete', async () => {
    const req = await as(admin)
    const created = await payload.create({
      collection: 'users',
      data: { email: `neu2-${stamp}@example.com`, password: PASSWORD, role: 'editor' },
      overrideAccess: false,
      req,
    })
    const promoted = await payload.update({
      collection: 'users',
      id: created.id,
      data: { role: 'admin', email: `neu3-${stamp}@example.com` },
      overrideAccess: false,
      req,
    })
    expect(promoted).toMatchObject({ role: 'admin', email: `neu3-${stamp}@example.com` })
    await payload.delete({ collection: 'users', id: created.id, overrideAccess: false, req })
  })

  it('settings: admins change them, editors only read them, visitors see nothing', async () => {
    const status = (attempt: Promise<unknown>) =>
      attempt.then(
        () => 200,
        (e: { status?: number }) => e.status ?? 500,
      )
    const before = await payload.findGlobal({ slug: 'site-settings' })
    expect(await status(payload.findGlobal({ slug: 'site-settings', overrideAccess: false, req: await as(editor) }))).toBe(200)
    expect(
      await status(payload.updateGlobal({ slug: 'site-settings', data: { footerBlurb: 'Redaktion' }, overrideAccess: false, req: await as(editor) })),
    ).toBe(403)
    // admins pass the access rule (an empty test database may still fail validation: 400, never 403)
    expect([200, 400]).toContain(
      await status(payload.updateGlobal({ slug: 'site-settings', data: { footerBlurb: before.footerBlurb }, overrideAccess: false, req: await as(admin) })),
    )
    expect(await status(payload.findGlobal({ slug: 'site-settings', overrideAccess: false, req: await createLocalReq({}, payload) }))).toBe(403)
  })

  it('editors review contact requests: they tick „Erledigt“ and cannot change what the visitor sent or the mail status', async () => {
    const request = await payload.create({
      collection: 'contact-requests',
      data: { firstName: 'Dora', lastName: 'Berg', email: `dora-${stamp}@example.com`, message: 'Bitte um Rückruf.', privacyAccepted: true },
    })
    const req = await as(editor)
    await payload.update({
      collection: 'contact-requests',
      id: request.id,
      data: { handled: true, message: 'Gefälscht', email: 'boese@example.com', mailStatus: 'sent', mailAttempts: 99, mailError: 'x' },
      overrideAccess: false,
      req,
    })
    const stored = await payload.findByID({ collection: 'contact-requests', id: request.id })
    expect(stored).toMatchObject({ handled: true, message: 'Bitte um Rückruf.', email: `dora-${stamp}@example.com`, mailStatus: 'pending', mailAttempts: 0 })
    expect(stored.mailError ?? null).toBeNull()
    await payload.delete({ collection: 'contact-requests', id: request.id })
  })
})

describe('second factor', () => {
  it('an admin session that has not passed it gets nothing, not even as admin', async () => {
    const req = await as(admin, false)
    await expect(payload.find({ collection: 'contact-requests', overrideAccess: false, req })).rejects.toThrow()
    await expect(payload.find({ collection: 'users', overrideAccess: false, req })).rejects.toThrow()
    await expect(payload.findGlobal({ slug: 'site-settings', overrideAccess: false, req })).rejects.toThrow()
    // a cookie of another session does not count
    const foreign = await as({ ...admin, id: otherEditor.id } as User)
    const stolen = createLocalReq({ user: { ...admin, collection: 'users', _sid: 'other-session' } as never, req: { headers: foreign.headers } }, payload)
    await expect(payload.find({ collection: 'users', overrideAccess: false, req: await stolen })).rejects.toThrow()
    expect((await payload.find({ collection: 'users', overrideAccess: false, req: await as(admin) })).totalDocs).toBeGreaterThan(0)
  })

  it('an account of any role without one must set it up first', async () => {
    for (const role of ['admin', 'editor'] as const) {
      const without = await newUser(`ohne-${role}`, role)
      await expect(payload.find({ collection: 'jobs', overrideAccess: false, req: await as(without) }), role).rejects.toThrow()
      await expect(payload.find({ collection: 'contact-requests', overrideAccess: false, req: await as(without) }), role).rejects.toThrow()
    }
    expect((await payload.find({ collection: 'jobs', overrideAccess: false, req: await as(editor) })).docs).toBeDefined()
  })

  it('its secret and recovery codes never leave the server', async () => {
    const read = await payload.findByID({ collection: 'users', id: admin.id, overrideAccess: false, req: await as(admin) })
    expect(read).not.toHaveProperty('totpSecret')
    expect(read).not.toHaveProperty('recoveryCodes')
    expect(read.totpEnabled).toBe(true)
    // nor can anybody set them through the API
    const without = await newUser('ohne-faktor', 'editor')
    await payload.update({
      collection: 'users',
      id: without.id,
      data: { totpSecret: 'AAAA', totpEnabled: true } as never,
      overrideAccess: false,
      req: await as(admin),
    })
    const stored = await payload.findByID({ collection: 'users', id: without.id, showHiddenFields: true })
    expect(stored).toMatchObject({ totpEnabled: false })
    expect((stored as { totpSecret?: string | null }).totpSecret ?? null).toBeNull()
  })
})

describe('the generated admin login', () => {
  it('is kept (mode 600) only while that password still works', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-login-')), '.data/admin-login.txt')
    const user = await newUser('erstzugang', 'admin')
    saveAdminLogin(file, { email: user.email, password: PASSWORD })
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    await pruneAdminLogin(payload, file)
    expect(fs.readFileSync(file, 'utf8')).toBe(`${user.email}\n${PASSWORD}\n`)
    await payload.update({ collection: 'users', id: user.id, data: { password: 'Selbst-gewaehlt-2026' } })
    await pruneAdminLogin(payload, file)
    expect(fs.existsSync(file)).toBe(false)
  })
})
