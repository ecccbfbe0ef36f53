import { randomBytes } from 'node:crypto'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { siteUrl } from '@/env'
import { formatRecoveryCode, hashRecoveryCode, normalizeTotpCode, RECOVERY_CODE_COUNT } from '@/features/staff-auth/lib/recoveryCodes'

/** TOTP as authenticator apps expect it (RFC 6238: SHA-1, 6 digits, 30 s); one step of clock drift allowed. */
export const newTotpSecret = () => generateSecret()

/** The time step the code belongs to (for the one-use check), or null for a wrong code. */
export async function checkTotpCode(secret: string, input: string): Promise<number | null> {
  const token = normalizeTotpCode(input)
  if (!token) return null
  const result = await verify({ secret, token, epochTolerance: 30 })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}

/** The name the authenticator app shows: the site's host. */
const issuer = () => new URL(siteUrl()).host

/** The enrolment QR code as SVG markup, drawn here (no third-party QR service sees the secret). */
export async function enrolmentQr(secret: string, email: string): Promise<{ svg: string; uri: string }> {
  const uri = generateURI({ issuer: issuer(), label: email, secret })
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { svg, uri }
}

/** Fresh recovery codes: the plain codes for the user to keep, and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => formatRecoveryCode(randomBytes(16)))
  return { codes, hashes: codes.map((code) => hashRecoveryCode(code) as string) }
}
