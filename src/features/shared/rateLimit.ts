import 'server-only'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'

const registry = globalThis as typeof globalThis & { __rateLimiters?: Map<string, RateLimiter> }

/**
 * The one way to get a rate limiter: one per name (and limit/window) for the whole process. It
 * lives on globalThis because Next may load a module twice (route handler and page bundles), and
 * the counts must be shared. Counts are kept in memory; with several instances, a shared store
 * (Redis) goes in here, and no caller changes.
 */
export function rateLimiter(name: string, { limit, windowMs }: { limit: number; windowMs: number }): RateLimiter {
  const limiters = (registry.__rateLimiters ??= new Map())
  const key = `${name}:${limit}:${windowMs}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = createRateLimiter({ limit, windowMs })
    limiters.set(key, limiter)
  }
  return limiter
}
