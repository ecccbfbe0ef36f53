import type { FeedJob } from './types'

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

/** The safety rule: German reason why a feed with `feedJobs` jobs that removes `removed` of `stored` must not be applied. */
export function refusalFor(stored: number, feedJobs: number, removed: number, maxDeletePercent = 50): string | undefined {
  const share = stored ? (removed / stored) * 100 : 0
  if (feedJobs === 0) {
    return `Der Feed enthält keine Stellen. Der Import wurde nicht übernommen, damit nicht alle ${stored} importierten Stellen gelöscht werden.`
  } else if (stored > 0 && removed === stored) {
    return `Der Import würde alle ${stored} importierten Stellen löschen und wurde daher nicht übernommen.`
  } else if (share > maxDeletePercent) {
    return `Der Import würde ${removed} von ${stored} importierten Stellen (${Math.round(share)} %) löschen; erlaubt sind höchstens ${maxDeletePercent} %. Der Import wurde nicht übernommen.`
  }
  return undefined
}

/**
 * Staff may take over a refused import (the firm switched its applicant-tracking system) after
 * confirming how many jobs will go. Never for an empty feed, and never for more removals than
 * were confirmed: the feed may have changed since. Returns a German reason when not allowed.
 */
export function overrideRefusal(plan: Pick<ImportPlan, 'refusal' | 'delete'>, feedJobs: number, confirmedDeletes: number): string | undefined {
  if (!plan.refusal) return undefined
  if (feedJobs === 0) return 'Der Feed enthält keine Stellen; ein leerer Feed kann nicht übernommen werden.'
  if (plan.delete.length > confirmedDeletes) {
    return `Der Feed hat sich seit der Ablehnung geändert: Der Import würde jetzt ${plan.delete.length} statt ${confirmedDeletes} Stellen löschen. Bitte prüfen Sie den neuen Stand.`
  }
  return undefined
}
