import type { Payload } from 'payload'
import { logEvent } from '@/features/ops/log'
import { applicationAdminUrl, notificationRecipient } from './mail'
import { deleteApplication } from './purge'
import { verifyWithdrawToken } from './withdraw'

export type WithdrawalTarget = { id: number; jobTitle: string; firstName: string } | null

/** The application a withdrawal link points to, or null (forged link, or already deleted). */
export async function applicationForWithdrawal(payload: Payload, token: string | undefined): Promise<WithdrawalTarget> {
  const id = token ? verifyWithdrawToken(payload.secret, token) : null
  if (id === null) return null
  const application = await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 0 })
  return application ? { id, jobTitle: application.jobTitle ?? '', firstName: application.firstName } : null
}

/**
 * The candidate withdrew: the application, its files (rows and bytes) and download log are
 * deleted at once. If it had already been handed to the ATS, staff get a mail to delete it there
 * too (the ATS keeps its own copy; no files, only the name and the ATS's id).
 * Returns false for a forged link or an application that is already gone.
 */
export async function withdrawApplication(payload: Payload, token: string): Promise<boolean> {
  const id = verifyWithdrawToken(payload.secret, token)
  if (id === null) return false
  const application = await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 1 })
  if (!application) return false
  const deleted = await deleteApplication(payload, id)
  logEvent('info', 'application-withdrawn', { applicationId: id, ats: application.ats?.state ?? null })
  if (deleted && (application.ats?.state === 'sent' || application.ats?.state === 'mailed')) {
    try {
      const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
      const job = typeof application.job === 'object' ? application.job : null
      const to = notificationRecipient(job, settings)
      const where =
        application.ats.state === 'sent'
          ? `Personio (ID ${application.ats.externalId ?? 'unbekannt'})`
          : `die ATS-Import-Adresse ${settings.atsImportEmail ?? ''}`.trim()
      await payload.sendEmail({
        to,
        subject: `Bewerbung zurückgezogen: ${application.firstName} ${application.lastName}`.replace(/[\r\n]+/g, ' '),
        text: [
          `${application.firstName} ${application.lastName} hat die Bewerbung „${application.jobTitle ?? ''}“ zurückgezogen.`,
          'Auf der Website ist sie mit allen Unterlagen gelöscht.',
          `Sie war bereits an ${where} übermittelt: Bitte löschen Sie sie dort ebenfalls.`,
          '',
          `(Bewerbung ${id}, ehemals ${applicationAdminUrl(id)})`,
        ].join('\n'),
      })
    } catch (error) {
      payload.logger.error({ err: error, msg: `withdrawal of application ${id}: the staff mail about the ATS copy failed` })
    }
  }
  return deleted
}
