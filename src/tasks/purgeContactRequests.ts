import type { TaskConfig } from 'payload'
import { retentionCutoff, retentionDays } from '@/lib/contact/retention'

/**
 * Deletes contact requests older than CONTACT_RETENTION_DAYS (default 183 days, the privacy
 * policy's six months). Runs daily at 03:00 from the default queue's schedule.
 */
export const purgeContactRequestsTask: TaskConfig<'purgeContactRequests'> = {
  slug: 'purgeContactRequests',
  label: 'Alte Kontaktanfragen löschen',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => {
    const days = retentionDays(process.env.CONTACT_RETENTION_DAYS)
    const cutoff = retentionCutoff(new Date(), days)
    const result = await req.payload.delete({
      collection: 'contact-requests',
      where: { createdAt: { less_than: cutoff.toISOString() } },
      overrideAccess: true,
      req,
    })
    if (result.errors.length) throw new Error(`${result.errors.length} Kontaktanfragen konnten nicht gelöscht werden`)
    const deleted = result.docs.length
    req.payload.logger.info(`Aufbewahrungsfrist (${days} Tage): ${deleted} Kontaktanfrage(n) vor ${cutoff.toISOString()} gelöscht`)
    return { output: { deleted } }
  },
}
