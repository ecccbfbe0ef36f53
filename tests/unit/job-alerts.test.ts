import { describe, expect, it } from 'vitest'
import { buildConfirmationMail, buildDigestMail, DIGEST_MAX_JOBS } from '@/features/job-alerts/lib/mail'
import { newMatchingJobs } from '@/features/job-alerts/lib/match'
import { geocodeJobPlaces } from '@/features/job-search/geo'
import { isDigestDue, periodKey } from '@/features/job-alerts/lib/schedule'
import { alertSubscribeSchema, describeCriteria, validateAlert } from '@/features/job-alerts/lib/schema'
import { CONFIRM_TTL_MS, createAlertToken, deriveAlertKey, verifyAlertToken } from '@/features/job-alerts/lib/token'

const key = deriveAlertKey('unit-secret')
const now = Date.parse('2026-11-23T10:00:00Z')

describe('job alert links', () => {
  it('accepts its own token until it expires', () => {
    const token = createAlertToken(key, 'confirm', 42, now + CONFIRM_TTL_MS)
    expect(verifyAlertToken(key, token, 'confirm', now)).toEqual({ ok: true, alertId: 42 })
    expect(verifyAlertToken(key, token, 'confirm', now + CONFIRM_TTL_MS + 1000)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuses tokens signed with another secret, edited ids, other purposes and garbage', () => {
    const token = createAlertToken(key, 'manage', 7, now + 1000)
    expect(verifyAlertToken(deriveAlertKey('other-secret'), token, 'manage', now)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyAlertToken(key, token.replace('.7.', '.8.'), 'manage', now)).toEqual({ ok: false, reason: 'forged' })
    expect(verifyAlertToken(key, token, 'unsubscribe', now)).toEqual({ ok: false, reason: 'purpose' })
    for (const bad of ['', 'a.b.c', undefined, 12, 'x'.repeat(500)]) expect(verifyAlertToken(key, bad, 'manage', now).ok).toBe(false)
  })
})

describe('digest periods', () => {
  it('sends at most once per Berlin day or ISO week', () => {
    expect(periodKey('daily', new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23') // 00:30 in Berlin
    expect(periodKey('weekly', new Date('2026-11-23T10:00:00Z'))).toBe('2026-W48')
    expect(periodKey('weekly', new Date('2027-01-01T10:00:00Z'))).toBe('2026-W53')
    expect(isDigestDue('daily', null, new Date(now))).toBe(true)
    expect(isDigestDue('daily', '2026-11-23T06:00:00Z', new Date(now))).toBe(false)
    expect(isDigestDue('daily', '2026-11-22T06:00:00Z', new Date(now))).toBe(true)
    expect(isDigestDue('weekly', '2026-11-17T06:00:00Z', new Date(now))).toBe(true) // previous week
    expect(isDigestDue('weekly', '2026-11-23T06:00:00Z', new Date('2026-11-29T20:00:00Z'))).toBe(false) // same week (Sunday)
  })
})

describe('sign-up validation', () => {
  it('answers German messages per field', () => {
    const result = validateAlert(alertSubscribeSchema, { email: 'kein-at', frequency: 'monthly', consent: false })
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
        frequency: 'Bitte wählen Sie, wie oft Sie E-Mails erhalten möchten',
        consent: 'Bitte bestätigen Sie, dass Sie passende Stellenangebote per E-Mail erhalten möchten',
      },
    })
    expect(validateAlert(alertSubscribeSchema, { email: ' a@b.de ', frequency: 'daily', consent: true, location: ' Hamburg ' })).toMatchObject({
      success: true,
      data: { email: 'a@b.de', location: 'Hamburg', search: '', department: '' },
    })
  })
})

const job = (id: number, title: string, createdAt: string, extra: Record<string, string> = {}) => ({
  id,
  slug: `job-${id}`,
  title,
  createdAt,
  publishDate: createdAt,
  description: '<p>Ein schönes Haus.</p>',
  ...extra,
})

describe('digest matching', () => {
  const since = new Date('2026-11-20T00:00:00Z')
  const until = new Date('2026-11-23T06:00:00Z')
  const jobs = [
    job(1, 'Koch (m/w/d)', '2026-11-21T08:00:00Z', { location: 'Hamburg', department: 'Küche' }),
    job(2, 'Koch alt', '2026-11-19T08:00:00Z', { location: 'Hamburg' }), // before the last mail
    job(3, 'Rezeptionist', '2026-11-22T08:00:00Z', { location: 'Hamburg' }), // does not match the search
    job(4, 'Sous-Chef KÖCHE', '2026-11-22T09:00:00Z', { location: 'München' }), // other place
    job(5, 'Jungkoch', '2026-11-22T10:00:00Z', { location: 'hamburg-altona', applicationDeadline: '2026-11-01T00:00:00Z' }), // expired
    job(6, 'Koch spät', '2026-11-23T07:00:00Z', { location: 'Hamburg' }), // after the run started
    job(7, 'Chefkoch', '2026-11-22T11:00:00Z', { location: 'Hamburg', postalCode: '20095' }),
  ]

  it('reports only open jobs new since the last mail that pass the board filters, newest first', () => {
    const found = newMatchingJobs(jobs, { search: 'koch', location: 'HAMBURG' }, since, until)
    expect(found.map((entry) => entry.id)).toEqual([7, 1])
  })

  it('reads a postcode in „PLZ oder Ort“ as the board does: the jobs at that postcode', () => {
    expect(newMatchingJobs(jobs, { search: 'koch', location: '20095' }, since, until).map((entry) => entry.id)).toEqual([7])
    expect(newMatchingJobs(jobs, { search: 'koch', location: '200' }, since, until).map((entry) => entry.id)).toEqual([7])
    expect(newMatchingJobs(jobs, { search: 'koch', location: '80331' }, since, until)).toEqual([])
  })

  it('with „Umkreis“ reports the jobs whose nearest place lies within it; an alert without one stays exact', () => {
    const placed = (id: number, title: string, createdAt: string, location: string, postalCode: string, further: string[] = []) => ({
      ...job(id, title, createdAt, { location, postalCode, additionalLocations: further.join('\n') }),
      geoPlaces: geocodeJobPlaces(location, further, postalCode),
    })
    const near = [
      placed(11, 'Koch (m/w/d)', '2026-11-21T08:00:00Z', 'Pinneberg', '25421'), // about 18 km from Hamburg
      placed(12, 'Koch (m/w/d)', '2026-11-21T09:00:00Z', 'Lübeck', '23552'), // about 60 km
      placed(13, 'Koch (m/w/d)', '2026-11-22T08:00:00Z', 'München', '80331', ['Hamburg-Altona']), // nearest place: Hamburg
      placed(14, 'Rezeptionist (m/w/d)', '2026-11-22T09:00:00Z', 'Hamburg', '20095'), // near, but no cook
    ]
    const ids = (criteria: Parameters<typeof newMatchingJobs>[1]) => newMatchingJobs(near, criteria, since, until).map((entry) => entry.id)
    expect(ids({ search: 'koch', location: 'Hamburg', radius: 25 })).toEqual([13, 11])
    expect(ids({ search: 'koch', location: '20095', radius: 25 })).toEqual([13, 11])
    expect(ids({ search: 'koch', location: '20095', radius: 100 })).toEqual([13, 12, 11])
    expect(ids({ search: 'koch', location: 'Lübeck', radius: 10 })).toEqual([12])
    // without a radius (also every alert saved before radii existed): the town's name, the postcode's digits
    expect(ids({ search: 'koch', location: 'Hamburg' })).toEqual([13])
    expect(ids({ search: 'koch', location: 'Hamburg', radius: 0 })).toEqual([13])
    expect(ids({ search: 'koch', location: '25421' })).toEqual([11])
    // a radius around a place the site cannot locate: its name filters as text
    expect(ids({ search: 'koch', location: 'Nirgendwo', radius: 25 })).toEqual([])
  })

  it('names the radius with the place and accepts only the board’s radii', () => {
    expect(describeCriteria({ search: 'Koch', location: '20095', radius: 25 })).toBe('„Koch“ · Ort: 20095 (Umkreis 25 km)')
    expect(describeCriteria({ location: 'Hamburg', radius: 0 })).toBe('Ort: Hamburg')
    const base = { email: 'a@example.org', frequency: 'daily', consent: true, location: 'Hamburg' }
    expect(validateAlert(alertSubscribeSchema, { ...base, radius: 25 })).toMatchObject({ success: true, data: { radius: 25 } })
    expect(validateAlert(alertSubscribeSchema, base)).toMatchObject({ success: true, data: { radius: 0 } })
    expect(validateAlert(alertSubscribeSchema, { ...base, radius: 30 })).toEqual({
      success: false,
      fieldErrors: { radius: 'Bitte wählen Sie einen Umkreis aus der Liste' },
    })
  })

  it('finds nothing when nothing new matches', () => {
    expect(newMatchingJobs(jobs, { search: 'Sommelier' }, since, until)).toEqual([])
  })
})

describe('alert mails', () => {
  const links = { manage: 'https://site.test/m?token=a', unsubscribe: 'https://site.test/u?token=b', oneClick: 'https://site.test/api/u?token=b' }

  it('the confirmation mail only asks for confirmation and carries the unsubscribe headers', () => {
    const mail = buildConfirmationMail(
      'Hotel & Co',
      { search: 'Koch', location: '', department: '', employmentType: '', frequency: 'daily' },
      { ...links, confirm: 'https://site.test/c?token=c' },
    )
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihren Job-Agent')
    expect(mail.text).toContain('https://site.test/c?token=c')
    expect(mail.text).toContain('Häufigkeit: täglich')
    expect(mail.html).toContain('Hotel &amp; Co')
    expect(mail.headers).toEqual({ 'List-Unsubscribe': '<https://site.test/api/u?token=b>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
  })

  it('the digest lists the jobs, escapes their text and links the rest', () => {
    const jobs = Array.from({ length: DIGEST_MAX_JOBS + 3 }, (_, i) => ({
      title: i === 0 ? 'Koch <script>' : `Stelle ${i}`,
      company: 'Haus',
      location: 'Kiel',
      employmentType: null,
      url: `https://site.test/stellenangebote/${i}`,
    }))
    const mail = buildDigestMail('Site', { search: 'Koch' }, jobs, { ...links, board: 'https://site.test/stellenangebote?q=Koch' })
    expect(mail.subject).toBe(`${DIGEST_MAX_JOBS + 3} neue Stellenangebote für Ihren Job-Agent`)
    expect(mail.html).toContain('Koch &lt;script&gt;')
    expect(mail.html).not.toContain('<script>')
    expect(mail.text).toContain('… und 3 weitere: https://site.test/stellenangebote?q=Koch')
    expect(mail.text).toContain('Abmelden: https://site.test/u?token=b')
    expect(buildDigestMail('Site', {}, jobs.slice(0, 1), { ...links, board: '' }).subject).toBe('1 neues Stellenangebot für Ihren Job-Agent')
  })

  it('describes criteria in one line', () => {
    expect(describeCriteria({ search: 'Koch', location: 'Kiel' })).toBe('„Koch“ · Ort: Kiel')
    expect(describeCriteria({})).toBe('alle Stellenangebote')
  })
})
