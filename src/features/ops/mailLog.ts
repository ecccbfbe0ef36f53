import type { Payload } from 'payload'
import { env } from '@/env'
import { logEvent } from './log'

/**
 * A mail that could not go out because no SMTP server is set. Only a developer's own console
 * (development, without MAIL_LOG_ONLY) shows the mail itself, so its links can be clicked; every
 * other log records only that a mail of this kind was due: no recipient, no link, no content.
 */
export function logUndeliveredMail(payload: Payload, kind: string, show: () => string, fields: Record<string, string | number> = {}): void {
  if (env().NODE_ENV !== 'production' && !env().MAIL_LOG_ONLY) {
    payload.logger.info(show())
    return
  }
  logEvent('warn', 'mail-not-delivered', { kind, reason: 'SMTP_HOST unset', ...fields })
}
