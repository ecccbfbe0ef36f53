import { baseUrl } from './browser'
import { E2E_ADMIN } from './credentials'

/** Logs the e2e staff user in over REST and returns headers for authenticated API calls. */
export async function staffHeaders(): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`)
  const { token } = (await response.json()) as { token: string }
  return { authorization: `JWT ${token}`, 'content-type': 'application/json' }
}

/** GET without following redirects. */
export const fetchManual = (path: string, init: RequestInit = {}) => fetch(`${baseUrl()}${path}`, { ...init, redirect: 'manual' })
