import type { Payload } from 'payload'
import { env } from '@/env'
import { logUndeliveredMail } from '@/features/ops/mailLog'
import { logEvent } from '@/features/ops/log'
import { buildContactMail } from '@/features/contact/lib/mail'

/** SMTP errors may quote addresses; the operator log must not. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Mails one stored contact request to the staff address from the site settings, with the
 * visitor as reply-to. Every try is recorded on the request (mailStatus, mailAttempts,
 * mailError, mailSentAt); a failure is rethrown so the queue retries with back-off.
 * `finalTry`: the queue will not retry after this one, so a failure is final.
 */
export async function sendContactMail(payload: Payload, id: number, finalTry: boolean): Promise<'missing' | 'already-sent' | 'sent'> {
  // Status updates run outside the job's request so a rethrown error cannot roll them back.
  const request = await payload.findByID({ collection: 'contact-requests', id, overrideAccess: true, disableErrors: true })
  if (!request) return 'missing' // deleted by staff or retention meanwhile
  if (request.mailStatus === 'sent') return 'already-sent'

  const attempt = (request.mailAttempts ?? 0) + 1
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const mail = buildContactMail(request, settings.contactRecipientEmail)
    await payload.sendEmail(mail)
    if (!env().SMTP_HOST) {
      // No SMTP server (MAIL_LOG_ONLY): nothing is delivered; logs never carry a visitor's message.
      logUndeliveredMail(
        payload,
        'contact',
        () => `contact mail (SMTP_HOST unset, not delivered)\nTo: ${mail.to}\nReply-To: ${mail.replyTo}\nSubject: ${mail.subject}\n\n${mail.text}`,
        { contactRequestId: id, attempt },
      )
    } else logEvent('info', 'contact-mail', { status: 'sent', contactRequestId: id, attempt })
  } catch (error) {
    logEvent(finalTry ? 'error' : 'warn', 'contact-mail', {
      status: finalTry ? 'failed' : 'retrying',
      contactRequestId: id,
      attempt,
      error: withoutAddresses(errorText(error)),
    })
    await payload.update({
      collection: 'contact-requests',
      id,
      overrideAccess: true,
      data: { mailStatus: finalTry ? 'failed' : 'retrying', mailAttempts: attempt, mailError: errorText(error) },
    })
    throw error
  }
  await payload.update({
    collection: 'contact-requests',
    id,
    overrideAccess: true,
    data: { mailStatus: 'sent', mailAttempts: attempt, mailSentAt: new Date().toISOString(), mailError: null },
  })
  return 'sent'
}
