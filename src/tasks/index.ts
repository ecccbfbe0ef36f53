import type { TaskConfig } from 'payload'
import { importJobFeedTask } from './importJobFeed'

/**
 * The jobs-queue tasks. Their slugs form a PostgreSQL enum, so adding one needs a migration.
 * Handlers are filled in by the feed-import and contact-form capabilities.
 */
export const sendContactMailTask: TaskConfig = {
  slug: 'sendContactMail',
  label: 'Kontaktanfrage per E-Mail senden',
  inputSchema: [{ name: 'contactRequestId', type: 'number', required: true }],
  handler: async () => ({ output: {} }),
}

export const purgeContactRequestsTask: TaskConfig = {
  slug: 'purgeContactRequests',
  label: 'Alte Kontaktanfragen löschen',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  handler: async () => ({ output: { deleted: 0 } }),
}

export { importJobFeedTask }

export const tasks = [importJobFeedTask, sendContactMailTask, purgeContactRequestsTask]
