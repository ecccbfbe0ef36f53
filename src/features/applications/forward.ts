import type { Readable } from 'node:stream'
import type { Payload } from 'payload'
import { logEvent } from '@/features/ops/log'
import type { Job } from '@/payload-types'
import { storedApplicationFiles } from './files'
import { privateFileStore } from './fileStore'
import { recordOnApplication } from './hooks'
import { atsImportMail, type ApplicationMailSource } from './mailText'
import { createPersonioApplication, personioCredentials, uploadPersonioDocument } from './personio'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/** Which ATS the job feed comes from, by the feed's address (Personio: <account>.jobs.personio.de). */
export function feedKind(feedUrls: { url?: string | null }[] | null | undefined): 'personio' | 'coveto' | 'other' {
  const hosts = (feedUrls ?? []).map(({ url }) => {
    try {
      return new URL(url ?? '').hostname
    } catch {
      return ''
    }
  })
  if (hosts.some((host) => /(^|\.)personio\.(de|com)$/.test(host))) return 'personio'
  if (hosts.some((host) => /(^|\.)coveto\.de$/.test(host))) return 'coveto'
  return 'other'
}

/** The job's Personio position id: the external id of a job imported from a Personio feed. */
export function personioPositionId(job: Pick<Job, 'source' | 'externalId'> | null, kind: ReturnType<typeof feedKind>): number | null {
  if (!job || job.source !== 'feed' || kind !== 'personio' || !job.externalId || !/^\d{1,15}$/.test(job.externalId)) return null
  return Number(job.externalId)
}

/**
 * Hands one application to the applicant-tracking system:
 * - with Personio credentials and a job from a Personio feed, through Personio's recruiting API
 *   (documents first, then the application), state „An Personio übermittelt“ with Personio's id;
 * - otherwise (no credentials, a Coveto feed, an initiative application) as a mail with the files
 *   attached to the ATS import address from the site settings;
 * - without that address, nothing is forwarded (state „Kein Bewerbermanagement eingerichtet“).
 * Every try is recorded on the application; a failure is rethrown so the queue retries with
 * back-off, and after the last try the state is „Übermittlung fehlgeschlagen“ with the error.
 */
export async function forwardApplication(
  payload: Payload,
  id: number,
  finalTry: boolean,
): Promise<'missing' | 'already-done' | 'sent' | 'mailed' | 'not-configured'> {
  const application = await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 1 })
  if (!application) return 'missing'
  if (application.ats?.state === 'sent' || application.ats?.state === 'mailed') return 'already-done'
  const attempt = (application.ats?.attempts ?? 0) + 1
  const record = (ats: Record<string, unknown>) => recordOnApplication(payload, id, { ats: { ...ats, attempts: attempt } })

  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true, depth: 0 })
  const job = typeof application.job === 'object' ? application.job : null
  const kind = feedKind(settings.feedUrls)
  const positionId = personioPositionId(job, kind)
  const credentials = personioCredentials()
  const files = await storedApplicationFiles(payload, id)
  const store = privateFileStore()

  try {
    if (credentials && positionId !== null) {
      const refs = []
      for (const file of files) {
        const body = await store.open(file.storageKey)
        refs.push(
          await uploadPersonioDocument(credentials, {
            body,
            fileName: file.fileName,
            mimeType: file.mimeType,
            size: file.size,
            category: file.role === 'cv' ? 'cv' : 'other',
          }),
        )
      }
      const attributes = [
        ...(application.phone ? [{ id: 'phone', value: application.phone }] : []),
        ...(application.earliestStart ? [{ id: 'available_from', value: application.earliestStart }] : []),
      ]
      const externalId = await createPersonioApplication(credentials, {
        job_position_id: positionId,
        first_name: application.firstName,
        last_name: application.lastName,
        email: application.email,
        ...(application.message ? { message: application.message } : {}),
        files: refs,
        ...(attributes.length ? { attributes } : {}),
      })
      await record({ state: 'sent', externalId, error: null, sentAt: new Date().toISOString() })
      logEvent('info', 'application-forwarded', { applicationId: id, via: 'personio', attempt })
      return 'sent'
    }

    const to = settings.atsImportEmail
    if (!to) {
      await record({ state: 'not_configured', error: null })
      return 'not-configured'
    }
    const streams: Readable[] = []
    try {
      const attachments = []
      for (const file of files) {
        const body = await store.open(file.storageKey)
        streams.push(body)
        attachments.push({ filename: file.fileName, content: body, contentType: file.mimeType })
      }
      const mail = atsImportMail({ ...application, job: application.job ?? null } as ApplicationMailSource, job?.externalId ?? null)
      await payload.sendEmail({ to, replyTo: application.email, subject: mail.subject, text: mail.text, attachments })
    } finally {
      for (const stream of streams) stream.destroy()
    }
    await record({ state: 'mailed', error: null, sentAt: new Date().toISOString() })
    logEvent('info', 'application-forwarded', { applicationId: id, via: 'mail', attempt })
    return 'mailed'
  } catch (error) {
    logEvent(finalTry ? 'error' : 'warn', 'application-forward', {
      status: finalTry ? 'failed' : 'retrying',
      applicationId: id,
      attempt,
      error: errorText(error).replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>'),
    })
    await record({ state: finalTry ? 'failed' : 'pending', error: errorText(error) })
    throw error
  }
}
