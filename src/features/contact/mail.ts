import type { Payload } from 'payload'
import { env } from '@/env'
import { buildContactMail } from '@/lib/contact/mail'

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
      // No SMTP server configured: the JSON transport delivers nothing, so show the mail.
      const log = env().NODE_ENV === 'production' ? payload.logger.warn : payload.logger.info
      log.call(
        payload.logger,
        `Kontakt-E-Mail (SMTP_HOST nicht gesetzt, nicht zugestellt)\nAn: ${mail.to}\nAntwort an: ${mail.replyTo}\nBetreff: ${mail.subject}\n\n${mail.text}`,
      )
    }
  } catch (error) {
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
