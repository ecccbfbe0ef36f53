import { normaliseItem } from './normalize'
import { readFeedItems } from './parse'
import type { FeedJob, FeedSettings } from './types'

export { decodeFeedBytes } from './decode'
export { cleanEmail, isValidEmail, matchStaff, resolveContactEmail, resolveContactPhone } from './contact'
export { deriveAttributes } from './derive'
export { contentHash, feedKey, feedKeyOf, indexItem, normaliseIndexed, normaliseItem, parseFeedDate, type IndexedItem } from './normalize'
export { readFeedItems, splitFeedItems, type FeedItem, type RawItem } from './parse'
export { overrideRefusal, refusalFor } from './plan'
export { FEED_JOB_RUNS_DAYS, feedJobValidThrough, feedValidity, type FeedValidity } from './validity'
export {
  FeedPlanner,
  planFeedItems,
  readerFingerprint,
  sourceHash,
  type FeedPlan,
  type FeedPlanOptions,
  type PendingFeedJob,
  type StoredFeedJob,
} from './incremental'
export { FeedParseError, type FeedJob, type FeedSettings, type StaffContact } from './types'

export type FeedReadResult = { jobs: FeedJob[]; dropped: { withoutTitle: number; duplicateIds: number } }

/**
 * Reads a feed document (text, or bytes, whole or in chunks, in the encoding its prolog declares)
 * into normalised jobs. Throws FeedParseError ('Failed to parse XML') when the document cannot be
 * parsed.
 */
export function readFeed(input: string | Uint8Array | readonly Uint8Array[], settings: FeedSettings, contentType?: string | null): FeedReadResult {
  const items = readFeedItems(input, { contentType })
  const jobs: FeedJob[] = []
  const seen = new Set<string>()
  const dropped = { withoutTitle: 0, duplicateIds: 0 }
  items.forEach((item, index) => {
    const job = normaliseItem(item.raw(), index, settings)
    if (!job) dropped.withoutTitle++
    else if (seen.has(job.externalId))
      dropped.duplicateIds++ // the first one wins; ids are unique in the table
    else {
      seen.add(job.externalId)
      jobs.push(job)
    }
  })
  return { jobs, dropped }
}
