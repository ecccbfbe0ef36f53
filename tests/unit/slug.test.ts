import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { readFeed, type FeedSettings } from '@/features/feed/lib'
import { feedJobSlugs, jobSlug, slugify } from '@/lib/slug'

describe('slugify', () => {
  it('spells out umlauts and ß the German way', () => {
    expect(slugify('Küchenchef für Großküche')).toBe('kuechenchef-fuer-grosskueche')
  })
  it('keeps only a-z, 0-9 and single dashes', () => {
    expect(slugify('  F&B Manager (m/w/d) – Berlin!  ')).toBe('f-b-manager-m-w-d-berlin')
  })
  it('returns an empty slug for text without letters or digits', () => {
    expect(slugify('–!?')).toBe('')
  })
})

describe('jobSlug: the one slug rule for the admin, the import and the board before the first import', () => {
  const now = Date.UTC(2026, 10, 26)
  const stamp = now.toString(36)

  it('makes a feed job’s slug from its feed id, umlauts and ß spelled out', () => {
    expect(jobSlug({ externalId: 'Zürich-Straße 12', title: 'Koch' }, new Set(), now)).toBe('zuerich-strasse-12')
    expect(jobSlug({ externalId: '4711', title: 'Koch (m/w/d)' }, new Set(), now)).toBe('4711')
  })

  it('makes an admin job’s slug from its title plus a time stamp, „(m/w/d)“ and punctuation reduced to dashes', () => {
    expect(jobSlug({ title: 'Küchenchef (m/w/d) – Großküche!' }, new Set(), now)).toBe(`kuechenchef-m-w-d-grosskueche-${stamp}`)
  })

  it('caps the part taken from the text at 80 characters without a dash at the end', () => {
    const long = `${'a'.repeat(79)} Koch`
    expect(jobSlug({ externalId: long }, new Set(), now)).toBe('a'.repeat(79))
    expect(jobSlug({ title: 'Souschef '.repeat(20) }, new Set(), now)).toMatch(new RegExp(`^(souschef-){8}souschef-${stamp}$`))
  })

  it('falls back to „stelle“ when nothing URL-safe is left', () => {
    expect(jobSlug({ externalId: '–!?', contentHash: 'abcdef0123456789' }, new Set(), now)).toBe('stelle-abcdef01')
    expect(jobSlug({ externalId: '–!?' }, new Set(), now)).toBe(`stelle-${stamp}`)
    expect(jobSlug({ title: '– (/) !' }, new Set(), now)).toBe(`stelle-${stamp}`)
    expect(jobSlug({}, new Set(), now)).toBe(`stelle-${stamp}`)
  })

  it('appends -2, -3, … to a slug already taken and records the one it chose', () => {
    const taken = new Set(['4711', '4711-2'])
    expect(jobSlug({ externalId: '4711' }, taken, now)).toBe('4711-3')
    expect(jobSlug({ externalId: '4711' }, taken, now)).toBe('4711-4')
    expect(taken).toEqual(new Set(['4711', '4711-2', '4711-3', '4711-4']))
  })

  it('gives a feed’s jobs in order the slugs the import stored before for the seed feed', () => {
    const xml = readFileSync(path.join(process.cwd(), 'src/seed/sample-feed.xml'))
    const { jobs } = readFeed(xml, { companyName: 'Muster Consulting' } as FeedSettings)
    expect([...feedJobSlugs(jobs).values()]).toEqual(['beispiel-1001', 'beispiel-1002', 'beispiel-1003'])
  })

  it('gives two feed ids that reduce to one slug different slugs, the first one keeping it', () => {
    const jobs = [
      { externalId: 'A/1', contentHash: '1111111111' },
      { externalId: 'a-1', contentHash: '2222222222' },
      { externalId: '***', contentHash: '3333333333' },
    ]
    expect(Object.fromEntries(feedJobSlugs(jobs, new Set(['stelle-33333333'])))).toEqual({ 'A/1': 'a-1', 'a-1': 'a-1-2', '***': 'stelle-33333333-2' })
  })
})
