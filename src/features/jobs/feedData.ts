import { getAllJobs } from '@/features/jobs/data'
import { getSiteSettings } from '@/features/site-shell/settings'
import { buildIndeedXml, buildRssFeed } from '@/features/jobs/feeds'
import { siteUrl } from '@/env'

const site = async () => ({ url: siteUrl(), name: (await getSiteSettings()).companyName || 'Stellenangebote' })

/** Both feeds read the cached job list (tag `jobs`), so an import or an edit regenerates them. */
export const renderRssFeed = async () => buildRssFeed(await getAllJobs(), await site())
export const renderIndeedXml = async () => buildIndeedXml(await getAllJobs(), await site())

export const feedResponse = (body: string, type: string) =>
  new Response(body, { headers: { 'content-type': `${type}; charset=utf-8`, 'cache-control': 's-maxage=300, stale-while-revalidate' } })
