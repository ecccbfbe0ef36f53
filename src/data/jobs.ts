import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/cache/tags'
import type { Job } from '@/payload-types'
import { getPayloadClient } from '@/server/payload'

/**
 * Every current job, newest first, through the data cache (tag `jobs`, expired by the Jobs hooks
 * and once per feed import). Public pages filter this list in memory and render one page of it.
 */
export const getAllJobs = unstable_cache(
  async (): Promise<Job[]> => {
    const { docs } = await (await getPayloadClient()).find({
      collection: 'jobs',
      pagination: false,
      depth: 0,
      sort: '-publishDate',
    })
    return docs
  },
  ['jobs:all'],
  { tags: [CACHE_TAGS.jobs] },
)

export async function countCurrentJobs(): Promise<number> {
  return (await getAllJobs()).length
}
