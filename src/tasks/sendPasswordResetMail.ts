import type { TaskConfig } from 'payload'
import { sendPasswordResetMail } from '@/features/staff-auth/passwordReset'

/** Queue wiring of the reset mail (src/features/staff-auth/passwordReset.ts); retried like the contact mail. */
export const sendPasswordResetMailTask: TaskConfig<'sendPasswordResetMail'> = {
  slug: 'sendPasswordResetMail',
  label: 'Passwort-zurücksetzen-E-Mail senden',
  inputSchema: [{ name: 'email', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, req }) => ({ output: { status: await sendPasswordResetMail(req, input.email) } }),
}
