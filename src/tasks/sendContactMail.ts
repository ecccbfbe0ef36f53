import type { TaskConfig } from 'payload'
import { logEvent } from '@/features/ops/log'
import { buildContactMail } from '@/lib/contact/mail'

/** Retries after a failed send: 30 s, 1, 2, 4, 8 min (six tries within about a quarter hour). */
export const CONTACT_MAIL_RETRIES = 5

/** SMTP errors may quote addresses; the operator log must not. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Mails one stored contact request to the staff address from the site settings, with the
 * visitor as reply-to. Every try is recorded on the request (mailStatus, mailAttempts,
 * mailError, mailSentAt); a failure is rethrown so the queue retries with back-off.
 */
export const sendContactMailTask: TaskConfig<'sendContactMail'> = {
  slug: 'sendContactMail',
  label: 'Kontaktanfrage per E-Mail senden',
  inputSchema: [{ name: 'contactRequestId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: CONTACT_MAIL_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const { payload } = req
    const id = input.contactRequestId
    // Status updates run outside the job's request so a rethrown error cannot roll them back.
    const request = await payload.findByID({ collection: 'contact-requests', id, overrideAccess: true, disableErrors: true })
    if (!request) return { output: { status: 'missing' } } // deleted by staff or retention meanwhile
    if (request.mailStatus === 'sent') return { output: { status: 'already-sent' } }

    const attempt = (request.mailAttempts ?? 0) + 1
    try {
      const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
      const mail = buildContactMail(request, settings.contactRecipientEmail)
      await payload.sendEmail(mail)
      if (!process.env.SMTP_HOST) {
        // No SMTP server (MAIL_LOG_ONLY in production): nothing is delivered. Only a developer's
        // own console shows the mail; production logs never carry a visitor's message.
        if (process.env.NODE_ENV === 'production') logEvent('warn', 'contact-mail', { status: 'logged-only', contactRequestId: id, attempt })
        else payload.logger.info(`Kontakt-E-Mail (SMTP_HOST nicht gesetzt, nicht zugestellt)\nAn: ${mail.to}\nAntwort an: ${mail.replyTo}\nBetreff: ${mail.subject}\n\n${mail.text}`)
      } else logEvent('info', 'contact-mail', { status: 'sent', contactRequestId: id, attempt })
    } catch (error) {
      const final = (job.totalTried ?? 0) >= CONTACT_MAIL_RETRIES
      logEvent(final ? 'error' : 'warn', 'contact-mail', { status: final ? 'failed' : 'retrying', contactRequestId: id, attempt, error: withoutAddresses(errorText(error)) })
      await payload.update({
        collection: 'contact-requests',
        id,
        overrideAccess: true,
        data: { mailStatus: final ? 'failed' : 'retrying', mailAttempts: attempt, mailError: errorText(error) },
      })
      throw error
    }
    await payload.update({
      collection: 'contact-requests',
      id,
      overrideAccess: true,
      data: { mailStatus: 'sent', mailAttempts: attempt, mailSentAt: new Date().toISOString(), mailError: null },
    })
    return { output: { status: 'sent' } }
  },
}
