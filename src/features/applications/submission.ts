import 'server-only'
import { createReadStream } from 'node:fs'
import type { Payload } from 'payload'
import { logEvent } from '@/features/ops/log'
import { rateLimiter } from '@/features/shared/rateLimit'
import { GUARD_MESSAGES } from '@/lib/formGuards'
import { applyChannels } from './channels'
import { privateFileStore } from './fileStore'
import { receiveApplication, type ReceivedFile } from './intake'
import {
  APPLICATION_HONEYPOT,
  applicationValuesFrom,
  parseJobId,
  parseSourcePage,
  validateApplication,
  type ApplicationFieldErrors,
  type ApplicationFormValues,
} from './schema'
import { applicationOfStoredFiles } from './orphans'
import { createApplication, newFileKey, type StoredFile } from './service'
import { CANDIDATES_PATH, jobPath } from '@/lib/paths'
import { withdrawUrl } from './withdraw'

export const SUBMISSION_MESSAGES = {
  jobGone: 'Diese Stelle ist nicht mehr ausgeschrieben. Gern können Sie sich initiativ bei uns bewerben.',
  shortFormOff: 'Für diese Stelle ist die Kurzbewerbung derzeit nicht möglich. Bitte bewerben Sie sich online oder per E-Mail.',
  checkFields: 'Bitte prüfen Sie die markierten Angaben.',
  serverError: 'Ihre Bewerbung konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
} as const

/** Ten submissions per visitor address in ten minutes: generous for a person, a wall for a script. */
const applicationLimiter = () => rateLimiter('applications', { limit: 10, windowMs: 10 * 60 * 1000 })

export type SubmissionResult =
  | { ok: true; applicationId: number; withdrawUrl: string }
  | {
      ok: false
      status: 400 | 404 | 413 | 429 | 500
      message: string
      fieldErrors?: ApplicationFieldErrors
      values?: ApplicationFormValues
      retryAfterSeconds?: number
    }

/** Where the visitor came from, for the no-JavaScript redirect back: the job (by slug) or the initiative page. */
export type SubmissionContext = { job?: { id: number; slug: string } }

/**
 * One application from either form: limit per client, the streamed intake, honeypot, the job,
 * validation (fields and files together, so every message shows at once), then the files into
 * the private store and the application with its files in one transaction. Nothing is stored
 * unless everything is valid; files already put into the store are removed again when the
 * database confirms the application was not stored.
 */
export async function handleApplicationSubmission(
  payload: Payload,
  request: Request,
  { ip, settings }: { ip: string; settings: Parameters<typeof applyChannels>[0] },
): Promise<{ result: SubmissionResult; context: SubmissionContext }> {
  const context: SubmissionContext = {}
  const limit = await applicationLimiter().hit(ip)
  if (!limit.allowed) {
    await request.body?.cancel().catch(() => {})
    return {
      result: { ok: false, status: 429, message: GUARD_MESSAGES.rateLimited(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds },
      context,
    }
  }

  const intake = await receiveApplication(request.headers, request.body)
  if (!intake.ok) return { result: { ok: false, status: intake.status, message: intake.message }, context }
  try {
    const field = (name: string) => intake.fields.get(name)
    const jobId = parseJobId(field('jobId'))
    if (jobId !== undefined) {
      const job = await payload.findByID({ collection: 'jobs', id: jobId, depth: 0, disableErrors: true, overrideAccess: true, select: { slug: true } })
      if (!job) return { result: { ok: false, status: 404, message: SUBMISSION_MESSAGES.jobGone }, context }
      context.job = { id: job.id, slug: job.slug || String(job.id) }
    }
    const values = applicationValuesFrom(field)
    const trap = field(APPLICATION_HONEYPOT)
    if (trap && trap.trim() !== '') {
      logEvent('warn', 'application-refused', { reason: 'honeypot' })
      return { result: { ok: false, status: 400, message: GUARD_MESSAGES.honeypot }, context }
    }
    if (context.job && !applyChannels(settings).shortForm) {
      return { result: { ok: false, status: 400, message: SUBMISSION_MESSAGES.shortFormOff }, context }
    }

    const validated = validateApplication(values, { initiative: jobId === undefined })
    const fieldErrors: ApplicationFieldErrors = { ...(validated.success ? {} : validated.fieldErrors), ...intake.fileErrors }
    if (!validated.success || Object.keys(fieldErrors).length > 0) {
      return { result: { ok: false, status: 400, message: SUBMISSION_MESSAGES.checkFields, fieldErrors, values }, context }
    }

    const fallbackSource = context.job ? jobPath(context.job.slug) : CANDIDATES_PATH
    const stored: StoredFile[] = []
    const store = privateFileStore()
    const received = (applicationId: number, url: string): { result: SubmissionResult; context: SubmissionContext } => {
      logEvent('info', 'application-received', { id: applicationId, job: jobId ?? 'initiative', files: stored.length })
      return { result: { ok: true, applicationId, withdrawUrl: url }, context }
    }
    try {
      for (const file of intake.files) stored.push(await storeFile(store, file))
      const created = await createApplication(payload, { ...validated.data, jobId, sourcePage: parseSourcePage(field('sourcePage'), fallbackSource) }, stored)
      return received(created.id, created.withdrawUrl)
    } catch (error) {
      payload.logger.error({ err: error, msg: 'application could not be stored' })
      // The COMMIT may have gone through although the app saw an error: then the candidate is
      // told it arrived. The bytes go only when the database says no application holds them;
      // when it cannot be asked they stay, and the daily sweep removes them if unreferenced.
      const owner = await applicationOfStoredFiles(
        payload,
        stored.map((file) => file.key),
      )
      if (owner === 'absent') await Promise.all(stored.map((file) => store.remove(file.key).catch(() => {})))
      else if (owner !== 'unknown') return received(owner.id, withdrawUrl(payload.secret, owner.id))
      return { result: { ok: false, status: 500, message: SUBMISSION_MESSAGES.serverError, values }, context }
    }
  } finally {
    await intake.cleanup()
  }
}

async function storeFile(store: ReturnType<typeof privateFileStore>, file: ReceivedFile): Promise<StoredFile> {
  // a random key: neither the visitor's name nor the file name ends up in a path or bucket key
  const key = newFileKey()
  await store.put(key, createReadStream(file.path), file.size, file.mimeType)
  return { role: file.role, key, fileName: file.fileName, mimeType: file.mimeType, size: file.size, sha256: file.sha256 }
}
