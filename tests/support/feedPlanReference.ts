import { refusalFor, type FeedJob } from '@/features/feed/lib'

/**
 * The import's decision written out plainly over whole job lists: the reference the incremental
 * planner (planFeedItems, which the import uses) is checked against.
 */
export type ExistingFeedJob = { id: number; externalId: string; contentHash: string | null }

export type ImportPlan = {
  create: FeedJob[]
  update: { id: number; job: FeedJob }[]
  unchanged: number
  delete: number[]
  /** German reason when the safety rule refuses the feed; nothing may be applied then. */
  refusal?: string
}

/**
 * Compares the feed with the stored feed jobs (manual jobs are never passed in) and applies the
 * safety rule: a feed without jobs, or one that would remove all stored feed jobs or more than
 * maxDeletePercent of them, is refused.
 */
export function planImport(existing: ExistingFeedJob[], feed: FeedJob[], maxDeletePercent = 50): ImportPlan {
  const byExternalId = new Map(existing.map((e) => [e.externalId, e]))
  const plan: ImportPlan = { create: [], update: [], unchanged: 0, delete: [] }
  const inFeed = new Set<string>()
  for (const job of feed) {
    inFeed.add(job.externalId)
    const stored = byExternalId.get(job.externalId)
    if (!stored) plan.create.push(job)
    else if (stored.contentHash !== job.contentHash) plan.update.push({ id: stored.id, job })
    else plan.unchanged++
  }
  plan.delete = existing.filter((e) => !inFeed.has(e.externalId)).map((e) => e.id)
  plan.refusal = refusalFor(existing.length, feed.length, plan.delete.length, maxDeletePercent)
  return plan
}
