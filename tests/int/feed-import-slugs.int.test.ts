import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { importOnlyFrom, startFeedServer } from '../support/feedServer'
import { getTestPayload } from '../support/payload'

const job = (id: string) =>
  `<stellenanzeige><id>${id}</id><title>Servicekraft ${id}</title><city>Kiel</city><html><![CDATA[<p>Vollzeit</p>]]></html></stellenanzeige>`

let payload: Payload
let feedServer: Awaited<ReturnType<typeof startFeedServer>>

describe('feed import: every new job gets a URL slug no other job has', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    feedServer = await startFeedServer()
    await payload.db.pool.query(`DELETE FROM jobs WHERE slug LIKE 'kollision%'`)
    await importOnlyFrom(payload, feedServer.url, { maxDeletePercent: 50 })
  })

  afterAll(async () => {
    await payload?.db.pool.query(`DELETE FROM jobs WHERE source = 'feed' OR slug LIKE 'kollision%'`)
    await feedServer?.close()
    await payload?.destroy()
  })

  it("numbers a feed id's slug past the editors' jobs and past the feed's own earlier jobs, also in a later batch", async () => {
    for (const slug of ['kollision', 'kollision-2']) {
      await payload.create({ collection: 'jobs', data: { title: `Manuell ${slug}`, slug, source: 'manual' }, context: { disableRevalidate: true } })
    }
    // 'Kollision' and 'kollision' are two jobs of the feed with the same slug; 300 jobs are two write batches
    const ids = ['Kollision', ...Array.from({ length: 298 }, (_, i) => `fuell-${i}`), 'kollision']
    feedServer.serve(`<?xml version="1.0" encoding="UTF-8"?>\n<jobs>${ids.map(job).join('\n')}</jobs>`)
    expect(await runFeedImport(payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 300 })
    const { rows } = await payload.db.pool.query<{ external_id: string | null; slug: string }>(
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
