// The production server's own copy of public pages (scripts/server.mjs). Next answers a cached
// page from its cache, but its routing and response handling still cost a few milliseconds per
// request, so a burst of visitors queues behind it without a front. This keeps the last answer of
// each public page for a second, as the front does for PAGE_FRESH_SECONDS, and forgets all of
// them whenever the site's content changes in this process (src/features/cache/revalidate.ts); another
// instance's copy is at most MEMORY_FRESH_MS older. Plain ESM JavaScript: the server imports it
// without a TypeScript loader; types in index.d.mts.
import { isStaffRequest, OWN_HEADERS, PUBLIC_PAGE } from '../cache-control/index.mjs'

/** How long a copy is answered without asking Next. */
export const MEMORY_FRESH_MS = 1000
/** A refresh that has not finished by then no longer keeps other requests on the old copy. */
export const REFRESH_TIMEOUT_MS = 10_000

/** Request headers Next's answers vary on (client-side navigation asks for the RSC payload). */
const VARYING = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url', 'next-action']
/** Connection-level headers a copy must not repeat (Node writes its own), and the request id of the request that made it. */
const NOT_COPIED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'])

/**
 * The key under which a request's page is kept, or null when this request must reach Next:
 * anything but GET/HEAD, the admin and the APIs, an editor's or a preview's request, and the
 * RSC requests of client-side navigation.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 */
export function memoryKey({ method, url, headers }) {
  if (method !== 'GET' && method !== 'HEAD') return null
  const address = String(url ?? '/')
  if (OWN_HEADERS.test(address.split('?')[0])) return null
  if (isStaffRequest(/** @type {string | undefined} */ (headers.cookie), /** @type {string | undefined} */ (headers.authorization))) return null
  if (VARYING.some((name) => headers[name] !== undefined)) return null
  return address
}

/**
 * Whether a finished answer may be kept: a public page or the 404 page, as the front may keep it
 * (the same Cache-Control), and never one that sets a cookie.
 * @param {number} status
 * @param {Record<string, unknown>} headers lower-case names, as `res.getHeaders()` gives them
 */
export function isKeepable(status, headers) {
  return (
    (status === 200 || status === 404) &&
    headers['cache-control'] === PUBLIC_PAGE &&
    headers['set-cookie'] === undefined &&
    String(headers['content-type'] ?? '').startsWith('text/html')
  )
}

/** The bound of the page copies' bodies when PAGE_MEMORY_MAX_MB does not set one. */
export const PAGE_MEMORY_MAX_MB = 16

/**
 * Copies by key, the oldest dropped first beyond `maxEntries` or `maxBytes`. A refresh started
 * before `forget()` is not kept: it may have read the content from before the change.
 */
export class PageMemory {
  /** @param {{ maxEntries?: number, maxBytes?: number, now?: () => number }} [options] */
  constructor({ maxEntries = 500, maxBytes = PAGE_MEMORY_MAX_MB * 1024 * 1024, now = Date.now } = {}) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
    this.now = now
    this.bytes = 0
    this.generation = 0
    /** @type {Map<string, { status: number, headers: Record<string, unknown>, body: Buffer, storedAt: number }>} */
    this.copies = new Map()
    /** @type {Map<string, number>} key → when its refresh began */
    this.refreshing = new Map()
  }

  /**
   * The copy to answer with, or null when this request should go to Next. A copy past its second
   * is still answered while another request refreshes it, so a burst asks Next once.
   * @param {string} key
   */
  answer(key) {
    const copy = this.copies.get(key)
    if (!copy) return null
    const now = this.now()
    if (now - copy.storedAt < MEMORY_FRESH_MS) return copy
    const began = this.refreshing.get(key)
    if (began !== undefined && now - began < REFRESH_TIMEOUT_MS) return copy
    return null
  }

  /**
   * Marks `key` as being refreshed by this request; the returned function keeps its answer
   * (or drops the old copy when the answer may not be kept) and must be called once it ends.
   * @param {string} key
   * @returns {(answer: { status: number, headers: Record<string, unknown>, body: Buffer } | null) => void}
   */
  refresh(key) {
    const generation = this.generation
    const began = this.now()
    this.refreshing.set(key, began)
    let done = false
    return (answer) => {
      if (done) return
      done = true
      if (this.refreshing.get(key) === began) this.refreshing.delete(key)
      if (generation !== this.generation) return
      this.drop(key)
      if (!answer || !isKeepable(answer.status, answer.headers)) return
      const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !NOT_COPIED.has(name)))
      this.copies.set(key, { status: answer.status, headers, body: answer.body, storedAt: this.now() })
      this.bytes += answer.body.length
      for (const [oldest, copy] of this.copies) {
        if (this.copies.size <= this.maxEntries && this.bytes <= this.maxBytes) break
        this.copies.delete(oldest)
        this.bytes -= copy.body.length
      }
    }
  }

  /** @param {string} key */
  drop(key) {
    const copy = this.copies.get(key)
    if (!copy) return
    this.copies.delete(key)
    this.bytes -= copy.body.length
  }

  /** The site's content changed: no copy is answered again, nor kept from a refresh under way. */
  forget() {
    this.generation++
    this.copies.clear()
    this.bytes = 0
  }
}
