import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { contactRequestsCsv, csvCell, inboxStatus, replyMailto } from '@/features/contact/lib/inbox'
import { removedJobsOf, runDuration } from '@/features/feed/lib/runSummary'
import { IMPORT_OWNED_FIELDS, lockImportOwnedFields } from '@/features/job-texts/imported'

const request = {
  createdAt: '2026-11-21T14:05:00Z',
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: 'erika+hotel@example.com',
  company: 'Hotel am See',
  message: 'Guten Tag,\r\nwir suchen eine Direktion & mehr.',
}

describe('contact inbox', () => {
  it('shows „Offen“ until staff tick „Erledigt“', () => {
    expect(inboxStatus(true)).toBe('Erledigt')
    expect(inboxStatus(false)).toBe('Offen')
    expect(inboxStatus(null)).toBe('Offen')
  })

  it('a reply link opens a mail to the visitor with the request quoted', () => {
    const link = replyMailto(request)
    expect(link.startsWith('mailto:erika%2Bhotel@example.com?subject=Ihre%20Anfrage&body=')).toBe(true)
    const body = decodeURIComponent(link.split('&body=')[1])
    expect(body).toContain('Guten Tag Erika Mustermann,')
    expect(body).toContain('Am 21.11.2026 15:05 schrieben Sie:\n> Guten Tag,\n> wir suchen eine Direktion & mehr.')
    expect(link).not.toContain('+') // mail programs would keep a plus literally
  })

  it('CSV cells cannot become spreadsheet formulas', () => {
    for (const evil of ['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '  =1']) expect(csvCell(evil).startsWith(`"'`)).toBe(true)
    expect(csvCell('Hotel "Seeblick"; Kiel')).toBe('"Hotel ""Seeblick""; Kiel"')
    expect(csvCell(null)).toBe('""')
  })

  it('exports German CSV: BOM, semicolons, CRLF, German dates and status', () => {
    const csv = contactRequestsCsv([{ ...request, handled: false, mailStatus: 'sent', firstName: '=cmd|calc' }])
    expect(csv.startsWith('\uFEFF"Eingang";"Status";"Vorname"')).toBe(true)
    const row = csv.split('\r\n')[1]
    expect(row).toContain(`"21.11.2026 15:05";"Offen";"'=cmd|calc";"Mustermann";"erika+hotel@example.com"`)
    expect(row).toContain('"Versendet"')
  })
})

describe('import history', () => {
  it('a quick run is not „0 s“: milliseconds below a second, seconds and minutes above', () => {
    expect(runDuration({ durationMs: 23 })).toBe('23 ms')
    expect(runDuration({ durationMs: '365' })).toBe('365 ms')
    expect(runDuration({ durationMs: 8_412 })).toBe('8,4 s')
    expect(runDuration({ durationMs: 125_000 })).toBe('2 min 5 s')
    expect(runDuration({ startedAt: '2026-11-21T14:05:00.000Z', finishedAt: '2026-11-21T14:05:02.500Z' })).toBe('2,5 s')
    expect(runDuration({ startedAt: '2026-11-21T14:05:00Z' })).toBe('–')
  })

  it('lists only well-formed removed jobs', () => {
    expect(removedJobsOf([{ id: 1, title: 'Koch', externalId: 'k1' }, null, 'x', { id: 2 }])).toEqual([{ id: 1, title: 'Koch', externalId: 'k1' }])
    expect(removedJobsOf(null)).toEqual([])
  })
})

describe('imported jobs', () => {
  it('locks every import-owned field, also inside tabs and rows, and leaves the rest editable', () => {
    const fields: Field[] = [
      { name: 'title', type: 'text' },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'T',
            fields: [
              {
                type: 'row',
                fields: [
                  { name: 'location', type: 'text' },
                  { name: 'image', type: 'upload', relationTo: 'media' },
                ],
              },
            ],
          },
        ],
      },
      { name: 'source', type: 'select', options: ['feed', 'manual'] },
    ]
    type Locked = { access?: { update?: (args: { doc: { source: string } }) => boolean }; tabs: { fields: Locked[] }[]; fields: Locked[] }
    const locked = lockImportOwnedFields(fields) as unknown as Locked[]
    const update = (field: Locked) => field.access?.update
    const feedDoc = { doc: { source: 'feed' } }
    const manualDoc = { doc: { source: 'manual' } }
    expect(update(locked[0])?.(feedDoc)).toBe(false)
    expect(update(locked[0])?.(manualDoc)).toBe(true)
    const row = locked[1].tabs[0].fields[0].fields
    expect(update(row[0])?.(feedDoc)).toBe(false)
    expect(update(row[1])).toBeUndefined() // the job image stays editable
    expect(update(locked[2])?.(manualDoc)).toBe(false) // where a job comes from never changes
    expect(IMPORT_OWNED_FIELDS).toContain('description')
  })
})

describe('references „Immer zeigen“', () => {
  const refs = Array.from({ length: 20 }, (_, i) => ({ id: i, alwaysShow: i === 17 || i === 3 }))
  it('keeps every pinned reference among the visible ones, at varying places, and loses none', async () => {
    const { arrangeReferences } = await import('@/features/references/lib/shuffle')
    const places = new Set<number>()
    for (let run = 0; run < 200; run++) {
      const order = arrangeReferences(refs, 8)
      expect(order).toHaveLength(20)
      expect(new Set(order.map((r) => r.id)).size).toBe(20)
      const first = order.slice(0, 8).map((r) => r.id)
      expect(first).toContain(17)
      expect(first).toContain(3)
      places.add(first.indexOf(17))
    }
    expect(places.size).toBeGreaterThan(3) // not always in front
  })

  it('with more pinned references than places, the places are all pinned ones', async () => {
    const { arrangeReferences } = await import('@/features/references/lib/shuffle')
    const many = Array.from({ length: 12 }, (_, i) => ({ id: i, alwaysShow: i < 10 }))
    expect(
      arrangeReferences(many, 8)
        .slice(0, 8)
        .every((r) => r.alwaysShow),
    ).toBe(true)
  })
})

describe('admin under another host name', () => {
  it('names the configured address for the same page, and nothing when the host is right or none is configured', async () => {
    const { configuredAdminAddress } = await import('@/features/staff-auth/lib/adminHost')
    expect(configuredAdminAddress('http://127.0.0.1:3000/admin/login?redirect=%2Fadmin', 'http://localhost:3000')).toBe(
      'http://localhost:3000/admin/login?redirect=%2Fadmin',
    )
    expect(configuredAdminAddress('http://localhost:3000/admin', 'http://localhost:3000')).toBeNull()
    expect(configuredAdminAddress('http://203.0.113.5/admin', 'https://www.example.de')).toBe('https://www.example.de/admin')
    expect(configuredAdminAddress('http://localhost:3000/admin', undefined)).toBeNull()
  })
})
