import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '@/lib/rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and per key, then tells when to retry', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('a', 1_000).allowed).toBe(true)
    expect(limiter.hit('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 })
    expect(limiter.hit('b', 2_000).allowed).toBe(true)
    expect(limiter.hit('a', 60_000).allowed).toBe(true)
  })
  it('bounds its memory', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2 })
    limiter.hit('a', 0)
    limiter.hit('b', 0)
    limiter.hit('c', 0)
    expect(limiter.hit('a', 1).allowed).toBe(true) // 'a' was evicted
  })
  it('tells how long a refused key still waits, without counting a hit', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 })
    limiter.hit('a', 0)
    expect(limiter.blockedFor('a', 1_000)).toBe(0) // used up, but not refused yet
    limiter.hit('a', 2_000)
    expect(limiter.blockedFor('a', 2_000)).toBe(58)
    expect(limiter.blockedFor('a', 2_500)).toBe(58)
    expect(limiter.blockedFor('b', 2_000)).toBe(0)
    expect(limiter.blockedFor('a', 60_000)).toBe(0)
  })
})
