import type { Payload } from 'payload'
import { logEvent } from '@/features/ops/log'
import { checkSubmission, GUARD_MESSAGES } from '@/lib/formGuards'
import { overflowDelayMs } from '@/lib/rateLimit'
import { rateLimiter, type SharedRateLimiter } from './rateLimit'

/** Who sent a public form, and when (tests pass the time). */
export type Sender = { ip: string; now?: number }

/** A public form's answer, and the id of the queued job that mails it (tests run that job). */
export type FormAnswer<Result> = { result: Result; jobId?: number | string }

/**
 * The guards a public form runs before reading its fields: the sender's rate limit first (so a
 * flood stays with its senders), then size, honeypot and fill time. Answers the refusal with its
 * German message, or nothing when the submission may go on.
 */
export async function refuseSubmission(
  payload: Payload,
  raw: unknown,
  { limiter, ip, now, form }: { limiter: SharedRateLimiter; ip: string; now: number; form: string },
): Promise<FormAnswer<{ ok: false; error: 'refused'; message: string }> | undefined> {
  const refused = (message: string) => ({ result: { ok: false as const, error: 'refused' as const, message } })
  const limit = await limiter.hit(ip, now)
  if (!limit.allowed) return refused(GUARD_MESSAGES.rateLimited(limit.retryAfterSeconds))
  const refusal = checkSubmission(raw, now)
  if (!refusal) return undefined
  payload.logger.warn(`${form} refused (${refusal.reason})`)
  return refused(refusal.message)
}

const HOUR = 60 * 60 * 1000

/**
 * When a mail queued now may go out under a cap of `limit` mails per hour from all visitors
 * together (undefined: at once). Over the cap the submission is still stored and its mail waits
 * for a later hour: refusing instead would let a few clients close the form for everyone. Counted
 * atomically by the shared limiter (Redis with several instances).
 */
export async function cappedMailSlot(cap: { name: string; limit: number; event: string }, now: number): Promise<Date | undefined> {
  const { count, retryAfterSeconds } = await rateLimiter(cap.name, { limit: cap.limit, windowMs: HOUR }).hit('all', now)
  const delay = overflowDelayMs({ count, limit: cap.limit, windowMs: HOUR, msLeftInWindow: retryAfterSeconds * 1000 })
  if (!delay) return undefined
  logEvent('warn', cap.event, { status: 'delayed', cap: cap.limit, delaySeconds: Math.round(delay / 1000) })
  return new Date(now + delay)
}
