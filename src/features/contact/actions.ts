'use server'
import { headers } from 'next/headers'
import { after } from 'next/server'
import type { ContactSubmitResult } from '@/features/contact/lib/result'
import { clientIp } from '@/features/shared/clientIp'
import { handleContactSubmission } from '@/features/contact/submission'
import { getPayloadClient } from '@/features/shared/payload'

/** Server action behind the contact form. */
export async function submitContactRequest(input: unknown): Promise<ContactSubmitResult> {
  const payload = await getPayloadClient()
  const { result, jobId } = await handleContactSubmission(payload, input, { ip: clientIp(await headers()) })
  if (jobId !== undefined) {
    // Send right after the response instead of waiting for the next queue run; retries stay with the queue.
    after(() =>
      payload.jobs.runByID({ id: jobId }).catch((err) => payload.logger.error({ err, msg: 'contact mail: immediate send failed (the queue retries it)' })),
    )
  }
  return result
}
