import { draftMode, headers } from 'next/headers'
import { getPublishedPage } from '@/features/pages/data'
import type { Where } from 'payload'
import type { Job, Page } from '@/payload-types'
import { getJobBySlug } from '@/features/jobs/data'
import { findDocs, getPayloadClient } from '@/features/shared/payload'
import { secondFactorState } from '@/features/staff-auth/session'

/** The staff member of this request (the admin's cookie, past the second factor), or null. */
export async function staffUser() {
  const payload = await getPayloadClient()
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (!user) return null
  return secondFactorState({ headers: requestHeaders, payload, user }) === 'passed' ? user : null
}

/**
 * The newest draft of a document when Next's draft mode is on AND a staff member is logged in (a
 * leftover draft cookie after logout shows the published version); undefined when not previewing.
 */
async function draftFor<T>(collection: 'pages' | 'jobs', where: Where, depth: number): Promise<T | null | undefined> {
  if (!(await draftMode()).isEnabled || !(await staffUser())) return undefined
  // overrideAccess: staffUser() checked login and second factor; access rules would need the request's cookies
  const [draft] = await findDocs({ collection, where, draft: true, limit: 1, depth, overrideAccess: true })
  return (draft as T | undefined) ?? null
}

/** The page a request shows: its newest draft when previewing, else the published page from the data cache. */
export async function pageForRequest(slug: string): Promise<{ page: Page | null; preview: boolean }> {
  const draft = await draftFor<Page>('pages', { slug: { equals: slug } }, 2)
  return draft === undefined ? { page: await getPublishedPage(slug), preview: false } : { page: draft, preview: true }
}

/**
 * The job a request shows: its newest draft (also of a job never published) when previewing, else
 * the published job from the cached index.
 */
export async function jobForRequest(slug: string): Promise<{ job: Job | null; preview: boolean }> {
  // the live preview addresses a job by its id: a draft's URL id still follows its title
  const where: Where = /^\d{1,9}$/.test(slug) ? { or: [{ slug: { equals: slug } }, { id: { equals: Number(slug) } }] } : { slug: { equals: slug } }
  const draft = await draftFor<Job>('jobs', where, 0)
  return draft === undefined ? { job: await getJobBySlug(slug), preview: false } : { job: draft, preview: true }
}
