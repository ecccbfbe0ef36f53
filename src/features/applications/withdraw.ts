import { createHmac, timingSafeEqual } from 'node:crypto'
import { siteUrl } from '@/env'
import { APPLICATION_WITHDRAW_PATH } from '@/lib/paths'

/**
 * The candidate's withdrawal link: the application id signed with an HMAC of the app secret, so
 * it works without a login and cannot be guessed for another application.
 */
const sign = (secret: string, id: number) => createHmac('sha256', secret).update(`application-withdraw:${id}`).digest('base64url')

export function withdrawToken(secret: string, id: number): string {
  return `${id}.${sign(secret, id)}`
}

/** The application id of a valid token, or null. */
export function verifyWithdrawToken(secret: string, token: string): number | null {
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return null
  const id = Number(match[1])
  const expected = Buffer.from(sign(secret, id))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null
}

export function withdrawUrl(secret: string, id: number): string {
  return `${siteUrl()}${APPLICATION_WITHDRAW_PATH}?t=${encodeURIComponent(withdrawToken(secret, id))}`
}
