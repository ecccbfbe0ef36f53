import { analyseQuery, cacheKey, localConfidence, localReasoning, type AiSearchResult, normaliseQuery, selectMatches } from '@/features/ai-search/lib'
import { getPayloadClient } from '@/features/shared/payload'
import { rateLimiter } from '@/features/shared/rateLimit'
import { askGemini, geminiSettings } from '@/features/ai-search/gemini'
import { germanLexicon } from '@/features/ai-search/lexicon'
import { matchGroups, pickCandidates } from '@/features/ai-search/local'
import { env } from '@/env'
import { logEvent } from '@/features/ops/log'
import { metrics } from '@/lib/metrics/index.mjs'
import { estimateBytes } from '@/lib/cache-bytes/index.mjs'
import { aiSearchResults } from '@/features/ai-search/resultCache'

const RESULT_TTL_MS = 10 * 60_000
/** After the model failed the local answer is kept briefly, so the model gets another chance soon. */
const FALLBACK_TTL_MS = 60_000

/** A search under way: its key and the promise, until the answer replaces it. */
const PENDING_BYTES = 256

/** Model calls for all visitors together, on top of each visitor's limit (src/features/ai-search/visitor.ts). */
const modelBudget = () => rateLimiter('ai-search:model', { limit: env().GEMINI_MAX_CALLS_PER_MINUTE, windowMs: 60_000 })

/** Forgets cached results (tests, and after a bulk change of jobs if ever needed). */
export function clearAiSearchCache(): void {
  aiSearchResults().clear()
}

/** The local ranking alone: PostgreSQL German full-text search with synonyms. Never calls the model. */
export async function runLocalJobSearch(query: string): Promise<AiSearchResult> {
  const groups = analyseQuery(normaliseQuery(query), await germanLexicon())
  const selected = selectMatches(await matchGroups(await getPayloadClient(), groups, { onlyAnswers: true }), groups)
  return {
    matchedJobIds: selected.map((j) => j.id),
    reasoning: localReasoning(groups, selected),
    confidence: localConfidence(groups, selected),
    source: 'local',
  }
}

async function search(query: string): Promise<{ result: AiSearchResult; ttlMs: number }> {
  const started = Date.now()
  // The operator log names the engine, counts and timing, never the visitor's query.
  const done = (result: AiSearchResult, ttlMs: number, fields: Record<string, string | number> = {}) => {
    logEvent('info', 'ai-search', {
      source: result.source,
      results: result.matchedJobIds.length,
      confidence: result.confidence,
      durationMs: Date.now() - started,
      ...fields,
    })
    metrics.aiSearches().inc({ answerer: result.source === 'gemini' ? 'model' : 'local' })
    return { result, ttlMs }
  }
  const settings = geminiSettings()
  if (settings && (await modelBudget().hit('model')).allowed) {
    try {
      const payload = await getPayloadClient()
      const candidates = await pickCandidates(payload, analyseQuery(query, await germanLexicon()))
      if (candidates.length) {
        const answer = await askGemini(settings, query, candidates)
        return done({ ...answer, source: 'gemini' }, RESULT_TTL_MS, { candidates: candidates.length })
      }
    } catch (error) {
      logEvent('warn', 'ai-search-model-failed', { error: (error as Error).message.slice(0, 300) })
      return done(await runLocalJobSearch(query), FALLBACK_TTL_MS, { fallback: 'model-failed' })
    }
  }
  return done(await runLocalJobSearch(query), RESULT_TTL_MS)
}

/**
 * Runs (or returns the cached result of) an AI job search for a visitor's query: Gemini when
 * configured and answering in time, else the local ranking. Cached per normalised query for
 * ten minutes, so the API call and the following /bewerbende?ki= render share one answer.
 */
export async function runAiJobSearch(query: string): Promise<AiSearchResult> {
  const normalised = normaliseQuery(query)
  if (!normalised) return { matchedJobIds: [], reasoning: '', confidence: 0, source: 'local' }
  const key = cacheKey(normalised)
  const cache = aiSearchResults()
  const cached = cache.get(key)
  if (cached) {
    metrics.aiSearches().inc({ answerer: 'cache' })
    return cached
  }
  const pending = search(normalised).then(({ result, ttlMs }) => {
    cache.set(key, Promise.resolve(result), ttlMs, estimateBytes(result))
    return result
  })
  cache.set(key, pending, RESULT_TTL_MS, PENDING_BYTES)
  pending.catch(() => cache.delete(key))
  return pending
}

export type { AiSearchResult }
