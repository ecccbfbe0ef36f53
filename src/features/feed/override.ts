import type { Payload } from 'payload'
import { isAdmin } from '@/features/staff-auth/access'
import { runFeedImport, type ImportResult } from '@/features/feed/import'

/** What the sync page offers for „Import trotzdem übernehmen“. */
export type RefusedRunOffer = { id: number; refusedDeletes: number; totalJobs: number; reason: string }

/**
 * The last import run when it was refused by the safety rule and can be taken over: the feed had
 * jobs and the run recorded how many stored jobs it would remove. A newer run of any kind ends the
 * offer (the feed state it described is gone).
 */
export async function lastRefusedRun(payload: Payload): Promise<RefusedRunOffer | null> {
  const { docs } = await payload.find({ collection: 'import-runs', sort: '-startedAt', limit: 1, depth: 0, overrideAccess: true })
  const run = docs[0]
  if (!run || run.status !== 'refused' || !run.totalJobs || run.refusedDeletes == null) return null
  return { id: run.id, refusedDeletes: run.refusedDeletes, totalJobs: run.totalJobs, reason: run.error ?? '' }
}

export type OverrideOutcome = { status: number; body: Record<string, unknown>; result?: ImportResult }

/**
 * Takes over the refused run `runId` for an admin: downloads the feed again and applies it
 * although it removes more than the allowed share, as long as it removes no more jobs than the
 * confirmation named. Recorded as its own import run (trigger „Übernahme trotz Ablehnung“, with
 * the refused run and the user).
 */
export async function overrideRefusedImport(payload: Payload, user: { id: number | string } | null | undefined, runId: unknown): Promise<OverrideOutcome> {
  if (!user) return { status: 401, body: { error: 'Bitte melden Sie sich an.' } }
  if (!isAdmin(user)) return { status: 403, body: { error: 'Nur Administratoren dürfen einen abgelehnten Import übernehmen.' } }
  const offer = await lastRefusedRun(payload)
  if (!offer || offer.id !== Number(runId)) {
    return { status: 409, body: { error: 'Dieser Import ist nicht mehr der zuletzt abgelehnte. Bitte laden Sie die Seite neu.' } }
  }
  const result = await runFeedImport(payload, {
    inRequest: true,
    override: { refusedRunId: offer.id, confirmedDeletes: offer.refusedDeletes, userId: user.id },
  })
  const { totalJobs, newJobs, updatedJobs, deletedJobs } = result
  if (result.status === 'success') return { status: 200, body: { totalJobs, newJobs, updatedJobs, deletedJobs }, result }
  const status = result.status === 'refused' ? 409 : result.status === 'skipped' ? 400 : 502
  return { status, body: { error: result.error ?? 'Unbekannter Fehler', status: result.status, totalJobs, newJobs, updatedJobs, deletedJobs }, result }
}
