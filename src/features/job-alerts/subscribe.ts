import type { Payload } from 'payload'
import { checkSubmission, GUARD_MESSAGES } from '@/lib/contact/guards'
import { alertSubscribeSchema, validateAlert, type AlertFieldErrors } from '@/lib/job-alerts/schema'
import { CONFIRM_TTL_MS } from '@/lib/job-alerts/token'
import { rateLimiter } from '@/features/shared/rateLimit'

/** As on the contact form: five sign-ups per visitor IP in ten minutes. */
export const jobAlertRateLimiter = () => rateLimiter('job-alerts', { limit: 5, windowMs: 10 * 60 * 1000 })

export type SubscribeResult =
  | { ok: true }
  | { ok: false; error: 'validation'; fieldErrors: AlertFieldErrors }
  | { ok: false; error: 'refused'; message: string }
  | { ok: false; error: 'server' }

/**
 * A visitor asks for a job alert: guards, validation, then an unconfirmed entry and a queued
 * confirmation mail (nothing else is sent before confirmation). The answer is the same whether
 * or not the address is known, so the form reveals no subscribers. While an unconfirmed request
 * for the address is open, no second confirmation mail goes out (no mail bombing a stranger).
 */
export async function handleJobAlertSubscription(
  payload: Payload,
  raw: unknown,
  { ip, now = Date.now() }: { ip: string; now?: number },
): Promise<{ result: SubscribeResult; jobId?: number | string }> {
  const limit = await jobAlertRateLimiter().hit(ip, now)
  if (!limit.allowed) return { result: { ok: false, error: 'refused', message: GUARD_MESSAGES.rateLimited(limit.retryAfterSeconds) } }

  const refusal = checkSubmission(raw, now)
  if (refusal) {
    payload.logger.warn(`job alert sign-up refused (${refusal.reason})`)
    return { result: { ok: false, error: 'refused', message: refusal.message } }
  }

  const validated = validateAlert(alertSubscribeSchema, raw)
  if (!validated.success) return { result: { ok: false, error: 'validation', fieldErrors: validated.fieldErrors } }
  const { consent: _consent, email, ...criteria } = validated.data
  const address = email.toLowerCase()

  try {
    const open = await payload.count({
      collection: 'job-alerts',
      where: {
        email: { equals: address },
        status: { equals: 'pending' },
        createdAt: { greater_than: new Date(now - CONFIRM_TTL_MS).toISOString() },
      },
      overrideAccess: true,
    })
    if (open.totalDocs > 0) return { result: { ok: true } }

    const alert = await payload.create({
      collection: 'job-alerts',
      data: { ...criteria, email: address, status: 'pending', requestIp: ip },
      overrideAccess: true,
    })
    try {
      const job = await payload.jobs.queue({ task: 'sendJobAlertConfirmation', input: { alertId: alert.id } })
      return { result: { ok: true }, jobId: job.id }
    } catch (error) {
      // Without a queued mail the entry could never be confirmed and would block a retry for 48 h.
      await payload.delete({ collection: 'job-alerts', id: alert.id, overrideAccess: true })
      throw error
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'job alert sign-up could not be stored or queued' })
    return { result: { ok: false, error: 'server' } }
  }
}
