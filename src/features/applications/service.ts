import type { ApplicationFields } from './schema'
import { randomUUID } from 'node:crypto'
import { createLocalReq, type Payload } from 'payload'
import { env } from '@/env'
import { TALENT_POOL_CONSENT_TEXT } from './retention'
import { withdrawUrl } from './withdraw'

/** What the intake hands over, already validated. */
export type ApplicationInput = ApplicationFields & { jobId?: number; sourcePage: string }

/** A file whose bytes are already in the private store under `key`. */
export type StoredFile = { role: 'cv' | 'attachment'; key: string; fileName: string; mimeType: string; size: number; sha256: string }

export const INITIATIVE_TITLE = 'Initiativbewerbung'

/** A fresh, unguessable key for a file in the private store (the intake writes the bytes under it). */
export function newFileKey(): string {
  const id = randomUUID()
  return `${id.slice(0, 2)}/${id}`
}

/**
 * When the staff notification for an application arriving now may go out: at once while fewer than
 * APPLICATION_NOTIFICATIONS_PER_HOUR arrived in the last hour, later the more there were. A flood
 * thus delays staff mail instead of refusing candidates.
 */
async function notificationTime(payload: Payload, now: Date): Promise<Date | undefined> {
  const cap = env().APPLICATION_NOTIFICATIONS_PER_HOUR
  const { totalDocs } = await payload.count({
    collection: 'applications',
    where: { createdAt: { greater_than: new Date(now.getTime() - 60 * 60 * 1000).toISOString() } },
    overrideAccess: true,
  })
  if (totalDocs < cap) return undefined
  const hoursLater = Math.floor(totalDocs / cap)
  return new Date(now.getTime() + hoursLater * 60 * 60 * 1000)
}

/**
 * Stores an application with its files and queues its mails and the ATS forwarding, all in one
 * transaction: either everything is committed or nothing. The commit is checked by reading the
 * application back outside the transaction, because Payload's commit swallows a failed COMMIT;
 * only then is the candidate told it arrived. Throws on any failure (the caller then removes the
 * stored bytes and shows an error).
 */
export async function createApplication(payload: Payload, input: ApplicationInput, files: StoredFile[]): Promise<{ id: number; withdrawUrl: string }> {
  const now = new Date()
  const job = input.jobId
    ? await payload.findByID({ collection: 'jobs', id: input.jobId, overrideAccess: true, disableErrors: true, depth: 0, select: { title: true } })
    : null
  const notifyAt = await notificationTime(payload, now)

  const req = await createLocalReq({}, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID) req.transactionID = transactionID
  let id: number
  try {
    const application = await payload.create({
      collection: 'applications',
      overrideAccess: true,
      req,
      data: {
        job: job?.id ?? null,
        // a job removed meanwhile: keep the application, say which job it was for
        jobTitle: job ? job.title : input.jobId ? `Stelle ${input.jobId} (nicht mehr vorhanden)` : INITIATIVE_TITLE,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phone: input.phone || undefined,
        message: input.message || undefined,
        earliestStart: input.earliestStart || undefined,
        desiredArea: input.desiredArea || undefined,
        desiredPlace: input.desiredPlace || undefined,
        sourcePage: input.sourcePage,
        status: 'new',
        talentPool: input.talentPool ? { consented: true, consentedAt: now.toISOString(), consentText: TALENT_POOL_CONSENT_TEXT } : { consented: false },
        ats: { state: 'pending', attempts: 0 },
      },
    })
    id = application.id
    for (const file of files) {
      await payload.create({
        collection: 'application-files',
        overrideAccess: true,
        req,
        data: {
          application: id,
          role: file.role,
          fileName: file.fileName,
          mimeType: file.mimeType,
          size: file.size,
          storageKey: file.key,
          sha256: file.sha256,
        },
      })
    }
    await payload.jobs.queue({ task: 'sendApplicationMail', input: { applicationId: id, kind: 'confirmation' }, req })
    await payload.jobs.queue({ task: 'sendApplicationMail', input: { applicationId: id, kind: 'notification' }, req, waitUntil: notifyAt })
    await payload.jobs.queue({ task: 'forwardApplication', input: { applicationId: id }, req })
    if (transactionID) await payload.db.commitTransaction(transactionID)
  } catch (error) {
    if (transactionID) await payload.db.rollbackTransaction(transactionID)
    throw error
  }

  const stored = await payload.findByID({ collection: 'applications', id, overrideAccess: true, disableErrors: true, depth: 0, select: { status: true } })
  if (!stored) throw new Error(`application ${id} was not committed`)
  return { id, withdrawUrl: withdrawUrl(payload.secret, id) }
}
