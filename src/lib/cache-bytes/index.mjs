// Byte bounds for the caches that live in this process's memory, and their report to the metrics
// (site_cache_bytes, site_cache_bound_bytes). Sizes are estimates of what V8 holds: a string two
// bytes a character (its worst case), a Buffer its length, small fixed costs for objects and
// entries; close enough to bound a cache, cheap enough to compute once per stored entry. Plain ESM
// JavaScript: the production server and Next's cache handler import it unbundled; types in
// index.d.mts.

/** Per object, array slot or map entry: headers and pointers, roughly. */
const OBJECT_BYTES = 32
const SLOT_BYTES = 8

/**
 * Estimated bytes of a value: strings, numbers, Buffers and typed arrays, arrays, plain objects,
 * Maps and Sets, followed `depth` levels deep (deeper parts count as one object).
 * @param {unknown} value
 */
export function estimateBytes(value, depth = 8) {
  if (value === null || value === undefined) return 0
  switch (typeof value) {
    case 'string':
      return 16 + value.length * 2
    case 'number':
    case 'boolean':
    case 'bigint':
      return SLOT_BYTES
    case 'object':
      break
    default:
      return 0
  }
  if (ArrayBuffer.isView(value)) return OBJECT_BYTES + value.byteLength
  if (value instanceof ArrayBuffer) return OBJECT_BYTES + value.byteLength
  if (depth <= 0) return OBJECT_BYTES
  let bytes = OBJECT_BYTES
  if (Array.isArray(value) || value instanceof Set) {
    for (const item of value) bytes += SLOT_BYTES + estimateBytes(item, depth - 1)
  } else if (value instanceof Map) {
    for (const [key, item] of value) bytes += SLOT_BYTES * 2 + estimateBytes(key, depth - 1) + estimateBytes(item, depth - 1)
  } else {
    for (const key in value) bytes += SLOT_BYTES + key.length + estimateBytes(/** @type {Record<string, unknown>} */ (value)[key], depth - 1)
  }
  return bytes
}

/**
 * A map that keeps at most `maxBytes` (and `maxEntries`) of entries, dropping the least recently
 * used first, each entry optionally for `ttlMs`. An entry larger than the whole bound is not kept.
 * @template V
 */
export class BoundedCache {
  /** @param {{ maxBytes: number, maxEntries?: number, sizeOf?: (value: V, key: string) => number, now?: () => number }} options */
  constructor({ maxBytes, maxEntries = Infinity, sizeOf = (value, key) => estimateBytes(value) + estimateBytes(key), now = Date.now }) {
    this.maxBytes = maxBytes
    this.maxEntries = maxEntries
    this.sizeOf = sizeOf
    this.now = now
    this.bytes = 0
    /** @type {Map<string, { value: V, bytes: number, expires: number }>} */
    this.entries = new Map()
  }

  /** @param {string} key */
  get(key) {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    if (entry.expires <= this.now()) {
      this.bytes -= entry.bytes
      return undefined
    }
    this.entries.set(key, entry) // most recently used last
    return entry.value
  }

  /**
   * @param {string} key
   * @param {V} value
   * @param {{ ttlMs?: number, bytes?: number }} [options] `bytes` when the caller knows them better than sizeOf
   */
  set(key, value, { ttlMs = Infinity, bytes } = {}) {
    this.delete(key)
    const size = bytes ?? this.sizeOf(value, key)
    if (size > this.maxBytes) return
    this.entries.set(key, { value, bytes: size, expires: this.now() + ttlMs })
    this.bytes += size
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes && this.entries.size <= this.maxEntries) break
      this.entries.delete(oldest)
      this.bytes -= entry.bytes
    }
  }

  /** @param {string} key */
  delete(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  clear() {
    this.entries.clear()
    this.bytes = 0
  }

  get size() {
    return this.entries.size
  }
}

/**
 * The caches this process reports, by name, shared by the server and the bundled app (which may
 * hold several copies of this file): on globalThis.
 * @returns {Map<string, { bytes: () => number, bound: () => number }>}
 */
const registry = () => (globalThis.__siteCacheSizes ??= new Map())

/**
 * Lists a cache in the metrics under `name`: its current estimated bytes and its bound. A later
 * call with the same name replaces the earlier one (a module loaded again).
 * @param {string} name
 * @param {{ bytes: () => number, bound: () => number }} report
 */
export function reportCache(name, report) {
  registry().set(name, report)
}

/** Every reported cache with its bytes and bound now, by name. */
export function cacheSizes() {
  return [...registry()].map(([name, report]) => ({ name, bytes: report.bytes(), bound: report.bound() }))
}

/**
 * A size in bytes from an environment variable given in whole megabytes, or the fallback when it
 * is unset or not such a number. For the plain-JavaScript parts
 * that read process.env themselves; src/env.ts documents and checks the same variables.
 * @param {string | undefined} text
 * @param {number} fallbackMB
 */
export function megabytes(text, fallbackMB) {
  const value = String(text ?? '').trim()
  return /^[1-9]\d{0,5}$/.test(value) ? Number(value) * 1024 * 1024 : fallbackMB * 1024 * 1024
}
