import { draftMode, headers } from 'next/headers'
import { getPublishedPage } from '@/data/pages'
import type { Page } from '@/payload-types'
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
      const { docs } = await (await getPayloadClient()).find({
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
