import type { Payload } from 'payload'
import { CONFIRM_TTL_MS } from '@/features/job-alerts/lib/token'

/** Unconfirmed sign-ups are deleted after 48 hours (the confirm link has expired by then). */
export async function purgeUnconfirmedAlerts(payload: Payload, now = Date.now()): Promise<number> {
  const result = await payload.delete({
    collection: 'job-alerts',
    where: { status: { equals: 'pending' }, createdAt: { less_than: new Date(now - CONFIRM_TTL_MS).toISOString() } },
    overrideAccess: true,
  })
  if (result.errors.length) throw new Error(`${result.errors.length} unconfirmed job alerts could not be deleted`)
  if (result.docs.length) payload.logger.info(`job alerts: ${result.docs.length} unconfirmed sign-up(s) older than 48 h deleted`)
  return result.docs.length
}
