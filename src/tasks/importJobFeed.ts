import type { TaskConfig } from 'payload'
import { runFeedImport } from '@/features/feed/import'
import { env } from '@/env'

/** Cron of the scheduled import (default every 15 minutes); FEED_IMPORT_CRON overrides it. */
export const feedImportCron = () => env().FEED_IMPORT_CRON

/**
 * Scheduled (and manually queueable) feed import. Outcomes are recorded in ImportRuns, so a
 * failed or refused import completes the job instead of retrying it every minute.
 */
export const importJobFeedTask: TaskConfig = {
  slug: 'importJobFeed',
  label: 'Stellen-Feed importieren',
  inputSchema: [{ name: 'trigger', type: 'text' }],
  outputSchema: [
    { name: 'importRunId', type: 'number' },
    { name: 'status', type: 'text' },
  ],
  // With enableConcurrencyControl: never two importJobFeed jobs at once (the advisory lock in
  // runFeedImport also covers the sync button and separate worker processes).
  concurrency: () => 'importJobFeed',
  schedule: [{ cron: feedImportCron(), queue: 'default' }],
  retries: 0,
  handler: async ({ input, req }) => {
    const trigger = (input as { trigger?: string } | undefined)?.trigger === 'manual' ? 'manual' : 'schedule'
    const result = await runFeedImport(req.payload, { trigger })
    return { output: { importRunId: result.importRunId ?? null, status: result.status } }
  },
}
