import type { Payload } from 'payload'
import { logEvent } from '@/features/ops/log'
import { privateFileStore } from './fileStore'
import { sweepUnreferencedFiles } from './orphans'

/**
 * Deletes every application whose `deleteAfter` has passed, with its files (rows and bytes) and
 * download log (see the collection's delete hooks), then stored bytes no application refers to.
 * One application at a time, so a failure leaves the others deleted; throws at the end when some
 * could not be deleted, so the run shows as failed.
 */
export async function purgeApplications(payload: Payload, now = new Date()): Promise<number> {
  const due = await payload.find({
    collection: 'applications',
    where: { deleteAfter: { less_than_equal: now.toISOString() } },
    overrideAccess: true,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { status: true },
  })
  let deleted = 0
  let failed = 0
  for (const { id } of due.docs) {
    try {
      await deleteApplication(payload, id)
      deleted++
    } catch (error) {
      failed++
      payload.logger.error({ err: error, msg: `application ${id} could not be purged` })
    }
  }
  const unreferencedFiles = await sweepUnreferencedFiles(payload, privateFileStore(), now)
  logEvent(failed ? 'error' : 'info', 'applications-purged', { deleted, failed, unreferencedFiles })
  if (failed) throw new Error(`${failed} application(s) could not be purged`)
  return deleted
}

/** Deletes one application with its files and download log in one transaction (bytes after it). */
export async function deleteApplication(payload: Payload, id: number): Promise<boolean> {
  const result = await payload.delete({ collection: 'applications', where: { id: { equals: id } }, overrideAccess: true })
  if (result.errors.length) throw new Error(result.errors[0]?.message ?? `application ${id} could not be deleted`)
  return result.docs.length > 0
}
