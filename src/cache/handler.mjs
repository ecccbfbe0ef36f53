// Next's cache handler (next.config.ts `cacheHandler`): Next's own file-system cache, except for
// the filtered job boards, which it keeps briefly in memory only.
//
// The board for a query (/stellenboard/<board>/<query>, see src/lib/paths.ts and src/proxy.ts) is
// a page like any other: rendered on its first request, then served from the cache. But the
// queries are endless (free text, AI searches, every page of every filter), and the file-system
// cache writes each page to disk and never deletes it. So these pages live here instead: at most
// MAX_ENTRIES of them, each for TTL_MS, and all of them drop out on any revalidation (a job
// change or import, an edited page or setting), since they list jobs and show the site's frame.
// Plain JavaScript: Next imports this file at run time, unbundled.
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule

export const MAX_ENTRIES = 200
export const TTL_MS = 60_000

/** Next's key for an app page ends in `$<pathname>`; the boards for a query have three segments. */
export const isFilteredBoardKey = (key) => /\$\/stellenboard\/[^/]+\/[^/]+$/.test(key)

// Module state: Next creates a handler per request.
const filteredBoards = new Map()

export default class CacheHandler extends FileSystemCache {
  async get(key, ctx) {
    if (!isFilteredBoardKey(key)) return super.get(key, ctx)
    const entry = filteredBoards.get(key)
    if (!entry) return null
    filteredBoards.delete(key)
    if (Date.now() - entry.lastModified > TTL_MS) return null
    filteredBoards.set(key, entry) // most recently used last
    return entry
  }

  async set(key, data, ctx) {
    if (!isFilteredBoardKey(key)) return super.set(key, data, ctx)
    filteredBoards.delete(key)
    if (!data) return
    filteredBoards.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx.cacheControl })
    while (filteredBoards.size > MAX_ENTRIES) filteredBoards.delete(filteredBoards.keys().next().value)
  }

  async revalidateTag(tags, durations) {
    filteredBoards.clear()
    return super.revalidateTag(tags, durations)
  }
}
