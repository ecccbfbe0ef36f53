import { describe, expect, it, vi } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { useFeedImportSuite } from '../support/feedServer'

const suite = useFeedImportSuite({ cleanupSql: `DELETE FROM jobs WHERE source = 'feed'`, maxDeletePercent: 50 })

const longTitle = `Koch (m/w/d) ${'Küche '.repeat(10_000)}`
const longDescription = `<p>${'Frische Küche mit regionalen Produkten. '.repeat(8000)}</p>`
const feed = `<?xml version="1.0" encoding="UTF-8"?>
<jobs>
<job><id>zu-lang-1</id><title>${longTitle}</title><city>${'Kiel'.repeat(2000)}</city><company>${'Hotel '.repeat(1000)}</company><category>${'Küche'.repeat(500)}</category>
<html><![CDATA[${longDescription}]]></html><applyUrl>https://bewerbung.example.com/${'a'.repeat(5000)}</applyUrl></job>
<job><id>normal-1</id><title>Servicekraft (m/w/d)</title><city>Kiel</city><html><![CDATA[<p>Vollzeit</p>]]></html></job>
</jobs>`

describe('feed import: imported fields have sane lengths', () => {
  it('cuts a 60,000-character title and other over-long fields, keeps the job and logs (in English, without the values) what was cut', async () => {
    suite.ats.serve(feed)
    const warnings: string[] = []
    const spy = vi.spyOn(suite.payload.logger, 'warn').mockImplementation(((...args: unknown[]) => void warnings.push(args.map(String).join(' '))) as never)
    try {
      expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 2 })
    } finally {
      spy.mockRestore()
    }
    const { rows } = await suite.payload.db.pool.query<Record<string, string | null>>(
      `SELECT external_id, title, location, company, department, description, apply_url, slug FROM jobs WHERE source = 'feed' ORDER BY external_id`,
    )
    expect(rows.map((r) => r.external_id)).toEqual(['normal-1', 'zu-lang-1'])
    const long = rows[1]
    expect(long.title!.length).toBeLessThanOrEqual(200)
    expect(long.title).toMatch(/^Koch \(m\/w\/d\) Küche/)
    expect(long.title).toMatch(/…$/)
    expect(long.location!.length).toBeLessThanOrEqual(100)
    expect(long.company!.length).toBeLessThanOrEqual(200)
    expect(long.department!.length).toBeLessThanOrEqual(100)
    expect(long.description!.length).toBeLessThanOrEqual(100_000)
    expect(long.description).toMatch(/^<p>Frische Küche/)
    expect(long.description).toMatch(/<\/p>$/) // cut, then sanitised again: no tag left open
    expect(long.apply_url).toBeNull()
    expect(long.slug!.length).toBeLessThanOrEqual(200)
    expect(rows[0].title).toBe('Servicekraft (m/w/d)')

    const log = warnings.join('\n')
    expect(log).toMatch(/feed job zu-lang-1: .*title cut \(\d{5} > 200 characters\)/)
    expect(log).toMatch(/location cut .*description cut .*|description cut .*location cut/)
    expect(log).toMatch(/applyUrl left out/)
    expect(log).toMatch(/the job was kept/)
    expect(log).not.toContain('Küche Küche Küche')
    expect(log.length).toBeLessThan(2000)

    // the board stays light: the job's card weighs what any other does
    const board = await suite.payload.db.pool.query<{ size: number }>(
      `SELECT sum(length(title) + coalesce(length(location), 0))::int AS size FROM jobs WHERE source = 'feed'`,
    )
    expect(board.rows[0].size).toBeLessThan(600)
  })
})
