import { describe, expect, it } from 'vitest'
import { BoundedCache, cacheSizes, estimateBytes, megabytes, reportCache } from '@/lib/cache-bytes/index.mjs'
import { createRateLimiter } from '@/lib/rateLimit'
import { LruCache } from '@/features/ai-search/lib/cache'

describe('in-process caches: byte bounds', () => {
  it('estimates strings at two bytes a character, buffers at their length, and walks objects, arrays and maps', () => {
    expect(estimateBytes('x'.repeat(1000))).toBeGreaterThanOrEqual(2000)
    expect(estimateBytes(Buffer.alloc(5000))).toBeGreaterThanOrEqual(5000)
    expect(estimateBytes(Buffer.alloc(5000))).toBeLessThan(5200)
    const page = { html: 'x'.repeat(1000), rscData: Buffer.alloc(3000), segmentData: new Map([['/a', Buffer.alloc(2000)]]) }
    expect(estimateBytes(page)).toBeGreaterThanOrEqual(2000 + 3000 + 2000)
    expect(estimateBytes([page, page])).toBeGreaterThanOrEqual(2 * 7000)
  })

  it('drops the least recently used entries once the bytes pass the bound', () => {
    const cache = new BoundedCache<string>({ maxBytes: 10, sizeOf: (value) => value.length })
    cache.set('a', '1234')
    cache.set('b', '1234')
    expect(cache.get('a')).toBe('1234') // used again: b is now the oldest
    cache.set('c', '1234')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe('1234')
    expect(cache.get('c')).toBe('1234')
    expect(cache.bytes).toBe(8)
    cache.set('d', 'x'.repeat(11)) // larger than the whole bound: not kept, nothing dropped for it
    expect(cache.get('d')).toBeUndefined()
    expect(cache.size).toBe(2)
    cache.set('a', '12') // replacing counts the new size only
    expect(cache.bytes).toBe(6)
    cache.delete('c')
    cache.clear()
    expect(cache.bytes).toBe(0)
  })

  it('bounds the entries too, and forgets an entry after its lifetime', () => {
    let now = 0
    const cache = new BoundedCache<number>({ maxBytes: 1e6, maxEntries: 2, now: () => now })
    cache.set('a', 1, { ttlMs: 100 })
    cache.set('b', 2)
    cache.set('c', 3)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(2)
    cache.set('d', 4, { ttlMs: 100 })
    now = 100
    expect(cache.get('d')).toBeUndefined()
    expect(cache.get('c')).toBe(3)
    expect(cache.bytes).toBe(estimateBytes(3) + estimateBytes('c'))
  })

  it("the AI search's answers stay within their bytes", () => {
    const cache = new LruCache<{ reasoning: string }>(500, Date.now, 10_000)
    for (let i = 0; i < 20; i++) cache.set(`frage ${i}`, { reasoning: 'x'.repeat(1000) }, 60_000)
    expect(cache.bytes).toBeLessThanOrEqual(10_000)
    expect(cache.size).toBeLessThan(20)
    expect(cache.get('frage 19')).toBeDefined()
    expect(cache.get('frage 0')).toBeUndefined()
  })

  it("a rate limiter's windows stay within their bytes, the oldest keys giving way", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxBytes: 2_000 })
    for (let i = 0; i < 100; i++) limiter.hit(`besucher-${i}`, 0)
    expect(limiter.bytes).toBeLessThanOrEqual(2_000)
    expect(limiter.bytes).toBeGreaterThan(1_000)
    expect(limiter.hit('besucher-99', 1).allowed).toBe(false) // the newest is still counted
    expect(limiter.hit('besucher-0', 1).allowed).toBe(true) // the oldest was forgotten
  })

  it('lists each reported cache with its bytes and bound', () => {
    reportCache('test-cache', { bytes: () => 12, bound: () => 34 })
    expect(cacheSizes()).toContainEqual({ name: 'test-cache', bytes: 12, bound: 34 })
  })

  it('reads a bound in megabytes, falling back on anything but a whole positive number', () => {
    expect(megabytes('8', 32)).toBe(8 * 1024 * 1024)
    for (const text of [undefined, '', '0', '-1', '1.5', 'viel']) expect(megabytes(text, 32)).toBe(32 * 1024 * 1024)
  })
})
