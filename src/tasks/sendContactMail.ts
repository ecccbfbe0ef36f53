import type { TaskConfig } from 'payload'
import { sendContactMail } from '@/features/contact/mail'

/** Retries after a failed send: 30 s, 1, 2, 4, 8 min (six tries within about a quarter hour). */
export const CONTACT_MAIL_RETRIES = 5

/** Queue wiring of src/features/contact/mail.ts. */
export const sendContactMailTask: TaskConfig<'sendContactMail'> = {
  slug: 'sendContactMail',
  label: 'Kontaktanfrage per E-Mail senden',
  inputSchema: [{ name: 'contactRequestId', type: 'number', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: CONTACT_MAIL_RETRIES, backoff: { type: 'exponential', delay: 30_000 } },
  handler: async ({ input, job, req }) => {
    const status = await sendContactMail(req.payload, input.contactRequestId, (job.totalTried ?? 0) >= CONTACT_MAIL_RETRIES)
    return { output: { status } }
  },
}
