import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/env'
import { cappedMailSlot, refuseSubmission, type FormAnswer, type Sender } from '@/features/shared/formGuard'
import type { ContactSubmitResult } from '@/features/contact/lib/result'
import { validateContact } from '@/features/contact/lib/schema'
import { rateLimiter } from '@/features/shared/rateLimit'

/** Contact mails sent to staff per hour from all visitors together, so a botnet with many addresses cannot flood staff either. */
export const contactMailsPerHour = () => env().CONTACT_MAILS_PER_HOUR

/** Five submissions per visitor IP in ten minutes: checked first, so a flood stays with its senders. */
const contactRateLimiter = () => rateLimiter('contact', { limit: 5, windowMs: 10 * 60 * 1000 })

/**
 * Handles one contact-form submission: abuse guards, validation with the shared schema, then the
 * request is stored before anything else and a `sendContactMail` job is queued. Success means
 * stored; the mail goes out asynchronously (and is retried) from the job.
 */
export async function handleContactSubmission(payload: Payload, raw: unknown, { ip, now = Date.now() }: Sender): Promise<FormAnswer<ContactSubmitResult>> {
  const refused = await refuseSubmission(payload, raw, { limiter: contactRateLimiter(), ip, now, form: 'contact form' })
  if (refused) return refused

  const validated = validateContact(raw)
  if (!validated.success) return { result: { ok: false, error: 'validation', fieldErrors: validated.fieldErrors } }
  const { company, ...fields } = validated.data

  let requestId: number
  try {
    const doc = await payload.create({
      collection: 'contact-requests',
      data: { ...fields, company: company || undefined, mailStatus: 'pending', mailAttempts: 0 },
      overrideAccess: true,
      // One autocommitted INSERT: Payload 3.90's commitTransaction swallows a failed COMMIT (e.g.
      // the database restarting), so inside a transaction a request could be confirmed yet lost.
      disableTransaction: true,
    })
    requestId = doc.id
  } catch (error) {
    payload.logger.error({ err: error, msg: 'contact request could not be stored' })
    return { result: { ok: false, error: 'server' } }
  }

  try {
    const job = await payload.jobs.queue({
      task: 'sendContactMail',
      input: { contactRequestId: requestId },
      waitUntil: await cappedMailSlot({ name: 'contact:mails', limit: contactMailsPerHour(), event: 'contact-mail' }, now),
    })
    return { result: { ok: true }, jobId: job.id }
  } catch (error) {
    // The request is stored and visible to staff (mail status „Wird versendet“); do not fail the visitor.
    payload.logger.error({ err: error, msg: `mail for contact request ${requestId} could not be queued` })
    return { result: { ok: true } }
  }
}
