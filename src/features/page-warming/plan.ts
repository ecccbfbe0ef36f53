import { BOARD_PATH, CANDIDATES_PATH, JOB_FEED_PATHS, jobPath } from '@/lib/paths'

/** Pages every job change touches besides the job pages: the boards and the job feeds. */
export const JOB_LIST_PATHS = [BOARD_PATH, CANDIDATES_PATH, JOB_FEED_PATHS.rss, JOB_FEED_PATHS.xml] as const

/** Job page paths in a sitemap, in its order (any origin: the sitemap names the public address). */
export function jobPathsInSitemap(xml: string): string[] {
  const paths: string[] = []
  for (const [, loc] of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    let pathname: string
    try {
      pathname = new URL(loc.replace(/&amp;/g, '&')).pathname
    } catch {
      continue
    }
    if (pathname.startsWith(`${BOARD_PATH}/`) && !Object.values(JOB_FEED_PATHS).includes(pathname as never)) paths.push(pathname)
  }
  return paths
}

/**
 * What one warm-up renders after the sitemap, in this order: the board pages, the changed jobs'
 * pages, then the other job pages of the sitemap (a job change expires them all, as each shows
 * similar jobs). At most `cap` pages in all, the sitemap counted; the rest is skipped.
 */
export function warmPlan(input: { changedSlugs: readonly string[]; sitemapJobPaths: readonly string[]; cap: number }): {
  paths: string[]
  skipped: number
} {
  const listed = new Set(input.sitemapJobPaths)
  // a changed job missing from the sitemap is closed or unpublished: its page is not warmed
  const changed = input.changedSlugs.map(jobPath).filter((path) => listed.has(path))
  const all = [...new Set([...JOB_LIST_PATHS, ...changed, ...input.sitemapJobPaths])]
  const room = Math.max(0, input.cap - 1)
  return { paths: all.slice(0, room), skipped: Math.max(0, all.length - room) }
}
