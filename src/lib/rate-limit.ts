/**
 * Fixed-window rate limiter kept in memory (one Node process serves the site). Pure apart from
 * the clock, which callers may pass in for tests.
 */
export type RateLimiter = {
  hit: (key: string, now?: number) => { allowed: boolean; retryAfterSeconds: number }
  /** Seconds until the window ends when the key was refused in it; 0 otherwise. */
  blockedFor: (key: string, now?: number) => number
}

export function createRateLimiter({ limit, windowMs, maxKeys = 10_000 }: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>()
  return {
    hit(key, now = Date.now()) {
      let entry = windows.get(key)
      if (!entry || now - entry.start >= windowMs) {
        if (windows.size >= maxKeys) {
          for (const [k, v] of windows) if (now - v.start >= windowMs) windows.delete(k)
          if (windows.size >= maxKeys) windows.delete(windows.keys().next().value as string)
        }
        entry = { start: now, count: 0 }
        windows.set(key, entry)
      }
      entry.count++
      const allowed = entry.count <= limit
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((entry.start + windowMs - now) / 1000) }
    },
    blockedFor(key, now = Date.now()) {
      const entry = windows.get(key)
      if (!entry || entry.count <= limit || now - entry.start >= windowMs) return 0
      return Math.ceil((entry.start + windowMs - now) / 1000)
    },
  }
}
