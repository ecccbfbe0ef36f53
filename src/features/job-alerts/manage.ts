import type { Payload } from 'payload'
import { alertCriteriaSchema, validateAlert, type AlertCriteria, type AlertFieldErrors } from '@/features/job-alerts/lib/schema'
import type { JobAlert } from '@/payload-types'
import { verifyToken } from './links'

export const INVALID_LINK = 'Dieser Link ist ungültig oder abgelaufen.'

async function findAlert(payload: Payload, id: number): Promise<JobAlert | null> {
  return payload.findByID({ collection: 'job-alerts', id, overrideAccess: true, disableErrors: true })
}

export type AlertView = { id: number; email: string; status: JobAlert['status']; criteria: AlertCriteria }

/** What a stored alert searches for, with the defaults of older alerts (no radius: exact). */
export const criteriaOf = (alert: JobAlert): AlertCriteria => ({
  search: alert.search ?? '',
  location: alert.location ?? '',
  department: alert.department ?? '',
  employmentType: alert.employmentType ?? '',
  radius: alert.radius ?? 0,
  frequency: alert.frequency,
})

const toView = (alert: JobAlert): AlertView => ({ id: alert.id, email: alert.email, status: alert.status, criteria: criteriaOf(alert) })

/** The alert a link points to, or null when the link is forged, expired or the alert is gone. */
export async function alertForToken(
  payload: Payload,
  token: unknown,
  purpose: 'confirm' | 'manage' | 'unsubscribe',
  now = Date.now(),
): Promise<AlertView | null> {
  const check = verifyToken(payload, token, purpose, now)
  if (!check.ok) return null
  const alert = await findAlert(payload, check.alertId)
  return alert ? toView(alert) : null
}

/**
 * Double opt-in: the confirm link records when and from which IP consent was given; digests
 * report jobs that arrive from then on. Confirming twice keeps the first proof.
 */
export async function confirmJobAlert(payload: Payload, token: unknown, { ip, now = Date.now() }: { ip: string; now?: number }): Promise<AlertView | null> {
  const check = verifyToken(payload, token, 'confirm', now)
  if (!check.ok) return null
  const alert = await findAlert(payload, check.alertId)
  if (!alert) return null
  if (alert.status === 'confirmed') return toView(alert)
  const at = new Date(now).toISOString()
  const updated = await payload.update({
    collection: 'job-alerts',
    id: alert.id,
    data: { status: 'confirmed', confirmedAt: at, confirmIp: ip, jobsSince: at },
    overrideAccess: true,
  })
  payload.logger.info(`job alert ${alert.id} confirmed`)
  return toView(updated)
}

export type UpdateResult =
  { ok: true; alert: AlertView } | { ok: false; error: 'invalid-link' } | { ok: false; error: 'validation'; fieldErrors: AlertFieldErrors }

/** Changes the search and frequency from the manage link (the address itself stays). */
export async function updateJobAlert(payload: Payload, token: unknown, raw: unknown, now = Date.now()): Promise<UpdateResult> {
  const check = verifyToken(payload, token, 'manage', now)
  if (!check.ok || !(await findAlert(payload, check.alertId))) return { ok: false, error: 'invalid-link' }
  const validated = validateAlert(alertCriteriaSchema, raw)
  if (!validated.success) return { ok: false, error: 'validation', fieldErrors: validated.fieldErrors }
  const updated = await payload.update({ collection: 'job-alerts', id: check.alertId, data: validated.data, overrideAccess: true })
  return { ok: true, alert: toView(updated) }
}

/**
 * Unsubscribe (mail link, one-click POST, or „löschen“ on the manage page): the entry and with
 * it the address are deleted. Unknown ids count as done, so a second click is no error.
 */
export async function deleteJobAlert(payload: Payload, token: unknown, purpose: 'manage' | 'unsubscribe', now = Date.now()): Promise<boolean> {
  const check = verifyToken(payload, token, purpose, now)
  if (!check.ok) return false
  await payload.delete({ collection: 'job-alerts', where: { id: { equals: check.alertId } }, overrideAccess: true })
  payload.logger.info(`job alert ${check.alertId} deleted on the subscriber's request`)
  return true
}
