import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { env } from '@/env'

/**
 * Whether this login session has passed the second factor. After a correct TOTP or recovery code
 * the server sets an httpOnly cookie that signs the user id and Payload's session id (`sid` in the
 * login token) with the app secret: it dies with the session (logout, expiry) and cannot be moved
 * to another login. The check needs no database query, so access rules can run it on every request.
 */
export const SECOND_FACTOR_COOKIE = 'payload-2fa'

export type StaffUser = { id: number | string; role?: string | null; totpEnabled?: boolean | null; _sid?: string }

/**
 * passed: may use the admin and the API; verify: must enter a code; enrol: an account (of any
 * role) without a second factor, which must set one up first; anonymous: not logged in.
 */
export type SecondFactorState = 'passed' | 'verify' | 'enrol' | 'anonymous'

function sign(secret: string, user: StaffUser): string | null {
  if (!user._sid) return null
  return createHmac('sha256', secret).update(`2fa:${user.id}:${user._sid}`).digest('base64url')
}

export function secondFactorCookieValue(secret: string, user: StaffUser): string | null {
  return sign(secret, user)
}

function readCookie(headers: Headers | undefined, name: string): string | null {
  const header = headers?.get('cookie')
  if (!header) return null
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=')
    if (key === name) return value.join('=')
  }
  return null
}

export function hasPassedSecondFactor(req: Pick<PayloadRequest, 'headers' | 'payload'>, user: StaffUser): boolean {
  const expected = sign(req.payload.secret, user)
  const given = readCookie(req.headers, SECOND_FACTOR_COOKIE)
  if (!expected || !given || given.length !== expected.length) return false
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected))
}

export function secondFactorState(req: Pick<PayloadRequest, 'headers' | 'payload' | 'user'>): SecondFactorState {
  const user = req.user as StaffUser | null | undefined
  if (!user) return 'anonymous'
  if (user.totpEnabled) return hasPassedSecondFactor(req, user) ? 'passed' : 'verify'
  return 'enrol'
}

/** Set-Cookie header for a session that has just passed the second factor (lives as long as the login token). */
export function secondFactorSetCookie(value: string, maxAgeSeconds: number): string {
  const secure = env().NODE_ENV === 'production' ? '; Secure' : ''
  return `${SECOND_FACTOR_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`
}
