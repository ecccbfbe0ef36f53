import { createHash, timingSafeEqual } from 'node:crypto'
import type { Payload } from 'payload'
import { safeRevalidateTag } from '@/features/cache/revalidate'
import { CACHE_TAGS } from '@/features/cache/tags'
import { warmJobPagesSoon } from '@/features/page-warming'
import { env, siteUrl } from '@/env'
import { API_PATHS } from '@/lib/paths'

const TOKEN_HEADER = 'x-revalidate-token'

/** Shared token derived from PAYLOAD_SECRET (the site and a worker have the same secret). */
const token = (payload: Payload) => createHash('sha256').update(`revalidate-jobs:${payload.secret}`).digest('hex')

/** The changed jobs' slugs an import sends along (warmed first); anything else is none. */
const slugsOf = (body: unknown): string[] =>
  body && typeof body === 'object' && Array.isArray((body as { changed?: unknown }).changed)
    ? (body as { changed: unknown[] }).changed.filter((slug): slug is string => typeof slug === 'string')
    : []

/**
 * Body of POST /api/revalidate-jobs (src/endpoints/revalidateJobs.ts): purges the 'jobs' tag for a
 * caller that knows the token, and warms the job pages in this process once answered.
 */
export function revalidateJobsRequest(payload: Payload, headers: Headers, body?: unknown): Response {
  const given = Buffer.from(headers.get(TOKEN_HEADER) ?? '')
  const expected = Buffer.from(token(payload))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return Response.json({ error: 'Nicht erlaubt.' }, { status: 403 })
  safeRevalidateTag(CACHE_TAGS.jobs)
  warmJobPagesSoon(slugsOf(body))
  return Response.json({ revalidated: true })
}

/**
 * Purges the jobs pages after an import. Inside a request (the sync button) this is a direct
 * function call. The HTTP hop to our own endpoint stays only for imports that run outside a
 * request: Next's revalidateTag works only inside a request's context, and the scheduled import
 * runs from the job queue's cron (in the Next process: loopback on PORT) or in `npm run worker`
 * (no Next at all: the site at NEXT_PUBLIC_SERVER_URL). Best effort: a failure is logged, the data
 * is already stored.
 */
export async function revalidateJobsAfterImport(payload: Payload, insideRequest: boolean, changed: readonly string[] = []): Promise<void> {
  safeRevalidateTag(CACHE_TAGS.jobs)
  if (insideRequest) return warmJobPagesSoon(changed)
  const settings = env()
  const base = settings.NEXT_RUNTIME ? `http://127.0.0.1:${settings.PORT}` : settings.NEXT_PUBLIC_SERVER_URL && siteUrl()
  if (!base) return // no site to tell (CLI without a server address)
  try {
    const response = await fetch(`${base}${API_PATHS.revalidateJobs}`, {
      method: 'POST',
      headers: { [TOKEN_HEADER]: token(payload), 'content-type': 'application/json' },
      body: JSON.stringify({ changed: changed.slice(0, env().PAGE_WARMING_MAX) }),
      signal: AbortSignal.timeout(5000),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
  } catch (error) {
    payload.logger.warn(`feed import: could not refresh the cached job pages (${(error as Error).message}); they update when their cache expires`)
  }
}
