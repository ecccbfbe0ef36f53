import type { Payload } from 'payload'
import { cappedMailSlot, refuseSubmission, type FormAnswer, type Sender } from '@/features/shared/formGuard'
import { alertSubscribeSchema, validateAlert, type AlertFieldErrors } from '@/features/job-alerts/lib/schema'
import { CONFIRM_TTL_MS } from '@/features/job-alerts/lib/token'
import { rateLimiter } from '@/features/shared/rateLimit'

/** As on the contact form: five sign-ups per visitor IP in ten minutes, checked first. */
export const jobAlertRateLimiter = () => rateLimiter('job-alerts', { limit: 5, windowMs: 10 * 60 * 1000 })

/**
 * Confirmation mails per hour from all visitors together, so many clients together cannot turn
 * the form into a mail cannon. Over the cap a sign-up's mail waits for a later hour (well within
 * the link's 48 hours); nobody is refused.
 */
export const JOB_ALERT_CONFIRMATIONS_PER_HOUR = 100

/** One sign-up per address at a time: parallel requests for one address would all pass the database check below. */
const addressGate = () => rateLimiter('job-alerts:address', { limit: 1, windowMs: 60_000 })

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
export async function handleJobAlertSubscription(payload: Payload, raw: unknown, { ip, now = Date.now() }: Sender): Promise<FormAnswer<SubscribeResult>> {
  const refused = await refuseSubmission(payload, raw, { limiter: jobAlertRateLimiter(), ip, now, form: 'job alert sign-up' })
  if (refused) return refused

  const validated = validateAlert(alertSubscribeSchema, raw)
  if (!validated.success) return { result: { ok: false, error: 'validation', fieldErrors: validated.fieldErrors } }
  const { consent: _consent, email, ...criteria } = validated.data
  const address = email.toLowerCase()
  // the same answer as for an address already waiting for its confirmation
  if (!(await addressGate().hit(address, now)).allowed) return { result: { ok: true } }

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
      const job = await payload.jobs.queue({
        task: 'sendJobAlertConfirmation',
        input: { alertId: alert.id },
        waitUntil: await cappedMailSlot({ name: 'job-alerts:confirmations', limit: JOB_ALERT_CONFIRMATIONS_PER_HOUR, event: 'job-alert-confirmation' }, now),
      })
      return { result: { ok: true }, jobId: job.id }
    } catch (error) {
      // Without a queued mail the entry could never be confirmed and would block a retry for 48 h.
      await payload.delete({ collection: 'job-alerts', id: alert.id, overrideAccess: true })
      throw error
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: 'job alert sign-up could not be stored or queued' })
    await addressGate().refund(address, now) // nothing stored: the visitor's retry must get through
    return { result: { ok: false, error: 'server' } }
  }
}
