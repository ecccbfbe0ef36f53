import { describe, expect, it } from 'vitest'
import { passwordProblem, PASSWORD_TOO_SHORT } from '@/features/staff-auth/lib/password'
import { formatRecoveryCode, hashRecoveryCode, normalizeRecoveryCode, normalizeTotpCode } from '@/features/staff-auth/lib/recoveryCodes'

describe('staff password rule', () => {
  it('refuses fewer than 12 characters with a German message', () => {
    expect(passwordProblem('abc')).toBe(PASSWORD_TOO_SHORT)
    expect(passwordProblem('elf-Zeichen')).toBe('Das Passwort muss mindestens 12 Zeichen lang sein.')
    expect(passwordProblem('zwölf-Zeichn')).toBeNull()
  })

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀😀😀😀')).toBe(PASSWORD_TOO_SHORT) // 12 units, 6 characters
    expect(passwordProblem('😀'.repeat(12))).toBeNull()
  })

  it('asks for a password when there is none', () => {
    expect(passwordProblem(undefined)).toMatch(/Passwort/)
  })
})

describe('recovery codes', () => {
  const bytes = Uint8Array.from({ length: 16 }, (_, i) => i * 17)

  it('formats 16 random bytes as four groups of four', () => {
    expect(formatRecoveryCode(bytes)).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/)
    expect(() => formatRecoveryCode(new Uint8Array(8))).toThrow()
  })

  it('uses no letters that are easy to confuse', () => {
    const all = Array.from({ length: 64 }, (_, n) => formatRecoveryCode(Uint8Array.from({ length: 16 }, (_, i) => n * 4 + i))).join('')
    expect(all).not.toMatch(/[ilou]/)
  })

  it('accepts what people type: case, spaces, missing dashes, o for 0 and l for 1', () => {
    const code = formatRecoveryCode(bytes)
    expect(normalizeRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(code.replace(/-/g, ''))
    expect(normalizeRecoveryCode('0000-1111-0000-1111')).toBe(normalizeRecoveryCode('oooo-llll-OOOO-IIII'))
    expect(normalizeRecoveryCode('zu-kurz')).toBeNull()
    expect(normalizeRecoveryCode('!!!!-!!!!-!!!!-!!!!')).toBeNull()
  })

  // each one works once: tests/int/staff-second-factor.int.test.ts (the database removes it)
  it('is stored hashed, whatever case it is typed in', () => {
    const codes = [formatRecoveryCode(bytes), formatRecoveryCode(bytes.map((b) => b ^ 0xff))]
    const hashes = codes.map((code) => hashRecoveryCode(code) as string)
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(hashes.join()).not.toContain(codes[0].replace(/-/g, ''))
    expect(hashRecoveryCode(codes[0].toUpperCase())).toBe(hashes[0])
    expect(hashes).not.toContain(hashRecoveryCode('aaaa-bbbb-cccc-dddd'))
  })
})

describe('TOTP code input', () => {
  it('takes six digits, spaces allowed', () => {
    expect(normalizeTotpCode('123 456')).toBe('123456')
    expect(normalizeTotpCode('12345')).toBeNull()
    expect(normalizeTotpCode('12345a')).toBeNull()
  })
})

describe('attempt throttle (login, second factor)', async () => {
  const { createAttemptThrottle } = await import('@/features/staff-auth/throttle')

  it('counts every attempt before it is checked, gives successes back, and blocks only the client that failed', async () => {
    const throttle = createAttemptThrottle('unit-test', { limit: 3, windowMs: 60_000 })
    const key = '203.0.113.9|admin@example.com'
    for (let i = 0; i < 3; i++) expect(await throttle.attempt(key, i)).toBe(0)
    expect(await throttle.attempt(key, 10)).toBeGreaterThanOrEqual(59) // the fourth waits
    expect(await throttle.attempt('198.51.100.7|admin@example.com', 10)).toBe(0) // the real admin elsewhere
    expect(await throttle.attempt(key, 61_100)).toBe(0) // a new window

    const often = createAttemptThrottle('unit-test-success', { limit: 2, windowMs: 60_000 })
    for (let i = 0; i < 5; i++) {
      expect(await often.attempt(key, i)).toBe(0)
      await often.succeeded(key, i)
    }
  })
})
