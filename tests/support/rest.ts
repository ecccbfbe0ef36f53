import { afterAll, expect } from 'vitest'
import { baseUrl } from './browser'
import { E2E_ADMIN } from './credentials'
import { saveSession, savedSession, unusedTotpCode } from './secondFactor'

type Login = { email: string; password: string; totpSecret?: string }

/** Headers of a login session: its token, and its second-factor cookie once it has one. */
const sessionHeaders = (token: string, secondFactor?: string): Record<string, string> => ({
  authorization: `JWT ${token}`,
  'content-type': 'application/json',
  ...(secondFactor ? { cookie: secondFactor } : {}),
})

/** Logs in with the password only: a session that still has to pass the second factor. */
export async function passwordSession(login: Login, base = baseUrl()): Promise<{ token: string; headers: Record<string, string> }> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  })
  if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { token, headers: sessionHeaders(token) }
}

/**
 * Headers for authenticated API calls of a staff session past the second factor (login token +
 * the session's second-factor cookie), with a code computed here. A session of the same account
 * opened earlier in the run is reused while it still works: each login spends a TOTP time step.
 */
export async function staffHeaders(login: Login = E2E_ADMIN, base = baseUrl()): Promise<Record<string, string>> {
  const saved = login.totpSecret ? savedSession(login.email) : undefined
  if (saved) {
    const headers = sessionHeaders(saved.token, saved.secondFactor)
    // staff past the second factor read pages; anyone else is refused
    const check = await fetch(`${base}/api/pages?limit=1&depth=0`, { headers })
    await check.body?.cancel()
    if (check.ok) return headers
  }
  const { token, headers } = await passwordSession(login, base)
  if (!login.totpSecret) return headers
  const verified = await fetch(`${base}/api/users/totp/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: await unusedTotpCode(login.totpSecret) }),
  })
  if (!verified.ok) throw new Error(`second factor failed: ${verified.status} ${await verified.text()}`)
  const secondFactor = secondFactorCookie(verified)
  saveSession(login.email, { token, secondFactor })
  return sessionHeaders(token, secondFactor)
}

/**
 * Sets up the second factor for an account that has none yet (its first login), as the admin's
 * set-up view does; returns the session past it and the secret its authenticator app would keep.
 */
export async function enrolledStaffHeaders(login: { email: string; password: string }, base = baseUrl()) {
  const { headers } = await passwordSession(login, base)
  const setup = await fetch(`${base}/api/users/totp/setup`, { method: 'POST', headers })
  if (!setup.ok) throw new Error(`second-factor set-up failed: ${setup.status} ${await setup.text()}`)
  const { secret } = (await setup.json()) as { secret: string }
  const confirmed = await fetch(`${base}/api/users/totp/confirm`, { method: 'POST', headers, body: JSON.stringify({ code: await unusedTotpCode(secret) }) })
  if (!confirmed.ok) throw new Error(`second-factor confirmation failed: ${confirmed.status} ${await confirmed.text()}`)
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
  return { headers: { ...headers, cookie: secondFactorCookie(confirmed) }, secret, recoveryCodes }
}

/** The name=value of the second-factor cookie a response set. */
export function secondFactorCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-2fa='))
  if (!cookie) throw new Error('no second-factor cookie set')
  return cookie.split(';')[0]
}

/** GET without following redirects. */
export const fetchManual = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, { ...init, redirect: 'manual' })

/**
 * Staff accounts a test file creates as the e2e admin, each with an address of its own and the
 * given password. Call it at the top of the file: it deletes them again after the file's tests.
 */
export function testStaffAccounts(password: string) {
  const stamp = Date.now().toString(36)
  const ids: number[] = []
  afterAll(async () => {
    if (ids.length === 0) return
    const admin = await staffHeaders()
    for (const id of ids) await fetch(`${baseUrl()}/api/users/${id}`, { method: 'DELETE', headers: admin })
  })
  return async function createStaffAccount(role: 'admin' | 'editor', name: string) {
    const email = `${name}-${stamp}@example.com`
    const response = await fetch(`${baseUrl()}/api/users`, {
      method: 'POST',
      headers: await staffHeaders(),
      body: JSON.stringify({ email, name, password, role }),
    })
    expect(response.status).toBe(201)
    const { doc } = await response.json()
    ids.push(doc.id)
    return { id: doc.id as number, email }
  }
}

/**
 * A request that puts back what a test changed, with its own session (a long test's may be gone).
 * A failure shows in this test, not as a leftover in the next one; the test's own error stays first.
 */
export async function cleanUp(what: string, pathname: string, init: RequestInit) {
  const response = await fetch(`${baseUrl()}${pathname}`, { ...init, headers: await staffHeaders() })
  expect.soft(response.status, `${what}: ${await response.text()}`).toBe(200)
}

/** Publishes a page's fields as a test found them. */
export const restorePublishedPage = (id: number, fields: Record<string, unknown>) =>
  cleanUp(`restoring page ${id}`, `/api/pages/${id}`, { method: 'PATCH', body: JSON.stringify({ ...fields, _status: 'published' }) })
