import type { Payload } from 'payload'
import { checkSubmission, GUARD_MESSAGES } from '@/lib/formGuards'
import type { SharedRateLimiter } from './rateLimit'

/**
 * The guards a public form runs before reading its fields: the sender's rate limit first (so a
 * flood stays with its senders), then size, honeypot and fill time. Answers the German message
 * of a refusal, or nothing when the submission may go on.
 */
export async function refuseSubmission(
  payload: Payload,
  raw: unknown,
  { limiter, ip, now, form }: { limiter: SharedRateLimiter; ip: string; now: number; form: string },
): Promise<string | undefined> {
  const limit = await limiter.hit(ip, now)
  if (!limit.allowed) return GUARD_MESSAGES.rateLimited(limit.retryAfterSeconds)
  const refusal = checkSubmission(raw, now)
  if (!refusal) return undefined
  payload.logger.warn(`${form} refused (${refusal.reason})`)
  return refusal.message
}
