import { describe, expect, it } from 'vitest'
import { attachmentHeader } from '@/features/applications/download'
import { feedKind, personioPositionId } from '@/features/applications/forward'
import { assertSafeKey } from '@/features/applications/fileStore'
import { notificationRecipient } from '@/features/applications/mail'
import { confirmationMail, notificationMail } from '@/features/applications/mailText'
import { addMonths, deleteAfterFor } from '@/features/applications/retention'
import { verifyWithdrawToken, withdrawToken } from '@/features/applications/withdraw'

const application = {
  id: 7,
  firstName: 'Jana',
  lastName: 'Küster\r\nBcc: x@example.com',
  email: 'jana@example.org',
  jobTitle: 'Küchenchef (m/w/d)',
  job: 3,
  createdAt: '2026-03-01T09:30:00.000Z',
}

describe('applications: retention', () => {
  it('keeps six months after the status change, 24 with talent-pool consent, clamping to the month’s last day', () => {
    expect(deleteAfterFor(new Date('2026-01-15T10:00:00Z'), false).toISOString()).toBe('2026-07-15T10:00:00.000Z')
    expect(deleteAfterFor(new Date('2026-01-15T10:00:00Z'), true).toISOString()).toBe('2028-01-15T10:00:00.000Z')
    expect(addMonths(new Date('2026-08-31T00:00:00Z'), 6).toISOString()).toBe('2027-02-28T00:00:00.000Z')
  })
})

describe('applications: withdrawal token', () => {
  it('accepts its own signature only, for the id it was made for', () => {
    const token = withdrawToken('secret-a', 42)
    expect(verifyWithdrawToken('secret-a', token)).toBe(42)
    expect(verifyWithdrawToken('secret-b', token)).toBeNull()
    expect(verifyWithdrawToken('secret-a', token.replace(/^42/, '43'))).toBeNull()
    expect(verifyWithdrawToken('secret-a', '42')).toBeNull()
    expect(verifyWithdrawToken('secret-a', `${token}x`)).toBeNull()
  })
})

describe('applications: ATS routing', () => {
  it('knows a Personio feed and a Coveto feed by their host', () => {
    expect(feedKind([{ url: 'https://acme.jobs.personio.de/xml?language=de' }])).toBe('personio')
    expect(feedKind([{ url: 'https://acme.coveto.de/public/xml/' }])).toBe('coveto')
    expect(feedKind([{ url: 'https://personio.de.evil.example/xml' }])).toBe('other')
    expect(feedKind([{ url: 'kaputt' }])).toBe('other')
  })
  it('uses the external id of a Personio feed job as its position id, nothing else', () => {
    expect(personioPositionId({ source: 'feed', externalId: '1234567' }, 'personio')).toBe(1234567)
    expect(personioPositionId({ source: 'manual', externalId: '1234567' }, 'personio')).toBeNull()
    expect(personioPositionId({ source: 'feed', externalId: '1234567' }, 'coveto')).toBeNull()
    expect(personioPositionId({ source: 'feed', externalId: 'abc' }, 'personio')).toBeNull()
    expect(personioPositionId(null, 'personio')).toBeNull()
  })
})

describe('applications: mails and downloads', () => {
  it('keeps a typed line break out of the subject and names the job and the withdrawal link', () => {
    const confirmation = confirmationMail(application, [{ fileName: 'CV.pdf', role: 'cv', size: 10 }], {
      companyName: 'Firma',
      withdrawUrl: 'https://site.example/w?t=1',
      privacyUrl: 'https://site.example/datenschutz',
    })
    expect(confirmation.subject).toBe('Ihre Bewerbung: Küchenchef (m/w/d)')
    expect(confirmation.text).toContain('https://site.example/w?t=1')
    expect(confirmation.text).toContain('01.03.2026, 10:30 Uhr')
    const notification = notificationMail(application, [], 'https://site.example/admin/collections/applications/7')
    expect(notification.subject).not.toMatch(/[\r\n]/)
    expect(notification.text).toContain('- keine')
  })
  it('sends file names as an attachment with an RFC 5987 name', () => {
    expect(attachmentHeader('Lebenslauf Müller.pdf')).toBe(`attachment; filename="Lebenslauf Muller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`)
    expect(attachmentHeader('CV.pdf')).toBe('attachment; filename="CV.pdf"')
  })
  it('refuses store keys that could leave the folder', () => {
    expect(() => assertSafeKey('ab/0f1e2d')).not.toThrow()
    for (const key of ['../etc/passwd', 'ab/../../x', '/abs', 'a//b', '', 'a\\b']) expect(() => assertSafeKey(key), key).toThrow()
  })

  it('notifies the job’s contact person only at a plain address, else the settings’ recipients', () => {
    const settings = { applicationRecipientEmail: 'bewerbung@example.com', contactRecipientEmail: 'kontakt@example.com' }
    expect(notificationRecipient({ contactEmail: ' recruiter@example.com ' }, settings)).toBe('recruiter@example.com')
    expect(notificationRecipient({ contactEmail: 'Frau Meier, Tel. 0170' }, settings)).toBe('bewerbung@example.com')
    expect(notificationRecipient(null, { applicationRecipientEmail: null, contactRecipientEmail: 'kontakt@example.com' })).toBe('kontakt@example.com')
  })
})
