import type { Endpoint } from 'payload'
import { secondFactorState } from '@/features/staff-auth/session'
import { runFeedImport } from '@/features/feed/import'
import { ADMIN_ENDPOINTS } from '@/lib/paths'

/**
 * POST /api/sync-jobs: staff run the feed import now (same code and lock as the scheduled task)
 * and get the sync result {totalJobs, newJobs, updatedJobs, deletedJobs} the sync view shows.
 */
export const syncJobsEndpoint: Endpoint = {
  path: ADMIN_ENDPOINTS.syncJobs,
  method: 'post',
  handler: async (req) => {
    if (!req.user) return Response.json({ error: 'Bitte melden Sie sich an.' }, { status: 401 })
    if (secondFactorState(req) !== 'passed') return Response.json({ error: 'Bitte bestätigen Sie zuerst die Zwei-Faktor-Anmeldung.' }, { status: 403 })
    const result = await runFeedImport(req.payload, { trigger: 'manual', inRequest: true })
    const { totalJobs, newJobs, updatedJobs, deletedJobs } = result
    if (result.status === 'success') return Response.json({ totalJobs, newJobs, updatedJobs, deletedJobs })
    const status = result.status === 'refused' ? 409 : result.status === 'skipped' ? 400 : 502
    return Response.json({ error: result.error ?? 'Unbekannter Fehler', status: result.status, totalJobs, newJobs, updatedJobs, deletedJobs }, { status })
  },
}
