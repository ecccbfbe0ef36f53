import { baseUrl } from './browser'
import { E2E_ADMIN, totpCode } from './credentials'

/**
 * Logs the e2e staff user in over REST, passes the second factor with a code computed here, and
 * returns headers for authenticated API calls (login token + the session's second-factor cookie).
 */
export async function staffHeaders(
  login: { email: string; password: string; totpSecret?: string } = E2E_ADMIN,
  base = baseUrl(),
): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  })
  if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  const headers: Record<string, string> = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  if (!login.totpSecret) return headers
  const verified = await fetch(`${base}/api/users/totp/verify`, { method: 'POST', headers, body: JSON.stringify({ code: await totpCode(login.totpSecret) }) })
  if (!verified.ok) throw new Error(`second factor failed: ${verified.status} ${await verified.text()}`)
  return { ...headers, cookie: secondFactorCookie(verified) }
}

/** The name=value of the second-factor cookie a response set. */
export function secondFactorCookie(response: Response): string {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('payload-2fa='))
  if (!cookie) throw new Error('no second-factor cookie set')
  return cookie.split(';')[0]
}

/** GET without following redirects. */
export const fetchManual = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, { ...init, redirect: 'manual' })
