import { describe, expect, it } from 'vitest'
import { sanitizeJobHtml } from '@/lib/html/sanitize'
import { extractBadges, hoursLabel, jobBadges, parseBadgeLine } from '@/lib/jobs/badges'
import { currentJobs, toBoardEntry } from '@/features/jobs/boardEntry'
import { formatGermanDate, formatGermanShortDate, isExpired } from '@/lib/jobs/format'
import { chooseJobImage, firstImageSrc } from '@/lib/jobs/image'
import { isLeaseJob, LEASE_TERMS } from '@/lib/jobs/lease'
import { jobTeaser } from '@/lib/jobs/teaser'
import { searchText, stripHtml } from '@/lib/jobs/text'
import { mediaUrl } from '@/lib/jobs/contact'
import type { Media } from '@/payload-types'

describe('teaser', () => {
  it('strips HTML and entities, cuts to 150 characters plus an ellipsis', () => {
    const long = `<p>${'Abwechslungsreiche Aufgaben &amp; ein tolles Team. '.repeat(10)}</p>`
    const teaser = jobTeaser(long)
    expect(teaser.endsWith('…')).toBe(true)
    expect(Array.from(teaser.slice(0, -1)).length).toBeLessThanOrEqual(150)
    expect(teaser).not.toMatch(/<|&amp;/)
    expect(teaser.startsWith('Abwechslungsreiche Aufgaben & ein tolles Team.')).toBe(true)
  })
  it('keeps a short text whole, without ellipsis', () => {
    expect(jobTeaser('<p>Kurz &amp; knapp</p>')).toBe('Kurz & knapp')
  })
  it('is empty without description (the card shows its fallback text)', () => {
    expect(jobTeaser(null)).toBe('')
    expect(jobTeaser('<p> </p>')).toBe('')
  })
  it('leaves out the badge lines', () => {
    expect(jobTeaser('<p>Leitung der Küche.</p><p>Vollzeit</p><p>40 Stunden pro Woche</p>')).toBe('Leitung der Küche.')
  })
  it('separates blocks with spaces and never counts tags', () => {
    expect(stripHtml('<p>Eins</p><p>Zwei<br>Drei</p><script>alert(1)</script>')).toBe('Eins Zwei Drei')
  })
})

describe('badges from the description', () => {
  it('reads the seed style: one fact per paragraph, removed from the text', () => {
    const { badges, html } = extractBadges(
      '<p>Für ein 5-Sterne-Haus suchen wir Sie.</p><p>Vollzeit</p><p>40 Stunden pro Woche</p><p>unbefristet</p><p>Frühester Beginn: 01.03.2027</p>',
    )
    expect(badges).toEqual({ workingTime: 'Vollzeit', hours: '40', contractType: 'unbefristet', startDate: '01.03.2027' })
    expect(html).toBe('<p>Für ein 5-Sterne-Haus suchen wir Sie.</p>')
  })
  it('reads lines split by <br>, list items and plain text lines', () => {
    expect(extractBadges('<p>Intro<br>Teilzeit<br>25 Std. pro Woche</p>')).toEqual({ badges: { workingTime: 'Teilzeit', hours: '25' }, html: '<p>Intro</p>' })
    expect(extractBadges('<ul><li>befristet</li><li>Frühester Beginn sofort</li></ul><p>Text</p>')).toEqual({
      badges: { contractType: 'befristet', startDate: 'sofort' },
      html: '<p>Text</p>',
    })
    expect(extractBadges('Text\nVollzeit\n38,5 Stunden pro Woche')).toEqual({ badges: { workingTime: 'Vollzeit', hours: '38,5' }, html: 'Text' })
  })
  it('knows the variants a feed writes', () => {
    expect(parseBadgeLine('Arbeitszeit: 20 - 25 Stunden pro Woche')).toEqual({ hours: '20-25' })
    expect(parseBadgeLine('Wochenstunden: 40')).toEqual({ hours: '40' })
    expect(parseBadgeLine('Vollzeit / Teilzeit')).toEqual({ workingTime: 'Vollzeit / Teilzeit' })
    expect(parseBadgeLine('Fruehester Beginn: 1. April')).toEqual({ startDate: '1. April' })
    expect(parseBadgeLine('befristet auf 12 Monate')).toEqual({ contractType: 'befristet' })
    expect(parseBadgeLine('UNBEFRISTET')).toEqual({ contractType: 'unbefristet' })
  })
  it('leaves ordinary sentences that mention the words alone', () => {
    const text = '<p>Sie arbeiten in Vollzeit in einem unbefristeten Arbeitsverhältnis mit 40 Stunden pro Woche und viel Freude.</p>'
    expect(extractBadges(text)).toEqual({ badges: {}, html: text })
    expect(parseBadgeLine('Vollzeitnahe Stelle')).toBeNull()
  })
  it('the job’s explicit fields win over parsed values', () => {
    expect(
      jobBadges({ hours: '39', employmentType: 'Teilzeit', contractType: null }, { hours: '40', workingTime: 'Vollzeit', contractType: 'befristet' }),
    ).toEqual({
      hours: '39',
      workingTime: 'Teilzeit',
      contractType: 'befristet',
      startDate: undefined,
    })
    expect(hoursLabel('40')).toBe('40 Std./Woche')
    expect(hoursLabel('40 Stunden')).toBe('40 Stunden')
  })
})

describe('lease match', () => {
  it('matches every listed term in title or description, ignoring case', () => {
    for (const term of LEASE_TERMS) {
      expect(isLeaseJob({ title: `Objekt ${term.toUpperCase()} gesucht` })).toBe(true)
      expect(isLeaseJob({ title: 'Objekt', description: `<p>Zur ${term}</p>` })).toBe(true)
    }
    expect(isLeaseJob({ title: 'Pächter (m/w/d) für Landgasthof' })).toBe(true)
    expect(isLeaseJob({ title: 'Neuer PAECHTER gesucht' })).toBe(true)
    expect(isLeaseJob({ title: 'Gasthaus', description: 'Langfristiger Pachtvertrag möglich' })).toBe(true)
  })
  it('does not match other jobs', () => {
    expect(isLeaseJob({ title: 'Küchenchef', description: '<p>Acht Stunden, Nachtschicht</p>' })).toBe(false)
    expect(isLeaseJob({ title: 'Spa Manager', description: null })).toBe(false)
  })
})

describe('card image (privacy: no third-party requests)', () => {
  it('uses imageUrl, else the first <img> of the description', () => {
    expect(chooseJobImage({ imageUrl: '/api/media/file/a.jpg', description: '<img src="/b.jpg">' })).toBe('/api/media/file/a.jpg')
    expect(chooseJobImage({ imageUrl: null, description: '<p>x</p><img alt="" src=\'/b.jpg\'><img src="/c.jpg">' })).toBe('/b.jpg')
    expect(firstImageSrc('<IMG SRC=/d.png>')).toBe('/d.png')
  })
  it('never returns an external URL: falls back to the default image or undefined', () => {
    expect(chooseJobImage({ imageUrl: 'https://cdn.example.org/x.jpg' }, { fallback: '/api/media/file/default.jpg' })).toBe('/api/media/file/default.jpg')
    expect(chooseJobImage({ imageUrl: '//cdn.example.org/x.jpg' })).toBeUndefined()
    expect(chooseJobImage({ description: '<img src="http://tracker.example.net/p.gif">' })).toBeUndefined()
  })
  it('accepts absolute URLs of our own origin and data: images', () => {
    expect(chooseJobImage({ imageUrl: 'https://www.site.de/api/media/file/a.jpg' }, { ownOrigin: 'https://www.site.de' })).toBe('/api/media/file/a.jpg')
    expect(chooseJobImage({ imageUrl: 'data:image/png;base64,AAAA' })).toBe('data:image/png;base64,AAAA')
    expect(chooseJobImage({ imageUrl: 'data:text/html;base64,AAAA' })).toBeUndefined()
  })
})

describe('sanitising', () => {
  it('removes scripts, event handlers, javascript: URLs, iframes and styles', () => {
    const out = sanitizeJobHtml(
      '<p onclick="x()">Hallo<script>alert(1)</script></p><a href="javascript:alert(1)">a</a><iframe src="https://x"></iframe><style>p{}</style><img src="x" onerror="alert(1)"><svg onload="x()"></svg>',
    )
    expect(out).not.toMatch(/script|onclick|onerror|onload|javascript:|iframe|style|svg/i)
    expect(out).toContain('<p>Hallo</p>')
  })
  it('keeps structure, opens external links safely, drops external images by default', () => {
    const out = sanitizeJobHtml(
      '<h1>Titel</h1><ul><li><strong>A</strong></li></ul><a href="https://example.org">Link</a><img src="https://example.org/t.gif"><img src="/local.png" alt="L">',
    )
    expect(out).toContain('<h2>Titel</h2>')
    expect(out).toContain('<ul><li><strong>A</strong></li></ul>')
    expect(out).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">Link</a>')
    expect(out).not.toContain('example.org/t.gif')
    expect(out).toContain('<img src="/local.png" alt="L" />')
    expect(sanitizeJobHtml('<img src="https://example.org/t.gif">', { keepExternalImages: true })).toContain('https://example.org/t.gif')
  })
})

describe('dates and expiry', () => {
  it('formats dates the German way', () => {
    expect(formatGermanDate('2026-11-22T12:00:00.000Z')).toBe('22. November 2026')
    expect(formatGermanShortDate('2026-03-01T12:00:00.000Z')).toBe('01.03.2026')
    expect(formatGermanDate(null)).toBe('')
    expect(formatGermanDate('kaputt')).toBe('')
  })
  it('a job expires after its deadline day; no deadline never expires', () => {
    const now = new Date('2026-11-22T10:00:00Z')
    expect(isExpired('2026-11-21T12:00:00.000Z', now)).toBe(true)
    expect(isExpired('2026-11-22T12:00:00.000Z', now)).toBe(false)
    expect(isExpired(null, now)).toBe(false)
    expect(currentJobs([{ applicationDeadline: '2026-01-01T12:00:00Z' }, { applicationDeadline: null }], now)).toHaveLength(1)
  })
  it('board entries carry the slug, teaser and a safe image', () => {
    const entry = toBoardEntry({ id: 7, slug: 'koch', title: 'Koch', description: '<p>Text</p><img src="https://x.org/a.png">' })
    expect(entry).toMatchObject({ id: 7, slug: 'koch', teaser: 'Text', image: undefined })
    expect(toBoardEntry({ id: 8, title: 'Ohne Slug' }).slug).toBe('8')
  })
})

describe('detailBadges', () => {
  it('lists the filled badges in display order with their German labels', async () => {
    const { detailBadges } = await import('@/lib/jobs/badges')
    expect(detailBadges({ workingTime: 'Vollzeit', hours: '40', startDate: '01.03.2027' })).toEqual([
      { key: 'workingTime', label: 'Vollzeit', primary: true },
      { key: 'hours', label: '40 Std./Woche', primary: false },
      { key: 'startDate', label: 'Frühester Beginn: 01.03.2027', primary: false },
    ])
    expect(detailBadges({})).toEqual([])
  })
})

describe('applyUrl', () => {
  it("prefers the job's own link, else fills the template with the encoded feed id, and accepts only http(s)", async () => {
    const { applyUrl } = await import('@/lib/jobs/contact')
    const settings = { applyUrlTemplate: 'https://ats.example.com/apply?id={id}' } as never
    expect(applyUrl({ id: 1, externalId: 'A 1', applyUrl: null } as never, settings)).toBe('https://ats.example.com/apply?id=A%201')
    expect(applyUrl({ id: 1, applyUrl: 'https://own.example.com/x' } as never, settings)).toBe('https://own.example.com/x')
    expect(applyUrl({ id: 1, applyUrl: 'javascript:alert(1)' } as never, settings)).toBeUndefined()
  })
})

describe('mediaUrl', () => {
  it('makes our own uploads root-relative (next/image refuses the absolute URL) and keeps other URLs', () => {
    const media = (url: string | null) => ({ id: 1, url }) as unknown as Media
    expect(mediaUrl(media('http://localhost:3000/api/media/file/default-job-image.png'))).toBe('/api/media/file/default-job-image.png')
    expect(mediaUrl(media('/api/media/file/a.png'))).toBe('/api/media/file/a.png')
    expect(mediaUrl(media('https://bucket.example.net/media/a.png'))).toBe('https://bucket.example.net/media/a.png')
    expect(mediaUrl(media(null))).toBeUndefined()
    expect(mediaUrl(7)).toBeUndefined()
  })
})

describe('searchText: the description as the full-text vector reads it', () => {
  it('turns tags and entities into spaces, &amp; into & first (as the database expression does)', () => {
    expect(searchText('<p>Küche &amp; Service</p><br />a&nbsp;b &amp;lt; &#228;')).toBe(' Küche & Service  a b    ')
  })
})
