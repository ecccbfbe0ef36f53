import { generate } from 'otplib'
import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newRecoveryCodes } from '@/features/staff-auth/totp'
import { createStaffUser, getTestPayload } from '../support/payload'

/**
 * The second factor through Payload's real REST handler (the one the Next route mounts) on the
 * int database: what a session with only the password reaches, the set-up every account needs,
 * and that each code lets in one session only.
 */
let payload: Payload
const stamp = Date.now()
const PASSWORD = 'Sicheres-Passwort-2026'
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
type Headers = Record<string, string>

async function api(method: string, path: string, headers: Headers = {}, body?: unknown): Promise<Response> {
  const { default: config } = await import('@payload-config')
  const request = new Request(`http://localhost/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return handleEndpoints({ config, request })
}

/** A login with the password only: the session's token, no second factor yet. */
async function passwordOnly(email: string): Promise<Headers> {
  const response = await api('POST', '/users/login', {}, { email, password: PASSWORD })
  expect(response.status, `login ${email}`).toBe(200)
  return { authorization: `JWT ${(await response.json()).token}` }
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((c) => c.startsWith('payload-2fa='))
    ?.split(';')[0]
const verify = (headers: Headers, code: string) => api('POST', '/users/totp/verify', headers, { code })
/** The code an authenticator app shows `steps` time steps from now. */
const codeAt = (steps: number, secret = SECRET) => generate({ secret, epoch: Math.floor(Date.now() / 1000 / 30 + steps) * 30 })

const newUser = (name: string, role: 'admin' | 'editor', extra: Record<string, unknown> = {}) =>
  createStaffUser(payload, `${name}-${stamp}@example.com`, PASSWORD, role, extra)

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@example.com` } } })
  await payload.destroy()
})

describe('a session with only the password', () => {
  it('cannot run the job queue, apply a refused import, or touch document locks and preferences', async () => {
    const admin = await newUser('sperre', 'admin', { totpEnabled: true, totpSecret: SECRET })
    const pending = await passwordOnly(admin.email)
    const run = await api('GET', '/payload-jobs/run?queue=zweiter-faktor', pending)
    expect(run.status).toBe(403)
    const override = await api('POST', '/sync-jobs/override', pending, { runId: 1 })
    expect(override.status).toBe(403)
    expect(await override.text()).not.toMatch(/abgelehnt|Import/) // says nothing about import runs
    // everything else it gets as a visitor does: refused (and told what is missing), or the same answer
    const sameAsVisitor = async (method: string, path: string, body?: unknown) => {
      const [visitor, session] = [await api(method, path, {}, body), await api(method, path, pending, body)]
      if (visitor.status === 401 || visitor.status === 403) {
        expect(session.status, `${method} ${path}`).toBe(403)
        expect((await session.json()).errors[0].message).toBe('Bitte bestätigen Sie zuerst die Zwei-Faktor-Anmeldung.')
      } else {
        expect(session.status, `${method} ${path}`).toBe(visitor.status)
        expect(await session.text(), `${method} ${path}`).toBe(await visitor.text())
      }
    }
    for (const path of [
      '/payload-locked-documents',
      '/payload-preferences',
      '/payload-preferences/nav',
      '/payload-jobs',
      '/payload-migrations',
      '/pages/versions',
      '/access',
    ]) {
      await sameAsVisitor('GET', path)
    }
    expect((await api('GET', '/payload-locked-documents', pending)).status).toBe(403)
    expect((await api('GET', '/payload-preferences', pending)).status).toBe(403)
    await sameAsVisitor('POST', '/payload-locked-documents', { globalSlug: 'site-settings' })
    await sameAsVisitor('POST', '/payload-preferences/nav', { value: { open: true } })
    // what it may do: pass the second factor; then the same session reaches them
    const passed = await verify(pending, await codeAt(0))
    expect(passed.status).toBe(200)
    const staff = { ...pending, cookie: cookieOf(passed)! }
    expect((await api('GET', '/payload-locked-documents', staff)).status).toBe(200)
    expect((await api('GET', '/payload-jobs/run?queue=zweiter-faktor&disableScheduling=true', staff)).status).toBe(200)
  })
})

describe('every account needs the second factor', () => {
  it('an editor with only a password reads no contact request; after the set-up it does', async () => {
    const editor = await newUser('redaktion-ohne', 'editor')
    await payload.create({
      collection: 'contact-requests',
      data: { firstName: 'Dora', lastName: 'Berg', email: `dora-${stamp}@example.com`, message: 'Bitte um Rückruf.', privacyAccepted: true },
    })
    const pending = await passwordOnly(editor.email)
    const read = await api('GET', '/contact-requests', pending)
    expect(read.status).toBe(403)
    expect(await read.text()).not.toContain(`dora-${stamp}`)
    expect((await api('GET', '/jobs', pending)).status).toBe(403)
    // the set-up (its first login leads there): a new secret, confirmed by a code of it
    const setup = await api('POST', '/users/totp/setup', pending)
    expect(setup.status).toBe(200)
    const { secret } = await setup.json()
    const confirmed = await api('POST', '/users/totp/confirm', pending, { code: await codeAt(0, secret) })
    expect(confirmed.status).toBe(200)
    const staff = { ...pending, cookie: cookieOf(confirmed)! }
    expect(JSON.stringify(await (await api('GET', '/contact-requests', staff)).json())).toContain(`dora-${stamp}`)
    await payload.delete({ collection: 'contact-requests', where: { email: { equals: `dora-${stamp}@example.com` } } })
  })
})

describe('each code lets in one session', () => {
  it('a six-digit code sent by two sessions at once lets in exactly one; again later, or an older one, none', async () => {
    const admin = await newUser('einmal', 'admin', { totpEnabled: true, totpSecret: SECRET })
    const [first, second, third] = [await passwordOnly(admin.email), await passwordOnly(admin.email), await passwordOnly(admin.email)]
    const code = await codeAt(0)
    const statuses = (await Promise.all([verify(first, code), verify(second, code)])).map((r) => r.status).sort()
    expect(statuses).toEqual([200, 400])
    const replay = await verify(third, code)
    expect(replay.status).toBe(400)
    expect((await replay.json()).error).toBe('Der Code ist ungültig. Bitte versuchen Sie es erneut.')
    expect(cookieOf(replay)).toBeUndefined()
    expect((await verify(third, await codeAt(-1))).status).toBe(400) // the step before: still in the window, but older
    expect((await verify(third, await codeAt(1))).status).toBe(200) // the app's next code works
  })

  it('one recovery code sent by two sessions at once lets in exactly one', async () => {
    const { codes, hashes } = newRecoveryCodes()
    const admin = await newUser('wiederherstellung', 'admin', { totpEnabled: true, totpSecret: SECRET, recoveryCodes: hashes })
    const sessions: Headers[] = []
    for (let i = 0; i < 4; i++) sessions.push(await passwordOnly(admin.email))
    const answers = await Promise.all(sessions.map((session) => verify(session, codes[0])))
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400, 400, 400])
    expect((await answers.find((r) => r.status === 200)!.json()).recoveryCodesLeft).toBe(9)
    const stored = await payload.findByID({ collection: 'users', id: admin.id, showHiddenFields: true })
    expect(stored.recoveryCodes).toHaveLength(9)
    expect((await verify(await passwordOnly(admin.email), codes[1])).status).toBe(200)
  })
})
