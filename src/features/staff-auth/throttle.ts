import { rateLimiter } from '@/features/shared/rateLimit'

/**
 * Counts only failures (wrong password, wrong code) and refuses further tries for the rest of the
 * window once a key has used up its failures. Keys are per client (IP, IP + account), never the
 * account alone: a stranger's flood blocks the stranger, not the real user logging in elsewhere.
 * The counts are the shared rate limiter's (in memory, or in Redis for several instances).
 */
export function createFailureThrottle(name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  // the limiter refuses its (limit + 1)-th hit: after `limit` failures the key waits
  const failures = () => rateLimiter(`${name}:failures`, { limit: limit - 1, windowMs })
  return {
    /** Seconds the key still has to wait (0: may try). */
    retryAfter: (key: string, now = Date.now()): Promise<number> => failures().blockedFor(key, now),
    fail: async (key: string, now = Date.now()): Promise<void> => {
      await failures().hit(key, now)
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
  perAccount: () => rateLimiter('forgot-password:account', { limit: 3, windowMs: 4 * FIFTEEN_MINUTES }),
  perClient: () => rateLimiter('forgot-password:client', { limit: 10, windowMs: 4 * FIFTEEN_MINUTES }),
  perAccountAnywhere: () => rateLimiter('forgot-password:anywhere', { limit: 5, windowMs: 4 * FIFTEEN_MINUTES }),
}

export const TOO_MANY_ATTEMPTS = 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.'
