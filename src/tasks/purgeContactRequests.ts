import type { TaskConfig } from 'payload'
import { purgeContactRequests } from '@/features/contact/retention'

/** Daily at 03:00 from the default queue's schedule: src/features/contact/retention.ts. */
export const purgeContactRequestsTask: TaskConfig<'purgeContactRequests'> = {
  slug: 'purgeContactRequests',
  label: 'Alte Kontaktanfragen löschen',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '0 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeContactRequests(req.payload, req) } }),
}
