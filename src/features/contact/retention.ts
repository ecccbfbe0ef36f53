import type { Payload, PayloadRequest } from 'payload'
import { env } from '@/env'
import { retentionCutoff } from '@/features/contact/lib/retention'

/**
 * Deletes contact requests older than CONTACT_RETENTION_DAYS (default 183 days, the privacy
 * policy's six months). Throws when some could not be deleted, so the run shows as failed.
 */
export async function purgeContactRequests(payload: Payload, req?: PayloadRequest): Promise<number> {
  const days = env().CONTACT_RETENTION_DAYS
  const cutoff = retentionCutoff(new Date(), days)
  const result = await payload.delete({
    collection: 'contact-requests',
    where: { createdAt: { less_than: cutoff.toISOString() } },
    overrideAccess: true,
    req,
  })
  if (result.errors.length) throw new Error(`${result.errors.length} contact requests could not be deleted`)
  const deleted = result.docs.length
  payload.logger.info(`contact retention (${days} days): deleted ${deleted} contact request(s) created before ${cutoff.toISOString()}`)
  return deleted
}
