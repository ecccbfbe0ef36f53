import { E2E_ADMIN } from './credentials'
import { baseUrl } from './browser'

/** Staff REST session for creating test jobs (the seed has only the 8 sample jobs). */
export async function staffToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  })
  if (!response.ok) throw new Error(`login failed: ${response.status}`)
  return (await response.json()).token
}

export async function createJob(token: string, data: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${baseUrl()}/api/jobs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: JSON.stringify(data),
  })
  if (!response.ok) throw new Error(`create job failed: ${response.status} ${await response.text()}`)
  return (await response.json()).doc
}

export async function deleteJob(token: string, id: number) {
  await fetch(`${baseUrl()}/api/jobs/${id}`, { method: 'DELETE', headers: { authorization: `JWT ${token}` } })
}
