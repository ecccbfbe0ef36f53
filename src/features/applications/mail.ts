import type { Payload } from 'payload'
import { env, siteUrl } from '@/env'
import { logEvent } from '@/features/ops/log'
import { storedApplicationFiles } from './files'
import { recordOnApplication } from './hooks'
import { confirmationMail, notificationMail, type ApplicationMailSource } from './mailText'
import { withdrawUrl } from './withdraw'
import { adminDocumentPath, sitePagePaths } from '@/lib/paths'

export type ApplicationMailKind = 'confirmation' | 'notification'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)
/** SMTP errors may quote addresses; the operator log must not. */
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')

export const applicationAdminUrl = (id: number) => `${siteUrl()}${adminDocumentPath('applications', id)}`

/** The privacy page editors chose, as an absolute link; none while no page is chosen. */
const privacyUrl = (pages: Parameters<typeof sitePagePaths>[0]) => {
  const path = sitePagePaths(pages).privacy
  return path ? `${siteUrl()}${path}` : undefined
}

const looksLikeAddress = (value: string | null | undefined): value is string => Boolean(value && /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/.test(value.trim()))

/**
 * Who hears about an application: the job's contact person (a feed may carry anything in that
 * field, so only a plain address counts), else „Empfänger für Bewerbungen“, else the contact
 * form's recipient.
 */
export function notificationRecipient(
  job: { contactEmail?: string | null } | null,
  settings: { applicationRecipientEmail?: string | null; contactRecipientEmail: string },
): string {
  if (looksLikeAddress(job?.contactEmail)) return job.contactEmail.trim()
  return settings.applicationRecipientEmail || settings.contactRecipientEmail
}

/**
 * Sends the candidate's confirmation or the staff notification of one application and records
 * the time on the application (`mails.*SentAt`), so a retried job never sends twice. A failure is
 * rethrown so the queue retries with back-off. Staff get no files attached, only a link into the
 * admin; they go to the job's contact person, else to the recipient from the site settings.
 */
export async function sendApplicationMail(
  payload: Payload,
  id: number,
  kind: ApplicationMailKind,
  finalTry: boolean,
): Promise<'missing' | 'already-sent' | 'sent'> {
  const application = await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 1 })
  if (!application) return 'missing' // withdrawn or purged meanwhile
  const sentField = kind === 'confirmation' ? 'confirmationSentAt' : 'notificationSentAt'
  if (application.mails?.[sentField]) return 'already-sent'

  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 1, populate: { pages: { slug: true } } })
    const files = await storedApplicationFiles(payload, id)
    const source = { ...application, job: application.job ?? null } as ApplicationMailSource
    if (kind === 'confirmation') {
      const mail = confirmationMail(source, files, {
        companyName: settings.companyName,
        withdrawUrl: withdrawUrl(payload.secret, id),
        privacyUrl: privacyUrl(settings.sitePages),
      })
      await payload.sendEmail({ to: application.email, subject: mail.subject, text: mail.text })
    } else {
      const job = typeof application.job === 'object' ? application.job : null
      const to = notificationRecipient(job, settings)
      const mail = notificationMail(source, files, applicationAdminUrl(id))
      await payload.sendEmail({ to, replyTo: application.email, subject: mail.subject, text: mail.text })
    }
    if (!env().SMTP_HOST) payload.logger.info(`application ${kind} mail for ${id} not delivered (SMTP_HOST unset)`)
    logEvent('info', 'application-mail', { status: 'sent', kind, applicationId: id })
  } catch (error) {
    logEvent(finalTry ? 'error' : 'warn', 'application-mail', {
      status: finalTry ? 'failed' : 'retrying',
      kind,
      applicationId: id,
      error: withoutAddresses(errorText(error)),
    })
    throw error
  }
  await recordOnApplication(payload, id, { mails: { [sentField]: new Date().toISOString() } })
  return 'sent'
}
