import type { Job } from '@/payload-types'

/**
 * Contract (filled in by the feed-import work): the jobs of the live feed, mapped like an import
 * would store them, for the board to show while the Jobs collection is still empty. Synthetic
 * negative ids; `slug` is the feed id. Never throws: returns [] when the feed is unreachable.
 */
export async function readFeedJobsForFallback(): Promise<Job[]> {
  return []
}
