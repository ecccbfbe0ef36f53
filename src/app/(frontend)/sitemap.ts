import type { MetadataRoute } from 'next'
import { getAllJobs } from '@/features/jobs/data'
import { getPublishedPageEntries } from '@/features/pages/data'
import { BOARD_PATH, jobPath, pagePath } from '@/lib/paths'
import { siteUrl } from '@/env'

/**
 * /sitemap.xml: every published page, the job board (its canonical /stellenangebote) and every current job. Prerendered and
 * regenerated when the tags of its readers (`pages`, `jobs`) are expired by an edit or an import.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = siteUrl()
  const [pages, jobs] = await Promise.all([getPublishedPageEntries(), getAllJobs()])
  const newestJob = jobs.reduce<string | undefined>((latest, job) => (!latest || job.updatedAt > latest ? job.updatedAt : latest), undefined)

  return [
    ...pages.map((page) => ({
      url: `${base}${pagePath(page.slug)}`,
      lastModified: new Date(page.updatedAt),
      priority: page.slug === 'home' ? 1 : 0.7,
    })),
    { url: `${base}${BOARD_PATH}`, lastModified: newestJob ? new Date(newestJob) : undefined, changeFrequency: 'daily' as const, priority: 0.9 },
    ...jobs.filter((job) => job.slug).map((job) => ({ url: `${base}${jobPath(job.slug!)}`, lastModified: new Date(job.updatedAt), priority: 0.6 })),
  ]
}
