import { describe, expect, it } from 'vitest'
import { checkSubmission, GUARD_MESSAGES, MAX_SUBMISSION_BYTES, MIN_FILL_MS } from '@/lib/formGuards'
import { buildContactMail } from '@/features/contact/lib/mail'
import { retentionCutoff } from '@/features/contact/lib/retention'
import { readEnv } from '@/env'

const now = 1_800_000_000_000
const human = { firstName: 'Anna', message: 'Hallo', website: '', startedAt: now - 20_000 }

describe('contact abuse guards', () => {
  it('lets a human submission through', () => {
    expect(checkSubmission(human, now)).toBeUndefined()
    expect(checkSubmission({ ...human, startedAt: now - MIN_FILL_MS }, now)).toBeUndefined()
  })

  it('refuses a filled honeypot with a visible German message', () => {
    expect(checkSubmission({ ...human, website: 'http://spam.example' }, now)).toEqual({ reason: 'honeypot', message: GUARD_MESSAGES.honeypot })
    expect(checkSubmission({ ...human, website: '   ' }, now)).toBeUndefined()
  })

  it('refuses submissions faster than the minimum fill time, or without a plausible start time', () => {
    for (const startedAt of [now - MIN_FILL_MS + 1, now, now + 5_000, undefined, 'bald', Number.NaN]) {
      expect(checkSubmission({ ...human, startedAt }, now), String(startedAt)).toEqual({ reason: 'tooFast', message: GUARD_MESSAGES.tooFast })
    }
  })

  it('refuses oversize bodies', () => {
    expect(checkSubmission({ ...human, message: 'ä'.repeat(MAX_SUBMISSION_BYTES / 2) }, now)?.reason).toBe('tooLarge')
    expect(checkSubmission({ ...human, message: 'ä'.repeat(2000) }, now)).toBeUndefined()
  })

  it('says in German when the rate limit lifts', () => {
    expect(GUARD_MESSAGES.rateLimited(30)).toBe('Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in einer Minute erneut.')
    expect(GUARD_MESSAGES.rateLimited(540)).toBe('Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in 9 Minuten erneut.')
  })
})

describe('contact mail', () => {
  it('addresses staff, replies to the visitor and lists every field and the time', () => {
    const mail = buildContactMail(
      {
        firstName: 'Anna',
        lastName: 'Muster',
        email: 'anna@example.com',
        company: 'Hotel am See',
        message: 'Zeile 1\nZeile 2',
        privacyAccepted: true,
        createdAt: '2026-03-01T09:30:00.000Z',
      },
      'team@example.com',
    )
    expect(mail.to).toBe('team@example.com')
    expect(mail.replyTo).toBe('anna@example.com')
    expect(mail.subject).toBe('Neue Kontaktanfrage von Anna Muster')
    for (const line of [
      'Vorname: Anna',
      'Nachname: Muster',
      'E-Mail: anna@example.com',
      'Unternehmen: Hotel am See',
      'Datenschutzerklärung akzeptiert: ja',
      'Eingegangen am: 01.03.2026, 10:30 Uhr',
      'Zeile 1\nZeile 2',
    ]) {
      expect(mail.text).toContain(line)
    }
  })

  it('keeps the subject on one line and marks a missing company', () => {
    const mail = buildContactMail(
      { firstName: 'Eve\r\nBcc: x@example.com', lastName: 'X', email: 'e@example.com', message: 'Nachricht!!', createdAt: '2026-07-01T12:00:00Z' },
      't@example.com',
    )
    expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mail.text).toContain('Unternehmen: –')
  })
})

describe('contact retention', () => {
  it('keeps requests 183 days by default', () => {
    expect(readEnv({}).CONTACT_RETENTION_DAYS).toBe(183)
  })

  it('computes the cutoff days before now', () => {
    expect(retentionCutoff(new Date('2026-07-01T00:00:00Z'), 30).toISOString()).toBe('2026-06-01T00:00:00.000Z')
  })
})
