import 'server-only'
import type { Job } from '@/payload-types'
import { feedJobValidThrough, feedValidity, readFeed } from '@/features/feed/lib'
import { feedJobSlugs } from '@/lib/slug'
import { feedUrlsOf, fetchFeed, loadFeedSettings } from '@/features/feed/source'
import { getPayloadClient } from '@/features/shared/payload'
import { logEvent } from '@/features/ops/log'

/**
 * The jobs of the live feed, mapped like an import would store them, for the board to show while
 * the Jobs collection is still empty. Synthetic negative ids; slugs by the one slug rule over the feed in
 * order, as the first import into the empty collection chooses them, so the URL stays the same after it. Never throws: returns [] when the feed is unreachable, broken or
 * not configured.
 */
export async function readFeedJobsForFallback(): Promise<Job[]> {
  try {
    const payload = await getPayloadClient()
    const { settings, feed } = await loadFeedSettings(payload)
    const urls = feedUrlsOf(settings)
    if (!urls.length) return []
    const fetched = await fetchFeed(urls)
    const now = new Date().toISOString()
    const jobs = readFeed(fetched.chunks, feed, fetched.contentType).jobs
    const slugs = feedJobSlugs(jobs)
    const validity = feedValidity()
    return jobs.map(({ contentHash, ...job }, index) => ({
      ...job,
      id: -(index + 1),
      slug: slugs.get(job.externalId) ?? null,
      source: 'feed' as const,
      contentHash,
      lastSeenAt: now,
      validThrough: feedJobValidThrough(job, validity),
      updatedAt: now,
      createdAt: now,
    }))
  } catch (error) {
    logEvent('warn', 'feed-fallback-failed', { error: error instanceof Error ? error.message : String(error) })
    return []
  }
}
