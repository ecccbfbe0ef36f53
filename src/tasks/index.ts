import type { TaskConfig } from 'payload'
import { purgeContactRequestsTask } from './purgeContactRequests'
import { sendContactMailTask } from './sendContactMail'

/**
 * The jobs-queue tasks. Their slugs form a PostgreSQL enum, so adding one needs a migration.
 * Handlers are filled in by the feed-import and contact-form capabilities.
 */
export const importJobFeedTask: TaskConfig = {
  slug: 'importJobFeed',
  label: 'Stellen-Feed importieren',
  inputSchema: [{ name: 'trigger', type: 'text' }],
  outputSchema: [
    { name: 'importRunId', type: 'number' },
    { name: 'status', type: 'text' },
  ],
  concurrency: () => 'importJobFeed',
  handler: async () => ({ output: { status: 'skipped' } }),
}

export const tasks = [importJobFeedTask, sendContactMailTask, purgeContactRequestsTask]
