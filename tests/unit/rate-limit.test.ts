import { describe, expect, it } from 'vitest'
import { createRateLimiter, overflowDelayMs } from '@/lib/rateLimit'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window and per key, then tells when to retry', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 })
    expect(limiter.hit('a', 0).allowed).toBe(true)
    expect(limiter.hit('a', 1_000).allowed).toBe(true)
    expect(limiter.hit('a', 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58, count: 3 })
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
  it('gives back a hit of the current window, never one of a past window', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 })
    limiter.hit('a', 0)
    limiter.refund('a', 1_000)
    expect(limiter.hit('a', 2_000)).toMatchObject({ allowed: true, count: 1 })
    limiter.refund('a', 60_000) // that window is over
    expect(limiter.hit('a', 60_000)).toMatchObject({ allowed: true, count: 1 })
    limiter.refund('b', 0)
    expect(limiter.hit('b', 0).count).toBe(1)
  })
})

describe('overflowDelayMs (global caps delay mail instead of refusing)', () => {
  const hour = 60 * 60_000
  it('sends within the cap at once, the next `limit` when the window ends, the next in the window after', () => {
    expect(overflowDelayMs({ count: 100, limit: 100, windowMs: hour, msLeftInWindow: 0 })).toBe(0)
    expect(overflowDelayMs({ count: 101, limit: 100, windowMs: hour, msLeftInWindow: 600_000 })).toBe(600_000)
    expect(overflowDelayMs({ count: 200, limit: 100, windowMs: hour, msLeftInWindow: 600_000 })).toBe(600_000)
    expect(overflowDelayMs({ count: 201, limit: 100, windowMs: hour, msLeftInWindow: 600_000 })).toBe(600_000 + hour)
  })
})
