import type { Endpoint } from 'payload'
import { overrideRefusedImport } from '@/features/import-override'

/** POST /api/sync-jobs/override {runId}: „Import trotzdem übernehmen“ for the last refused run (admins only). */
export const overrideImportEndpoint: Endpoint = {
  path: '/sync-jobs/override',
  method: 'post',
  handler: async (req) => {
    const body = (await req.json?.().catch(() => null)) as { runId?: unknown } | null
    const { status, body: answer } = await overrideRefusedImport(req.payload, req.user, body?.runId)
    return Response.json(answer, { status })
  },
}
