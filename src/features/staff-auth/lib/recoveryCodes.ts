import { createHash } from 'node:crypto'

/**
 * Recovery codes for the second factor: 16 characters of Crockford's base32 (80 bits), shown once as
 * xxxx-xxxx-xxxx-xxxx, stored only as SHA-256 hashes (80 random bits need no slow hash), each usable once (the
 * database removes a used one atomically: features/staff-auth/replay).
 */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz' // Crockford: no i, l, o, u
export const RECOVERY_CODE_COUNT = 10
const CODE_LENGTH = 16

/** One code from 16 random bytes (each byte picks a letter; 256 is a multiple of 32, so no bias). */
export function formatRecoveryCode(random: Uint8Array): string {
  if (random.length < CODE_LENGTH) throw new Error(`need ${CODE_LENGTH} random bytes`)
  const letters = Array.from(random.subarray(0, CODE_LENGTH), (byte) => ALPHABET[byte % ALPHABET.length])
  return [0, 4, 8, 12].map((start) => letters.slice(start, start + 4).join('')).join('-')
}

/**
 * What the user typed, reduced to the code's letters (spaces, dashes and case ignored, o read as 0
 * and i/l as 1, as Crockford intends); null when it cannot be a code.
 */
export function normalizeRecoveryCode(input: string): string | null {
  const letters = input.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1')
  if (letters.length !== CODE_LENGTH) return null
  for (const letter of letters) if (!ALPHABET.includes(letter)) return null
  return letters
}

export function hashRecoveryCode(code: string): string | null {
  const normalized = normalizeRecoveryCode(code)
  return normalized ? createHash('sha256').update(normalized).digest('hex') : null
}

/** A TOTP code as typed: six digits, spaces allowed; null otherwise. */
export function normalizeTotpCode(input: string): string | null {
  const digits = input.replace(/\s/g, '')
  return /^\d{6}$/.test(digits) ? digits : null
}
