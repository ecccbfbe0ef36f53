import { rateLimiter } from '@/features/shared/rateLimit'

/**
 * Counts every attempt (a password, a code) before it is evaluated and gives the point back when
 * it succeeds, so in effect only failures count. Counting first is what makes the limit hold under
 * parallel requests: a check made before the attempt and a count made after it let a burst of
 * requests all pass the check. Keys are per client (IP, IP + account), never the account alone:
 * a stranger's flood blocks the stranger, not the real user logging in elsewhere.
 * The counts are the shared rate limiter's (in memory, or in Redis for several instances).
 */
export function createAttemptThrottle(name: string, { limit, windowMs }: { limit: number; windowMs: number }) {
  const attempts = () => rateLimiter(`${name}:attempts`, { limit, windowMs })
  return {
    /** Counts an attempt; the seconds the key has to wait when it has none left (0: go ahead). */
    attempt: async (key: string, now = Date.now()): Promise<number> => (await attempts().hit(key, now)).retryAfterSeconds,
    /** The attempt counted by `attempt` succeeded: it does not count against the key. */
    succeeded: (key: string, now = Date.now()): Promise<void> => attempts().refund(key, now),
  }
}

/** Counts an attempt against several throttles at once; the longest wait (0: go ahead). */
export async function attemptAll(pairs: [ReturnType<typeof createAttemptThrottle>, string][]): Promise<number> {
  return Math.max(0, ...(await Promise.all(pairs.map(([throttle, key]) => throttle.attempt(key)))))
}

const FIFTEEN_MINUTES = 15 * 60 * 1000

/** Wrong passwords: 10 per client and account, 30 per client, in 15 minutes. */
export const loginAttempts = {
  perAccount: createAttemptThrottle('login:account', { limit: 10, windowMs: FIFTEEN_MINUTES }),
  perClient: createAttemptThrottle('login:client', { limit: 30, windowMs: FIFTEEN_MINUTES }),
}

/** Wrong second-factor codes: 5 per login session's user and client, 20 per client, in 15 minutes. */
export const codeAttempts = {
  perAccount: createAttemptThrottle('second-factor:account', { limit: 5, windowMs: FIFTEEN_MINUTES }),
  perClient: createAttemptThrottle('second-factor:client', { limit: 20, windowMs: FIFTEEN_MINUTES }),
}

export const TOO_MANY_ATTEMPTS = 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.'
