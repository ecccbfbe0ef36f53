// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, except for
// the filtered job boards, which it keeps briefly in memory only.
//
// The board for a query (/stellenboard/<board>/<query>, see src/lib/paths.ts and src/proxy.ts) is
// a page like any other: rendered on its first request, then served from the cache. But the
// queries are endless (free text, AI searches, every page of every filter), and the file-system
// cache writes each page to disk and never deletes it. So these pages live here instead: at most
// MAX_ENTRIES of them and FILTERED_BOARDS_MAX_MB (estimated), each for TTL_MS, and all of them
// drop out on any revalidation (a job change or import, an edited page or setting), since they
// list jobs and show the site's frame. Both in-memory parts (these boards, and Next's own memory
// copy of the file-system cache, bounded by next.config.ts' cacheMaxMemorySize) report their
// bytes to the metrics.
//
// With REDIS_URL (several instances) the cache lives in Redis instead, through
// @fortedigital/nextjs-cache-handler (Next 16), so a revalidation on one instance reaches all:
// there the filtered boards are shared too, each for TTL_MS (Redis expires them; a revalidation of
// their tags drops them). The build always writes to the file system (no Redis needed to build).
// Plain JavaScript: Next imports this file at run time, unbundled (so it reads process.env itself).
import { CacheHandler as SharedCacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import TagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import NextConstants from 'next/dist/lib/constants.js'
import { createClient } from 'redis'
import { logger } from '../../lib/log/index.mjs'
import { BoundedCache, megabytes, reportCache } from '../../lib/cache-bytes/index.mjs'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule
const { areTagsExpired } = TagsManifestModule
const { NEXT_CACHE_TAGS_HEADER } = NextConstants

export const MAX_ENTRIES = 200
export const TTL_MS = 60_000
/** The filtered boards' bound when FILTERED_BOARDS_MAX_MB does not set one. */
export const FILTERED_BOARDS_MAX_MB = 16

/** Next's key for an app page ends in `$<pathname>`; the boards for a query have three segments (four: its local-ranking twin, see src/lib/routing.ts). */
export const isFilteredBoardKey = (key) => /\$\/stellenboard\/[^/]+\/[^/]+(?:\/lokal)?$/.test(key)

// Module state: Next creates a handler per request.
const filteredBoards = new BoundedCache({
  maxBytes: megabytes(process.env.FILTERED_BOARDS_MAX_MB, FILTERED_BOARDS_MAX_MB),
  maxEntries: MAX_ENTRIES,
})

/**
 * The metrics read the in-memory parts of the handler Next uses. Reported when Next creates one,
 * not on load: the build also bundles a copy of this file, with its own (unused) module state.
 */
function reportMemory() {
  reportCache('filtered-boards', { bytes: () => filteredBoards.bytes, bound: () => filteredBoards.maxBytes })
  // created by Next with the first handler, when cacheMaxMemorySize is not 0
  reportCache('next-memory', { bytes: () => FileSystemCache.memoryCache?.totalSize ?? 0, bound: () => FileSystemCache.memoryCache?.maxSize ?? 0 })
}

/**
 * When each key was first looked up since its last store, by a lookup that leads to a render (a
 * miss or a stale copy). A value Next stores was rendered from data read after such a lookup; a
 * page published while it rendered would otherwise be kept with the old text, stored after the
 * revalidation and so counted as newer than it. The first such lookup counts, not the latest:
 * requests that come while the page renders wait for that render. Fresh hits start no render and
 * are not noted; a lookup older than RENDER_WINDOW_MS belongs to a render that ended without a store.
 */
const lookedUpAt = new Map()
const LOOKUPS_MAX = 10_000
const RENDER_WINDOW_MS = 60_000

function noteLookup(key) {
  const since = lookedUpAt.get(key)
  if (since !== undefined && Date.now() - since < RENDER_WINDOW_MS) return
  lookedUpAt.delete(key)
  lookedUpAt.set(key, Date.now())
  if (lookedUpAt.size > LOOKUPS_MAX) lookedUpAt.delete(lookedUpAt.keys().next().value)
}

/** Whether Next serves `entry` as it is, without a render: Next's copy by its cache control, Redis' by its lifespan. */
function freshHit(entry) {
  if (!entry) return false
  if (entry.lifespan) return entry.lifespan.staleAt * 1000 > Date.now()
  const revalidate = entry.cacheControl?.revalidate
  if (revalidate === false) return true
  return typeof revalidate === 'number' && entry.lastModified + revalidate * 1000 > Date.now()
}

/** Hands Next the looked-up entry, noting the lookup when a render follows it. */
function lookedUp(key, entry) {
  if (!freshHit(entry)) noteLookup(key)
  return entry
}

/** The tags of a value: a page's from its headers, a data-cache entry's from Next's context. */
function valueTags(data, ctx) {
  const header = data?.headers?.[NEXT_CACHE_TAGS_HEADER]
  return typeof header === 'string' ? header.split(',') : (ctx?.tags ?? [])
}

/** When `key` was looked up (undefined: not since its last store), forgotten from now on. */
function takeLookup(key) {
  const since = lookedUpAt.get(key)
  lookedUpAt.delete(key)
  return since
}

/** Whether one of the value's tags was revalidated between its lookup and now, while it rendered. */
function renderedAcrossRevalidation(key, data, ctx) {
  const since = takeLookup(key)
  return since !== undefined && areTagsExpired(valueTags(data, ctx), since)
}

class LocalCacheHandler extends FileSystemCache {
  constructor(ctx) {
    super(ctx)
    reportMemory()
  }

  async get(key, ctx) {
    if (!isFilteredBoardKey(key)) return lookedUp(key, await super.get(key, ctx))
    const entry = filteredBoards.get(key)
    if (entry && Date.now() - entry.lastModified <= TTL_MS) return lookedUp(key, entry)
    if (entry) filteredBoards.delete(key)
    return lookedUp(key, null)
  }

  async set(key, data, ctx) {
    if (data && renderedAcrossRevalidation(key, data, ctx)) return // the next request renders it again
    if (!isFilteredBoardKey(key)) return super.set(key, data, ctx)
    filteredBoards.delete(key)
    if (!data) return
    filteredBoards.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx.cacheControl })
  }

  async revalidateTag(tags, durations) {
    filteredBoards.clear()
    return super.revalidateTag(tags, durations)
  }
}

/** The cache in Redis; filtered boards expire after TTL_MS there, like in memory. */
function redisCacheConfig(url) {
  const client = createClient({ url, pingInterval: 10_000 })
  let lastReport = 0
  client.on('error', (error) => {
    // while Redis is away every read misses (pages render afresh); one line a minute is enough
    if (Date.now() - lastReport < 60_000) return
    lastReport = Date.now()
    logger.error({ event: 'cache-redis-error', reason: error.message }, 'cache-redis-error')
  })
  client.connect().catch(() => {}) // node-redis keeps retrying; until then every read misses
  const keyPrefix = 'site:cache:'
  const timeoutMs = 2000
  const redisHandler = createRedisHandler({ client, keyPrefix, timeoutMs })
  const revalidatedAtKey = `${keyPrefix}__tagRevalidatedAt__`
  const redis = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs))

  /** Whether an instance revalidated one of `tags` after `since` (its clock; instances keep theirs in sync). */
  async function revalidatedSince(since, tags) {
    if (since === undefined || !tags?.length) return false
    const times = await redis().hmGet(revalidatedAtKey, [...tags])
    return times.some((time) => time !== null && Number(time) > since)
  }

  function store(key, value, ctx) {
    if (!isFilteredBoardKey(key) || !value.lifespan) return redisHandler.set(key, value, ctx)
    const expireAt = Math.min(value.lifespan.expireAt, value.lifespan.lastModifiedAt + TTL_MS / 1000)
    return redisHandler.set(key, { ...value, lifespan: { ...value.lifespan, expireAt } }, ctx)
  }

  // A value rendered across a revalidation on any instance is not kept, as in LocalCacheHandler.
  // Each revalidation notes its time before it drops the tag's keys, and a value is checked after
  // it is stored: a revalidation that the check does not see yet comes later and finds the value.
  const handler = {
    ...redisHandler,
    name: 'redis-with-short-boards',
    async get(key, meta) {
      return lookedUp(key, await redisHandler.get(key, meta))
    },
    async set(key, value, ctx) {
      const since = takeLookup(key)
      await store(key, value, ctx)
      if (await revalidatedSince(since, value.tags)) await redisHandler.delete(key)
    },
    async revalidateTag(tag) {
      if (client.isReady) await redis().hSet(revalidatedAtKey, tag, Date.now()) // while Redis is away nothing waits for it
      return redisHandler.revalidateTag(tag)
    },
  }
  return { handlers: [handler] }
}

const redisUrl = process.env.REDIS_URL?.trim()
const useRedis = Boolean(redisUrl) && process.env.NEXT_PHASE !== 'phase-production-build'
if (useRedis) SharedCacheHandler.onCreation(() => redisCacheConfig(redisUrl))

export default useRedis ? SharedCacheHandler : LocalCacheHandler
