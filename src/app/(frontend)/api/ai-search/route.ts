import { AI_SEARCH_TEXTS, normaliseQuery } from '@/features/ai-search/lib'
import { runAiJobSearch } from '@/features/ai-search'
import { clientIp } from '@/features/shared/clientIp'
import { aiSearchVisitorLimiter } from '@/features/ai-search/visitor'
import { logEvent } from '@/features/ops/log'

export const dynamic = 'force-dynamic'

/** A query is at most 500 characters; anything much larger is not a search. */
const MAX_BODY_BYTES = 4096

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** Reads at most `max` bytes; null when the body is larger (also without a Content-Length). */
async function readBody(request: Request, max: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') || 0) > max) return null
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > max) {
      await reader.cancel()
      return null
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** POST { query } → { matchedJobIds, reasoning, confidence, source, query }. */
export async function POST(request: Request): Promise<Response> {
  const { allowed, retryAfterSeconds } = await aiSearchVisitorLimiter().hit(clientIp(request.headers))
  if (!allowed) return json({ error: AI_SEARCH_TEXTS.rateLimited }, 429, { 'Retry-After': String(retryAfterSeconds) })

  const text = await readBody(request, MAX_BODY_BYTES)
  if (text === null) return json({ error: AI_SEARCH_TEXTS.bodyTooLarge }, 413)
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json({ error: AI_SEARCH_TEXTS.invalidBody }, 400)
  }
  const query = normaliseQuery((body as { query?: unknown } | null)?.query)
  if (!query) return json({ error: AI_SEARCH_TEXTS.emptyQuery }, 400)

  try {
    const result = await runAiJobSearch(query)
    return json({ ...result, query })
  } catch (error) {
    logEvent('error', 'ai-search-failed', { error: (error as Error)?.message ?? String(error) })
    return json({ error: AI_SEARCH_TEXTS.errorAnswer }, 500)
  }
}
