import { BoundedCache, estimateBytes } from '@/lib/cache-bytes/index.mjs'

/** Least-recently-used cache with a per-entry lifetime, at most `maxEntries` and `maxBytes` (estimated). */
export class LruCache<V> {
  private readonly entries: BoundedCache<V>
  constructor(maxEntries: number, now: () => number = Date.now, maxBytes = Infinity) {
    this.entries = new BoundedCache<V>({ maxEntries, maxBytes, now })
  }

  get(key: string): V | undefined {
    return this.entries.get(key)
  }

  /** `bytes`: the entry's size when the value does not show it (a promise of the answer). */
  set(key: string, value: V, ttlMs: number, bytes = estimateBytes(value)): void {
    this.entries.set(key, value, { ttlMs, bytes: bytes + estimateBytes(key) })
  }

  delete(key: string): void {
    this.entries.delete(key)
  }

  clear(): void {
    this.entries.clear()
  }

  get size(): number {
    return this.entries.size
  }

  get bytes(): number {
    return this.entries.bytes
  }

  get maxBytes(): number {
    return this.entries.maxBytes
  }
}
