import { describe, expect, it } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { useFeedImportSuite } from '../support/feedServer'

const job = (id: string) =>
  `<stellenanzeige><id>${id}</id><title>Servicekraft ${id}</title><city>Kiel</city><html><![CDATA[<p>Vollzeit</p>]]></html></stellenanzeige>`

const suite = useFeedImportSuite({ cleanupSql: `DELETE FROM jobs WHERE source = 'feed' OR slug LIKE 'kollision%'`, maxDeletePercent: 50 })

describe('feed import: every new job gets a URL slug no other job has', () => {
  it("numbers a feed id's slug past the editors' jobs and past the feed's own earlier jobs, also in a later batch", async () => {
    for (const slug of ['kollision', 'kollision-2']) {
      await suite.payload.create({ collection: 'jobs', data: { title: `Manuell ${slug}`, slug, source: 'manual' }, context: { disableRevalidate: true } })
    }
    // 'Kollision' and 'kollision' are two jobs of the feed with the same slug; 300 jobs are two write batches
    const ids = ['Kollision', ...Array.from({ length: 298 }, (_, i) => `fuell-${i}`), 'kollision']
    suite.ats.serve(`<?xml version="1.0" encoding="UTF-8"?>\n<jobs>${ids.map(job).join('\n')}</jobs>`)
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 300 })
    const { rows } = await suite.payload.db.pool.query<{ external_id: string | null; slug: string }>(
      `SELECT external_id, slug FROM jobs WHERE slug LIKE 'kollision%' ORDER BY slug`,
    )
    expect(rows).toEqual([
      { external_id: null, slug: 'kollision' },
      { external_id: null, slug: 'kollision-2' },
      { external_id: 'Kollision', slug: 'kollision-3' },
      { external_id: 'kollision', slug: 'kollision-4' },
    ])
  })
})
