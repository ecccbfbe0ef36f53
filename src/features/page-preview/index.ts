import { draftMode, headers } from 'next/headers'
import { getPublishedPage } from '@/data/pages'
import type { Job, Page } from '@/payload-types'
import { getJobBySlug } from '@/data/jobs'
import { getPayloadClient } from '@/features/shared/payload'
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
 * The page a request shows: the newest draft when Next's draft mode is on AND a staff member is
 * logged in (a leftover draft cookie after logout shows the published page), else the published
 * page from the data cache.
 */
export async function pageForRequest(slug: string): Promise<{ page: Page | null; preview: boolean }> {
  if ((await draftMode()).isEnabled) {
    const user = await staffUser()
    if (user) {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'pages',
        where: { slug: { equals: slug } },
        draft: true,
        limit: 1,
        depth: 2,
        overrideAccess: true, // staffUser() checked login and second factor; access rules would need the request's cookies
      })
      return { page: docs[0] ?? null, preview: true }
    }
  }
  return { page: await getPublishedPage(slug), preview: false }
}

/**
 * The job a request shows: the newest draft (also of a job never published) when draft mode is on
 * and a staff member is logged in, else the published job from the cached index.
 */
export async function jobForRequest(slug: string): Promise<{ job: Job | null; preview: boolean }> {
  if ((await draftMode()).isEnabled) {
    const user = await staffUser()
    if (user) {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'jobs',
        // the live preview addresses a job by its id: a draft's URL id still follows its title
        where: /^\d{1,9}$/.test(slug) ? { or: [{ slug: { equals: slug } }, { id: { equals: Number(slug) } }] } : { slug: { equals: slug } },
        draft: true,
        limit: 1,
        depth: 0,
        overrideAccess: true, // staffUser() checked login and second factor
      })
      return { job: docs[0] ?? null, preview: true }
    }
  }
  return { job: await getJobBySlug(slug), preview: false }
}
