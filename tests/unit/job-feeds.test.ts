import { XMLParser } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import { buildIndeedXml, buildRssFeed, indeedJobType, type FeedSourceJob } from '@/features/jobs/feeds'
import { indexingChanges, parseServiceAccount } from '@/features/indexing/lib'

const site = { url: 'https://karriere.example.com', name: 'Muster & Partner' }
const jobs: FeedSourceJob[] = [
  {
    id: 1,
    slug: 'koch-hamburg-1',
    externalId: 'C-100',
    title: 'Koch (m/w/d)',
    company: 'Hotel <Seeblick>',
    location: 'Hamburg',
    department: 'Küche',
    employmentType: 'Vollzeit',
    description: '<p>Wir suchen Sie &amp; Ihr Team.</p><script>alert(1)</script>',
    salary: '3.200 € brutto',
    publishDate: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-21T08:00:00.000Z',
  },
  { id: 2, slug: null, title: 'Rezeption', createdAt: '2026-11-22T08:00:00.000Z', updatedAt: '2026-11-22T08:00:00.000Z', employmentType: 'Teilzeit / Minijob' },
]
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false })

describe('RSS feed', () => {
  it('lists every job with its detail URL, date and plain-text teaser', () => {
    const rss = parser.parse(buildRssFeed(jobs, site)).rss
    expect(rss['@_version']).toBe('2.0')
    const items = rss.channel.item
    expect(items).toHaveLength(2)
    expect(items[0]).toMatchObject({
      title: 'Koch (m/w/d) in Hamburg',
      link: 'https://karriere.example.com/stellenangebote/koch-hamburg-1',
      description: 'Wir suchen Sie & Ihr Team.',
      category: 'Küche',
    })
    expect(new Date(items[0].pubDate).toISOString()).toBe('2026-11-20T08:00:00.000Z')
    expect(items[1].link).toBe('https://karriere.example.com/stellenangebote/2')
    expect(rss.channel.title).toBe('Stellenangebote – Muster & Partner')
  })
})

describe('Indeed XML', () => {
  it('has the fields aggregators read, escaped and sanitised', () => {
    const xml = buildIndeedXml(jobs, site, new Date('2026-11-23T00:00:00Z'))
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true)
    const source = parser.parse(xml).source
    expect(source.publisher).toBe('Muster & Partner')
    expect(source.job[0]).toMatchObject({
      title: 'Koch (m/w/d)',
      referencenumber: 'C-100',
      url: 'https://karriere.example.com/stellenangebote/koch-hamburg-1',
      company: 'Hotel <Seeblick>',
      city: 'Hamburg',
      country: 'DE',
      salary: '3.200 € brutto',
      jobtype: 'fulltime',
      date: 'Fri, 20 Nov 2026 08:00:00 GMT',
    })
    expect(source.job[0].description).toContain('<p>Wir suchen Sie &amp; Ihr Team.</p>')
    expect(source.job[0].description).not.toContain('script')
    expect(source.job[1]).toMatchObject({ referencenumber: '2', company: 'Muster & Partner', jobtype: 'parttime' })
  })

  it('maps German employment types', () => {
    expect(['Vollzeit', 'Teilzeit', 'Praktikum', 'Saisonstelle', 'Interim', 'Ausbildung', ''].map(indeedJobType)).toEqual([
      'fulltime',
      'parttime',
      'internship',
      'temporary',
      'contract',
      'Ausbildung',
      '',
    ])
  })
})

describe('Google Indexing changes', () => {
  it('updates the new URL and deletes a replaced one', () => {
    expect(indexingChanges(undefined, 'a')).toEqual([{ slug: 'a', type: 'URL_UPDATED' }])
    expect(indexingChanges('a', 'a')).toEqual([{ slug: 'a', type: 'URL_UPDATED' }])
    expect(indexingChanges('a', 'b')).toEqual([
      { slug: 'a', type: 'URL_DELETED' },
      { slug: 'b', type: 'URL_UPDATED' },
    ])
  })

  it('explains unusable credentials in English', () => {
    expect(parseServiceAccount('{')).toEqual({ ok: false, reason: 'GOOGLE_INDEXING_CREDENTIALS is not valid JSON' })
    expect(parseServiceAccount('{"client_email":"x"}').ok).toBe(false)
  })
})
