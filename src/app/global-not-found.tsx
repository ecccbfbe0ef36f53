import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { JobNotFound } from '@/features/jobs/components/JobNotFound'
import { SiteShell } from '@/features/site-shell/SiteShell'
import { NotFoundContent } from '@/components/site/NotFoundContent'
import { NOT_FOUND_KIND_HEADER } from '@/lib/routing'
import './(frontend)/globals.css'

export const metadata: Metadata = { robots: { index: false } }

/**
 * Every 404 of the public site, server-rendered in the site's frame: paths no route serves, and
 * the unknown pages and job ids the proxy (src/proxy.ts) sends here.
 */
export default async function GlobalNotFound() {
  const kind = (await headers()).get(NOT_FOUND_KIND_HEADER)
  return (
    <SiteShell>
      {kind === 'job' ? (
        <>
          <title>Stellenanzeige nicht gefunden</title>
          <JobNotFound />
        </>
      ) : (
        <NotFoundContent />
      )}
    </SiteShell>
  )
}
