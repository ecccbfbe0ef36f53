import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'

/**
 * Shared per process on globalThis, like features/shared/rateLimit (Next may load a module twice);
 * that module is server-only, and this one is read by the Payload CLI through the config.
 */
const registry = globalThis as typeof globalThis & { __staffAuthLimiters?: Map<string, RateLimiter>; __staffAuthBlocked?: Map<string, Map<string, number>> }
function rateLimiter(name: string, options: { limit: number; windowMs: number }): RateLimiter {
  const limiters = (registry.__staffAuthLimiters ??= new Map())
  const limiter = limiters.get(name) ?? createRateLimiter(options)
  limiters.set(name, limiter)
  return limiter
}

/**
 * Counts only failures (wrong password, wrong code) and refuses further tries for the rest of the
 * window once a key has used up its failures. Keys are per client (IP, IP + account), never the
 * account alone: a stranger's flood blocks the stranger, not the real user logging in elsewhere.
 */
export function createFailureThrottle(name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  // the limiter refuses its (limit + 1)-th hit: after `limit` failures the key waits
  const failures = rateLimiter(`${name}:failures`, { limit: limit - 1, windowMs })
  const blocked = (registry.__staffAuthBlocked ??= new Map())
  const blockedUntil = blocked.get(name) ?? new Map<string, number>()
  blocked.set(name, blockedUntil)
  return {
    /** Seconds the key still has to wait (0: may try). */
    retryAfter(key: string, now = Date.now()): number {
      const until = blockedUntil.get(key)
      if (until === undefined) return 0
      if (until <= now) {
        blockedUntil.delete(key)
        return 0
      }
      return Math.ceil((until - now) / 1000)
    },
    fail(key: string, now = Date.now()) {
      const { allowed, retryAfterSeconds } = failures.hit(key, now)
      if (allowed) return
      if (blockedUntil.size >= 10_000) for (const [k, until] of blockedUntil) if (until <= now) blockedUntil.delete(k)
      blockedUntil.set(key, now + retryAfterSeconds * 1000)
    },
  }
}

const FIFTEEN_MINUTES = 15 * 60 * 1000

/** Wrong passwords: 10 per client and account, 30 per client, in 15 minutes. */
export const loginFailures = {
  perAccount: createFailureThrottle('login:account', { limit: 10, windowMs: FIFTEEN_MINUTES }),
  perClient: createFailureThrottle('login:client', { limit: 30, windowMs: FIFTEEN_MINUTES }),
}

/** Wrong second-factor codes: 5 per login session's user and client, 20 per client, in 15 minutes. */
export const codeFailures = {
  perAccount: createFailureThrottle('second-factor:account', { limit: 5, windowMs: FIFTEEN_MINUTES }),
  perClient: createFailureThrottle('second-factor:client', { limit: 20, windowMs: FIFTEEN_MINUTES }),
}

/** Password-reset mails: 3 per client and account, 10 per client, 5 per account from anywhere, in an hour. */
export const forgotPasswordLimits = {
  perAccount: rateLimiter('forgot-password:account', { limit: 3, windowMs: 4 * FIFTEEN_MINUTES }),
  perClient: rateLimiter('forgot-password:client', { limit: 10, windowMs: 4 * FIFTEEN_MINUTES }),
  perAccountAnywhere: rateLimiter('forgot-password:anywhere', { limit: 5, windowMs: 4 * FIFTEEN_MINUTES }),
}

export const TOO_MANY_ATTEMPTS = 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.'
