import type { Payload } from 'payload'
import { ALERT_PATHS, alertLink, BOARD_PATH, jobPath, withQuery } from '@/lib/paths'
import { buildConfirmationMail, buildDigestMail, type AlertMail } from '@/features/job-alerts/lib/mail'
import { newMatchingJobs } from '@/features/job-alerts/lib/match'
import { isDigestDue, type AlertFrequency } from '@/features/job-alerts/lib/schedule'
import { criteriaToFilters } from '@/features/job-alerts/lib/schema'
import { filtersToParams } from '@/lib/jobs/filter'
import type { JobAlert } from '@/payload-types'
import { env, siteUrl } from '@/env'
import { logUndeliveredMail } from '@/features/ops/mailLog'
import { mailLinks, signToken } from './links'
import { criteriaOf } from './manage'

async function siteName(payload: Payload): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
  return settings.companyName || 'Website'
}

async function send(payload: Payload, kind: 'job-alert-confirmation' | 'job-alert-digest', alertId: number, to: string, mail: AlertMail) {
  await payload.sendEmail({ to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers })
  if (!env().SMTP_HOST) {
    logUndeliveredMail(payload, kind, () => `job alert mail (SMTP_HOST unset, not delivered)\nTo: ${to}\nSubject: ${mail.subject}\n\n${mail.text}`, { alertId })
  }
}

/** The double-opt-in mail for one unconfirmed alert (queued task; retried on failure). */
export async function sendConfirmationMail(payload: Payload, alertId: number, now = Date.now()): Promise<'sent' | 'missing' | 'confirmed'> {
  const alert = await payload.findByID({ collection: 'job-alerts', id: alertId, overrideAccess: true, disableErrors: true })
  if (!alert) return 'missing' // unsubscribed or purged meanwhile
  if (alert.status === 'confirmed') return 'confirmed'
  const links = mailLinks(payload, alert.id, now)
  const confirm = alertLink(siteUrl(), ALERT_PATHS.confirm, signToken(payload, 'confirm', alert.id, now))
  await send(payload, 'job-alert-confirmation', alert.id, alert.email, buildConfirmationMail(await siteName(payload), criteriaOf(alert), { ...links, confirm }))
  return 'sent'
}

export type DigestRun = { due: number; sent: number; withoutNews: number; failed: number }

/**
 * One digest run: every confirmed alert without a mail in its current period (day or ISO week)
 * gets the jobs that reached the board since its last mail and match its search. No news, no mail.
 * A failed send leaves the alert unchanged, so the next run (or the queue's retry) tries again.
 */
export async function sendDueDigests(payload: Payload, now = new Date()): Promise<DigestRun> {
  const { docs: confirmed } = await payload.find({
    collection: 'job-alerts',
    where: { status: { equals: 'confirmed' } },
    pagination: false,
    overrideAccess: true,
  })
  const due = confirmed.filter((alert) => isDigestDue(alert.frequency as AlertFrequency, alert.lastSentAt, now))
  const run: DigestRun = { due: due.length, sent: 0, withoutNews: 0, failed: 0 }
  if (due.length === 0) return run

  const sinceOf = (alert: JobAlert) => new Date(alert.jobsSince ?? alert.confirmedAt ?? alert.createdAt)
  const oldest = new Date(Math.min(...due.map((alert) => sinceOf(alert).getTime())))
  const { docs: jobs } = await payload.find({
    collection: 'jobs',
    where: { createdAt: { greater_than: oldest.toISOString() }, _status: { equals: 'published' } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const name = await siteName(payload)
  const base = siteUrl()

  for (const alert of due) {
    const criteria = criteriaOf(alert)
    const matches = newMatchingJobs(jobs, criteria, sinceOf(alert), now)
    if (matches.length === 0) {
      run.withoutNews++
      continue
    }
    const query = filtersToParams(criteriaToFilters(criteria)).toString()
    const mail = buildDigestMail(
      name,
      criteria,
      matches.map((job) => ({ ...job, url: `${base}${jobPath(job.slug)}` })),
      { ...mailLinks(payload, alert.id, now.getTime()), board: `${base}${withQuery(BOARD_PATH, query)}` },
    )
    try {
      await send(payload, 'job-alert-digest', alert.id, alert.email, mail)
      await payload.update({
        collection: 'job-alerts',
        id: alert.id,
        data: { lastSentAt: now.toISOString(), jobsSince: now.toISOString() },
        overrideAccess: true,
      })
      run.sent++
    } catch (error) {
      run.failed++
      payload.logger.error({ err: error, msg: `job alert digest for alert ${alert.id} failed` })
    }
  }
  payload.logger.info(`job alert digests: ${run.sent} sent, ${run.withoutNews} without news, ${run.failed} failed`)
  return run
}
