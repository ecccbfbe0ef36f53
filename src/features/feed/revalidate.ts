import { createHash, timingSafeEqual } from 'node:crypto'
import type { Endpoint, Payload } from 'payload'
import { safeRevalidateTag } from '@/cache/revalidate'
import { CACHE_TAGS } from '@/cache/tags'

/** Shared token derived from PAYLOAD_SECRET (the site and a worker have the same secret). */
const token = (payload: Payload) => createHash('sha256').update(`revalidate-jobs:${payload.secret}`).digest('hex')

/**
 * POST /api/revalidate-jobs: purges the 'jobs' cache tag. Next only allows revalidateTag inside a
 * request, and a scheduled import runs outside one (autoRun cron or a separate worker), so the
 * import calls this endpoint on its own server afterwards.
 */
export const revalidateJobsEndpoint: Endpoint = {
  path: '/revalidate-jobs',
  method: 'post',
  handler: async (req) => {
    const given = Buffer.from(req.headers.get('x-revalidate-token') ?? '')
    const expected = Buffer.from(token(req.payload))
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Response.json({ error: 'Nicht erlaubt.' }, { status: 403 })
    safeRevalidateTag(CACHE_TAGS.jobs)
    return Response.json({ revalidated: true })
  },
}

/**
 * Purges the jobs pages after an import: directly when inside a request (sync button), else via
 * the endpoint above on the site's own address (in the Next process: loopback on PORT; in a
 * worker: NEXT_PUBLIC_SERVER_URL). Best effort: a failure is logged, the data is already stored.
 */
export async function revalidateJobsAfterImport(payload: Payload, insideRequest: boolean): Promise<void> {
  safeRevalidateTag(CACHE_TAGS.jobs)
  if (insideRequest) return
  const base = process.env.NEXT_RUNTIME ? `http://127.0.0.1:${process.env.PORT || 3000}` : process.env.NEXT_PUBLIC_SERVER_URL
  if (!base) return // no site to tell (CLI without a server address)
  try {
    const response = await fetch(`${base}/api/revalidate-jobs`, {
      method: 'POST',
      headers: { 'x-revalidate-token': token(payload) },
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    payload.logger.warn(`feed import: could not refresh the cached job pages (${(error as Error).message}); they update when their cache expires`)
  }
}
