import { hasCachedAnswer } from '@/features/ai-search/resultCache'
import { cacheKey, normaliseQuery } from '@/lib/jobs/aiQuery'
import { clientAddressFromChain, rateLimitKey } from '@/lib/net/clientAddress'
import { rateLimiter } from '@/features/shared/rateLimit'
import { env } from '@/env'

/**
 * The per-visitor limit of AI searches, for every door that reaches the model: the API
 * (/api/ai-search) and the board's address with ?ki= (checked by the proxy, src/proxy.ts). One
 * limiter for both, so a visitor refused by one is refused by the other.
 */
export const aiSearchVisitorLimiter = () => rateLimiter('ai-search:visitor', { limit: env().AI_SEARCH_RATE_LIMIT, windowMs: 60_000 })

/** The rate-limit key of the request's visitor (see src/lib/net/clientAddress.ts); usable where `server-only` is not (the proxy). */
export const visitorKey = (headers: Headers): string => rateLimitKey(clientAddressFromChain(headers.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS))

/**
 * Whether the board may ask the model for `query` on this visitor's behalf: yes when no model is
 * configured or the answer is cached (both cost the shared budget nothing), else only within the
 * visitor's limit, which this counts. Otherwise the board answers from the local ranking.
 */
export async function boardMayAskModel(query: string, visitor: string): Promise<boolean> {
  const normalised = normaliseQuery(query)
  if (!normalised || !env().GEMINI_API_KEY) return true
  if (hasCachedAnswer(cacheKey(normalised))) return true
  return (await aiSearchVisitorLimiter().hit(visitor)).allowed
}
