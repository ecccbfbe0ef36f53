import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'
import { createRateLimiter, type RateLimiter } from '@/lib/rateLimit'
import { reportCache } from '@/lib/cache-bytes/index.mjs'
import { redis } from './redis'

export type SharedRateLimiter = {
  /**
   * Counts one hit and answers whether it is within the limit, atomically (a Redis INCR, or one
   * synchronous step in memory): parallel requests cannot all pass. `count`: the key's hits in
   * this window, this one included.
   */
  hit: (key: string, now?: number) => Promise<{ allowed: boolean; retryAfterSeconds: number; count: number }>
  /**
   * Seconds until the window ends when the key was refused in it; 0 otherwise. Counts nothing: never
   * the check before an attempt (parallel attempts would all pass it); count the attempt with `hit`.
   */
  blockedFor: (key: string, now?: number) => Promise<number>
  /** Gives back one hit of this window (an attempt that succeeded, so only failures count). */
  refund: (key: string, now?: number) => Promise<void>
}

const registry = globalThis as typeof globalThis & { __rateLimiters?: Map<string, SharedRateLimiter>; __memoryRateLimiters?: RateLimiter[] }

/** The limiters counting in this process's memory, reported together to the metrics. */
function memoryLimiters(): RateLimiter[] {
  if (registry.__memoryRateLimiters) return registry.__memoryRateLimiters
  const limiters: RateLimiter[] = (registry.__memoryRateLimiters = [])
  const sum = (part: (limiter: RateLimiter) => number) => () => limiters.reduce((total, limiter) => total + part(limiter), 0)
  reportCache('rate-limits', { bytes: sum((l) => l.bytes), bound: sum((l) => l.maxBytes) })
  return limiters
}
memoryLimiters()

/**
 * The one way to get a rate limiter: one per name (and limit/window) for the whole process. It
 * lives on globalThis because Next may load a module twice (route handler and page bundles), and
 * the counts must be shared. Without REDIS_URL the counts are kept in this process's memory
 * (right for a single instance only); with it, in Redis through rate-limiter-flexible, so every instance counts together.
 * No server-only marker: the login throttle reaches it through the Payload config (CLI too).
 */
export function rateLimiter(name: string, { limit, windowMs }: { limit: number; windowMs: number }): SharedRateLimiter {
  const limiters = (registry.__rateLimiters ??= new Map())
  const client = redis()
  const key = `${name}:${limit}:${windowMs}:${client ? 'redis' : 'memory'}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = client ? redisLimiter(client, name, { limit, windowMs }) : memoryLimiter({ limit, windowMs })
    limiters.set(key, limiter)
  }
  return limiter
}

function memoryLimiter(options: { limit: number; windowMs: number }): SharedRateLimiter {
  const limiter = createRateLimiter(options)
  memoryLimiters().push(limiter)
  return {
    hit: async (key, now) => limiter.hit(key, now),
    blockedFor: async (key, now) => limiter.blockedFor(key, now),
    refund: async (key, now) => limiter.refund(key, now),
  }
}

function redisLimiter(
  client: NonNullable<ReturnType<typeof redis>>,
  name: string,
  { limit, windowMs }: { limit: number; windowMs: number },
): SharedRateLimiter {
  const duration = Math.max(1, Math.round(windowMs / 1000))
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    keyPrefix: `rl:${name}`,
    points: limit,
    duration,
    // While Redis is unreachable each instance counts for itself rather than letting everyone through.
    insuranceLimiter: new RateLimiterMemory({ points: limit, duration }),
  })
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
  return {
    async hit(key) {
      try {
        const state = await limiter.consume(key)
        return { allowed: true, retryAfterSeconds: 0, count: state.consumedPoints }
      } catch (refusal) {
        if (refusal instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: seconds(refusal.msBeforeNext), count: refusal.consumedPoints }
        throw refusal
      }
    },
    async blockedFor(key) {
      const state = await limiter.get(key)
      return state && state.consumedPoints > limit ? seconds(state.msBeforeNext) : 0
    },
    async refund(key) {
      try {
        // only a key that still has hits in this window: a lapsed one would start a window below zero
        const state = await limiter.get(key)
        if (state && state.consumedPoints > 0) await limiter.reward(key, 1)
      } catch {
        // Redis away: the try stays counted, which only costs the key one try in this window
      }
    },
  }
}
