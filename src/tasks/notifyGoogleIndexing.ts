import type { TaskConfig } from 'payload'
import { sendIndexingNotification } from '@/features/indexing'

/** One Google Indexing API notification; retried with back-off (1, 2, 4, 8, 16, 32 min). */
export const notifyGoogleIndexingTask: TaskConfig<'notifyGoogleIndexing'> = {
  slug: 'notifyGoogleIndexing',
  label: 'Google Indexing API benachrichtigen',
  inputSchema: [
    { name: 'url', type: 'text', required: true },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: [
        { label: 'Aktualisiert', value: 'URL_UPDATED' },
        { label: 'Entfernt', value: 'URL_DELETED' },
      ],
    },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 6, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => ({ output: { status: await sendIndexingNotification(req.payload, input.url, input.type) } }),
}
