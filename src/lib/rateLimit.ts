import { estimateBytes } from '@/lib/cache-bytes/index.mjs'

/**
 * Fixed-window rate limiter kept in this process's memory: the fallback when no Redis is
 * configured (one instance), and the model of the Redis limiter, which counts the same way for
 * all instances. `hit` counts first and then compares, in one synchronous step, so parallel
 * requests can never all pass a check made before any of them was counted. Pure apart from the
 * clock, which callers may pass in for tests.
 */
export type RateLimiter = {
  /** Counts one hit; `count` is the key's hits in this window, this one included. */
  hit: (key: string, now?: number) => { allowed: boolean; retryAfterSeconds: number; count: number }
  /**
   * Seconds until the window ends when the key was refused in it; 0 otherwise. Counts nothing: never
   * the check before an attempt (parallel attempts would all pass it); count the attempt with `hit`.
   */
  blockedFor: (key: string, now?: number) => number
  /** Gives back one hit counted earlier in this window (an attempt that turned out fine). */
  refund: (key: string, now?: number) => void
  /** estimated bytes its windows take now, and its bound */
  readonly bytes: number
  readonly maxBytes: number
}

/** A key's window in memory beside the key itself: the entry object and the map's slot. */
const WINDOW_BYTES = 64

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  maxBytes = 2 * 1024 * 1024,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
  /** estimated bytes of the keys' windows; the oldest windows give way first beyond it */
  maxBytes?: number
}): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  let bytes = 0
  const sizeOf = (key: string) => WINDOW_BYTES + estimateBytes(key)
  const drop = (key: string) => {
    if (windows.delete(key)) bytes -= sizeOf(key)
  }
  const current = (key: string, now: number) => {
    const entry = windows.get(key)
    return entry && now - entry.start < windowMs ? entry : undefined
  }
  return {
    get bytes() {
      return bytes
    },
    maxBytes,
    hit(key, now = Date.now()) {
      let entry = current(key, now)
      if (!entry) {
        drop(key)
        const full = () => windows.size >= maxKeys || bytes + sizeOf(key) > maxBytes
        if (full()) {
          for (const [k, v] of windows) if (now - v.start >= windowMs) drop(k)
          while (full() && windows.size) drop(windows.keys().next().value as string)
        }
        entry = { start: now, count: 0 }
        windows.set(key, entry)
        bytes += sizeOf(key)
      }
      entry.count++
      const allowed = entry.count <= limit
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((entry.start + windowMs - now) / 1000), count: entry.count }
    },
    blockedFor(key, now = Date.now()) {
      const entry = current(key, now)
      if (!entry || entry.count <= limit) return 0
      return Math.ceil((entry.start + windowMs - now) / 1000)
    },
    refund(key, now = Date.now()) {
      const entry = current(key, now)
      if (entry && entry.count > 0) entry.count--
    },
  }
}

/**
 * How long a mail beyond a global cap waits, so the cap delays mail instead of refusing visitors:
 * the `count`-th hit of a window over `limit` goes out in a later window, `limit` per window,
 * the first of them when this window ends (`msLeftInWindow`). 0 within the cap.
 */
export function overflowDelayMs({
  count,
  limit,
  windowMs,
  msLeftInWindow,
}: {
  count: number
  limit: number
  windowMs: number
  msLeftInWindow: number
}): number {
  if (count <= limit) return 0
  return msLeftInWindow + (Math.ceil((count - limit) / limit) - 1) * windowMs
}
