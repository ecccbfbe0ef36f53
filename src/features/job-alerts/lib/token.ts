import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

/**
 * Signed, expiring links for the job alert (confirm, manage, unsubscribe). A token names its
 * purpose, the alert id and an expiry, signed with HMAC-SHA256 under a key derived from
 * PAYLOAD_SECRET (HKDF with its own label, so a token can never serve as another secret's MAC).
 */
export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe'

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000
/** Links in a mail stay valid long enough for an old digest to still unsubscribe. */
export const MAIL_LINK_TTL_MS = 180 * 24 * 60 * 60 * 1000

const PURPOSES: readonly TokenPurpose[] = ['confirm', 'manage', 'unsubscribe']

export function deriveAlertKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'job-alerts', 'job-alert-link-v1', 32))
}

const sign = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest('base64url')

export function createAlertToken(key: Buffer, purpose: TokenPurpose, alertId: number, expiresAt: number): string {
  const body = `${purpose}.${alertId}.${Math.floor(expiresAt / 1000).toString(36)}`
  return `${body}.${sign(key, body)}`
}

export type TokenCheck = { ok: true; alertId: number } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'purpose' }

/** Checks signature first (constant time), then purpose and expiry. */
export function verifyAlertToken(key: Buffer, token: unknown, purpose: TokenPurpose, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'malformed' }
  const parts = token.split('.')
  if (parts.length !== 4) return { ok: false, reason: 'malformed' }
  const [kind, id, expiry, signature] = parts as [string, string, string, string]
  const expected = Buffer.from(sign(key, `${kind}.${id}.${expiry}`))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' }
  if (!PURPOSES.includes(kind as TokenPurpose) || kind !== purpose) return { ok: false, reason: 'purpose' }
  const alertId = Number(id)
  const expiresAt = parseInt(expiry, 36) * 1000
  if (!Number.isSafeInteger(alertId) || alertId <= 0 || !Number.isFinite(expiresAt)) return { ok: false, reason: 'malformed' }
  if (expiresAt <= now) return { ok: false, reason: 'expired' }
  return { ok: true, alertId }
}
