import type { TaskConfig } from 'payload'
import { forwardApplication } from '@/features/applications/forward'
import { sendApplicationMail, type ApplicationMailKind } from '@/features/applications/mail'
import { purgeApplications } from '@/features/applications/purge'

/** Retries after a failed send: 30 s, 1, 2, 4, 8, 16 min. */
export const APPLICATION_MAIL_RETRIES = 6
/** Retries of the ATS forwarding: 1, 2, 4, 8 … min, about 17 hours in all. */
export const APPLICATION_FORWARD_RETRIES = 10

/** Queue wiring of src/features/applications/mail.ts. */
export const sendApplicationMailTask: TaskConfig<'sendApplicationMail'> = {
  slug: 'sendApplicationMail',
  label: 'Bewerbung: E-Mail senden',
  inputSchema: [
    { name: 'applicationId', type: 'number', required: true },
    { name: 'kind', type: 'select', options: ['confirmation', 'notification'], required: true },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: APPLICATION_MAIL_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const finalTry = (job.totalTried ?? 0) >= APPLICATION_MAIL_RETRIES
    return { output: { status: await sendApplicationMail(req.payload, input.applicationId, input.kind as ApplicationMailKind, finalTry) } }
  },
}

/** Queue wiring of src/features/applications/forward.ts. */
export const forwardApplicationTask: TaskConfig<'forwardApplication'> = {
  slug: 'forwardApplication',
  label: 'Bewerbung an das Bewerbermanagement übermitteln',
  inputSchema: [{ name: 'applicationId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: APPLICATION_FORWARD_RETRIES, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, job, req }) => {
    const finalTry = (job.totalTried ?? 0) >= APPLICATION_FORWARD_RETRIES
    return { output: { status: await forwardApplication(req.payload, input.applicationId, finalTry) } }
  },
}

/** Daily at 03:30 from the default queue's schedule: src/features/applications/purge.ts. */
export const purgeApplicationsTask: TaskConfig<'purgeApplications'> = {
  slug: 'purgeApplications',
  label: 'Abgelaufene Bewerbungen löschen',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '30 3 * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeApplications(req.payload) } }),
}
