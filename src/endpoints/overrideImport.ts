import type { Endpoint } from 'payload'
import { adminSession } from '@/features/staff-auth/access'
import { overrideRefusedImport } from '@/features/feed/override'
import { ADMIN_ENDPOINTS } from '@/lib/paths'

/** POST /api/sync-jobs/override {runId}: „Import trotzdem übernehmen“ for the last refused run (admins only). */
export const overrideImportEndpoint: Endpoint = {
  path: ADMIN_ENDPOINTS.importOverride,
  method: 'post',
  handler: async (req) => {
    // the session's rights first: nothing about import runs for anyone else
    if (req.user && !adminSession({ req })) return Response.json({ error: 'Nur Administratoren dürfen einen abgelehnten Import übernehmen.' }, { status: 403 })
    const body = (await req.json?.().catch(() => null)) as { runId?: unknown } | null
    const { status, body: answer } = await overrideRefusedImport(req.payload, req.user, body?.runId)
    return Response.json(answer, { status })
  },
}
