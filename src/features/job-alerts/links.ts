import type { Payload } from 'payload'
import { ALERT_PATHS, alertLink } from '@/lib/paths'
import type { AlertMailLinks } from '@/features/job-alerts/lib/mail'
import { CONFIRM_TTL_MS, createAlertToken, deriveAlertKey, MAIL_LINK_TTL_MS, verifyAlertToken, type TokenPurpose } from '@/features/job-alerts/lib/token'
import { siteUrl } from '@/env'

let cached: { secret: string; key: Buffer } | undefined

/** The link-signing key, derived once from PAYLOAD_SECRET (the config's secret). */
export function alertKey(payload: Payload): Buffer {
  const secret = payload.config.secret
  if (cached?.secret !== secret) cached = { secret, key: deriveAlertKey(secret) }
  return cached.key
}

export const verifyToken = (payload: Payload, token: unknown, purpose: TokenPurpose, now = Date.now()) =>
  verifyAlertToken(alertKey(payload), token, purpose, now)

export const signToken = (payload: Payload, purpose: TokenPurpose, alertId: number, now = Date.now()) =>
  createAlertToken(alertKey(payload), purpose, alertId, now + (purpose === 'confirm' ? CONFIRM_TTL_MS : MAIL_LINK_TTL_MS))

/** Manage and unsubscribe links (and the confirm link while unconfirmed) for one alert's mail. */
export function mailLinks(payload: Payload, alertId: number, now = Date.now()): AlertMailLinks {
  const base = siteUrl()
  const unsubscribe = signToken(payload, 'unsubscribe', alertId, now)
  return {
    manage: alertLink(base, ALERT_PATHS.manage, signToken(payload, 'manage', alertId, now)),
    unsubscribe: alertLink(base, ALERT_PATHS.unsubscribe, unsubscribe),
    oneClick: alertLink(base, ALERT_PATHS.oneClick, unsubscribe),
  }
}
