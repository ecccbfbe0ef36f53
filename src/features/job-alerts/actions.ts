'use server'
import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { after } from 'next/server'
import { signToken } from '@/features/job-alerts/links'
import { confirmJobAlert, deleteJobAlert, updateJobAlert } from '@/features/job-alerts/manage'
import { handleJobAlertSubscription, type SubscribeResult } from '@/features/job-alerts/subscribe'
import { ALERT_PATHS } from '@/lib/paths'
import { clientIp } from '@/features/shared/clientIp'
import { getPayloadClient } from '@/features/shared/payload'

/** „Job-Agent aktivieren“ on the board. */
export async function subscribeJobAlert(input: unknown): Promise<SubscribeResult> {
  const payload = await getPayloadClient()
  const { result, jobId } = await handleJobAlertSubscription(payload, input, { ip: clientIp(await headers()) })
  if (jobId !== undefined) {
    // Send right after the answer; retries stay with the queue.
    after(() => payload.jobs.runByID({ id: jobId }).catch((err) => payload.logger.error({ err, msg: 'job alert confirmation: immediate send failed' })))
  }
  return result
}

const tokenOf = (form: FormData) => String(form.get('token') ?? '')
const withToken = (path: string, token: string, extra = '') => `${path}?token=${encodeURIComponent(token)}${extra}`

/** The button on the confirm page (a POST, so link scanners that open mails cannot confirm). */
export async function confirmJobAlertAction(form: FormData): Promise<void> {
  const payload = await getPayloadClient()
  const alert = await confirmJobAlert(payload, tokenOf(form), { ip: clientIp(await headers()) })
  if (!alert) redirect(withToken(ALERT_PATHS.confirm, tokenOf(form)))
  redirect(withToken(ALERT_PATHS.manage, signToken(payload, 'manage', alert.id), '&bestaetigt=1'))
}

/** Saves changed criteria from the manage page. */
export async function updateJobAlertAction(form: FormData): Promise<void> {
  const payload = await getPayloadClient()
  const token = tokenOf(form)
  const result = await updateJobAlert(payload, token, {
    search: String(form.get('search') ?? ''),
    location: String(form.get('location') ?? ''),
    department: String(form.get('department') ?? ''),
    employmentType: String(form.get('employmentType') ?? ''),
    radius: Number(form.get('radius') || 0),
    frequency: String(form.get('frequency') ?? ''),
  })
  if (!result.ok && result.error === 'validation') {
    redirect(withToken(ALERT_PATHS.manage, token, `&fehler=${encodeURIComponent(Object.values(result.fieldErrors)[0] ?? '')}`))
  }
  redirect(withToken(ALERT_PATHS.manage, token, result.ok ? '&gespeichert=1' : ''))
}

/** „Job-Agent löschen“ (manage page) and „Abmelden“ (unsubscribe page): the address is deleted. */
export async function deleteJobAlertAction(form: FormData): Promise<void> {
  const payload = await getPayloadClient()
  const purpose = form.get('purpose') === 'manage' ? 'manage' : 'unsubscribe'
  const done = await deleteJobAlert(payload, tokenOf(form), purpose)
  redirect(done ? `${ALERT_PATHS.unsubscribe}?erledigt=1` : withToken(ALERT_PATHS.unsubscribe, tokenOf(form)))
}
