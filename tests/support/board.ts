import { baseUrl } from './browser'
import { staffHeaders } from './rest'

/** Staff REST session for creating test jobs (the seed has only the 8 sample jobs). */
export type StaffAuth = Record<string, string>
export const staffToken = (): Promise<StaffAuth> => staffHeaders()

const DAY = 86_400_000
/** The ISO date `days` days from now (negative: in the past). */
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

/** Creates a job through the REST API, published today unless `data` gives another publishDate. */
export async function createJob(token: StaffAuth, data: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const response = await fetch(`${baseUrl()}/api/jobs`, {
    method: 'POST',
    headers: token,
    body: JSON.stringify({ publishDate: daysFromNow(0), ...data }),
  })
  if (!response.ok) throw new Error(`create job failed: ${response.status} ${await response.text()}`)
  return (await response.json()).doc
}

export async function deleteJob(token: StaffAuth, id: number) {
  await fetch(`${baseUrl()}/api/jobs/${id}`, { method: 'DELETE', headers: token })
}

/**
 * The REST query for the jobs the site lists: published (a draft is not on the site), not marked
 * „Stelle besetzt“ and not past „Gültig bis“. Other files may leave such jobs behind.
 */
export function listedJobsQuery(now = new Date()): string {
  return `where[_status][equals]=published&where[filled][not_equals]=true&where[or][0][validThrough][exists]=false&where[or][1][validThrough][greater_than_equal]=${encodeURIComponent(now.toISOString())}`
}
