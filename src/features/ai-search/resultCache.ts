import { LruCache } from '@/features/ai-search/lib/cache'
import type { AiSearchResult } from '@/features/ai-search/lib/presentation'
import { env } from '@/env'
import { reportCache } from '@/lib/cache-bytes/index.mjs'

/**
 * The AI search's answers by normalised query, for every module that needs them: the search
 * (src/features/ai-search/index.ts) and the board's check before it asks the model on a visitor's
 * behalf (visitor.ts, loaded by the proxy too). Next bundles the proxy, the routes and the pages
 * apart, so the one cache of the process lives on globalThis, and only this file names it.
 */
const holder = globalThis as typeof globalThis & { __aiJobSearchCache?: LruCache<Promise<AiSearchResult>> }

export const aiSearchResults = () => (holder.__aiJobSearchCache ??= new LruCache(500, Date.now, env().AI_SEARCH_CACHE_MAX_MB * 1024 * 1024))

/** Whether an answer (or a search under way) for `key` is cached, without creating the cache. */
export const hasCachedAnswer = (key: string): boolean => holder.__aiJobSearchCache?.get(key) !== undefined

reportCache('ai-search-results', { bytes: () => holder.__aiJobSearchCache?.bytes ?? 0, bound: () => aiSearchResults().maxBytes })
