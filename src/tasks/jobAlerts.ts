import type { TaskConfig } from 'payload'
import { env } from '@/env'
import { sendConfirmationMail, sendDueDigests } from '@/features/job-alerts/mails'
import { purgeUnconfirmedAlerts } from '@/features/job-alerts/purge'

/** When digests go out (default daily 06:00 server time); JOB_ALERT_DIGEST_CRON overrides it. */
export const jobAlertDigestCron = () => env().JOB_ALERT_DIGEST_CRON

export const sendJobAlertConfirmationTask: TaskConfig<'sendJobAlertConfirmation'> = {
  slug: 'sendJobAlertConfirmation',
  label: 'Job-Agent: Bestätigungs-E-Mail senden',
  inputSchema: [{ name: 'alertId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { status: await sendConfirmationMail(req.payload, input.alertId) } }),
}

export const sendJobAlertDigestsTask: TaskConfig<'sendJobAlertDigests'> = {
  slug: 'sendJobAlertDigests',
  label: 'Job-Agent: neue Stellen versenden',
  outputSchema: [
    { name: 'sent', type: 'number' },
    { name: 'failed', type: 'number' },
  ],
  concurrency: () => 'sendJobAlertDigests',
  schedule: [{ cron: jobAlertDigestCron(), queue: 'default' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ req }) => {
    const run = await sendDueDigests(req.payload)
    // Sent alerts are marked, so a retry only tries the failed ones again.
    if (run.failed > 0) throw new Error(`${run.failed} job alert digest(s) could not be sent`)
    return { output: { sent: run.sent, failed: run.failed } }
  },
}

export const purgeJobAlertsTask: TaskConfig<'purgeJobAlerts'> = {
  slug: 'purgeJobAlerts',
  label: 'Job-Agent: unbestätigte Anmeldungen löschen',
  outputSchema: [{ name: 'deleted', type: 'number' }],
  schedule: [{ cron: '20 * * * *', queue: 'default' }],
  handler: async ({ req }) => ({ output: { deleted: await purgeUnconfirmedAlerts(req.payload) } }),
}
