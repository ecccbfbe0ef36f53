import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { addDataAndFileToRequest, headersWithCors } from 'payload'
import { siteUrl } from '@/env'
import { logEvent } from '@/features/ops/log'
import { rateLimiter } from '@/features/shared/rateLimit'
import { publicError, tooMany } from './hooks'

const HOUR = 60 * 60 * 1000

/**
 * What one client may ask for: 3 reset mails per account and 10 in all an hour. Beyond, that
 * client gets 429; nobody else does, so a stranger cannot block a staff member's reset.
 */
export const resetRequestLimits = {
  perClientAndAccount: () => rateLimiter('forgot-password:client-account', { limit: 3, windowMs: HOUR }),
  perClient: () => rateLimiter('forgot-password:client', { limit: 10, windowMs: HOUR }),
}

/**
 * Reset mails one address receives an hour from all clients together. Beyond, the next mail waits
 * for the window's end and further requests join it (it carries a fresh link when it goes), so a
 * flood from many clients neither buries the inbox nor keeps the owner from getting a link.
 */
export const RESET_MAILS_PER_HOUR = 5
const resetMails = () => rateLimiter('forgot-password:mails', { limit: RESET_MAILS_PER_HOUR, windowMs: HOUR })

/**
 * Queues the reset mail for an address, known or not: the answer and its time are the same either
 * way (the task finds out whether the address belongs to an account, after the visitor has left).
 */
export async function queuePasswordResetMail(payload: Payload, email: string, now = Date.now()): Promise<'queued' | 'delayed' | 'joined'> {
  const { allowed, count, retryAfterSeconds } = await resetMails().hit(email, now)
  if (!allowed && count > RESET_MAILS_PER_HOUR + 1) return 'joined'
  await payload.jobs.queue({ task: 'sendPasswordResetMail', input: { email }, waitUntil: allowed ? undefined : new Date(now + retryAfterSeconds * 1000) })
  if (!allowed) logEvent('warn', 'password-reset-mail', { status: 'delayed', cap: RESET_MAILS_PER_HOUR, delaySeconds: retryAfterSeconds })
  return allowed ? 'queued' : 'delayed'
}

/**
 * Sends the reset link to an address that belongs to an account (nothing for others). The token is
 * made now, so a mail that waited still carries a link valid for Payload's full hour.
 */
export async function sendPasswordResetMail(req: PayloadRequest, email: string): Promise<'unknown' | 'sent'> {
  const { payload, t } = req
  const token = await payload.forgotPassword({ collection: 'users', data: { email }, disableEmail: true, req })
  if (!token) return 'unknown'
  const { routes, admin } = payload.config
  const link = `${siteUrl()}${routes.admin}${admin.routes.reset}/${token}`
  // Payload's own German wording of this mail
  await payload.sendEmail({
    from: `"${payload.email.defaultFromName}" <${payload.email.defaultFromAddress}>`,
    to: email,
    subject: t('authentication:resetYourPassword'),
    html: `${t('authentication:youAreReceivingResetPassword')}\n<a href="${link}">${link}</a>\n${t('authentication:youDidNotRequestPassword')}`,
  })
  logEvent('info', 'password-reset-mail', { status: 'sent' })
  return 'sent'
}

/**
 * POST /api/users/forgot-password in place of Payload's, which looked the address up and sent the
 * mail while the visitor waited (a known address answered measurably later). Same request and
 * answer as Payload's; the admin's „Passwort vergessen“ form uses it unchanged.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    // JSON, or the admin form's multipart body with its `_payload` field, as Payload reads it
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email.trim().toLowerCase() : ''
    if (!email)
      throw publicError('Bitte geben Sie Ihre E-Mail-Adresse an.', 400, { errors: [{ path: 'email', message: 'Bitte geben Sie Ihre E-Mail-Adresse an.' }] })
    // server-only, so loaded on request: the Payload CLI reads this module through the config
    const client = (await import('@/features/shared/clientIp')).clientIp(req.headers)
    for (const [limiter, key] of [
      [resetRequestLimits.perClient, client],
      [resetRequestLimits.perClientAndAccount, `${client}|${email}`],
    ] as const) {
      const { allowed, retryAfterSeconds } = await limiter().hit(key)
      if (!allowed) tooMany(retryAfterSeconds)
    }
    await queuePasswordResetMail(req.payload, email)
    return Response.json({ message: req.t('general:success') }, { headers: headersWithCors({ headers: new Headers(), req }), status: 200 })
  },
}
