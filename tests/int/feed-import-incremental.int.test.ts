import { describe, expect, it } from 'vitest'
import { siteSettingsSeed } from '@/seed/settings'
import { runFeedImport } from '@/features/feed/import'
import { useFeedImportSuite } from '../support/feedServer'

/** A Coveto feed large enough for several write batches (250 jobs each); `version` changes a job's title. */
const feed = (ids: number[], version: (id: number) => number = () => 0) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<jobs>${ids
    .map(
      (i) => `<stellenanzeige><id>inc-${i}</id><title>Koch Nr. ${i}${version(i) ? ` v${version(i)}` : ''}</title><city>Kiel</city>
  <html><![CDATA[<p>Vollzeit, 40 Stunden pro Woche. Haus mit ${i} Zimmern.</p><script>x()</script>]]></html>
  <contact><firstname>Petra</firstname><lastname>Muster</lastname><email>petra@hotel.example</email></contact></stellenanzeige>`,
    )
    .join('\n')}</jobs>`
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k)

const suite = useFeedImportSuite({ cleanupSql: `DELETE FROM jobs WHERE source = 'feed'`, maxDeletePercent: 50 })
type Row = { external_id: string; slug: string; title: string; updated_at: Date; source_hash: string | null; content_hash: string }
const rows = async () =>
  new Map(
    (await suite.payload.db.pool.query<Row>(`SELECT external_id, slug, title, updated_at, source_hash, content_hash FROM jobs WHERE source = 'feed'`)).rows.map(
      (r) => [r.external_id, r],
    ),
  )
const settings = (extra: object = {}) =>
  suite.payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettingsSeed, feedUrls: [{ url: suite.ats.url }], maxDeletePercent: 50, ...extra },
    context: { disableRevalidate: true },
  })

const manualImport = () => runFeedImport(suite.payload, { trigger: 'manual' })

// A story: each test starts from the jobs the one before left, so the order is fixed even when
// the run shuffles tests (--sequence.shuffle).
describe('feed import of a large feed: unchanged jobs are neither read nor written', { shuffle: false }, () => {
  it('imports 2,500 jobs in batches, each with its slug and source hash', async () => {
    suite.ats.serve(feed(range(0, 2500)))
    expect(await manualImport()).toMatchObject({ status: 'success', totalJobs: 2500, newJobs: 2500, updatedJobs: 0, deletedJobs: 0 })
    const stored = await rows()
    expect(stored.size).toBe(2500)
    expect(stored.get('inc-2499')).toMatchObject({ slug: 'inc-2499', title: 'Koch Nr. 2499' })
    expect(new Set([...stored.values()].map((r) => r.source_hash)).size).toBe(2500)
  })

  it('re-imports the unchanged feed without writing a row', async () => {
    const before = await rows()
    expect(await manualImport()).toMatchObject({ status: 'success', totalJobs: 2500, newJobs: 0, updatedJobs: 0, deletedJobs: 0 })
    expect(await rows()).toEqual(before)
  })

  it('reads every job again after a settings change, but records only the new source hashes when the content stays', async () => {
    const before = await rows()
    // another last name for a staff member no contact names: every job is read again, none changes
    const [erika, jonas] = siteSettingsSeed.staffContacts!
    await settings({ staffContacts: [erika, { ...jonas, lastName: 'Beispiel (geändert)' }] })
    expect(await manualImport()).toMatchObject({ status: 'success', newJobs: 0, updatedJobs: 0, deletedJobs: 0 })
    const after = await rows()
    for (const [id, row] of after) {
      const old = before.get(id)!
      expect({ ...row, source_hash: old.source_hash }).toEqual(old) // content, slug and updatedAt as they were
      expect(row.source_hash).not.toBe(old.source_hash)
    }
  })

  it('writes only the changed, new and removed jobs', async () => {
    const before = await rows()
    // every 10th job changed, 5 removed, 3 new
    suite.ats.serve(feed([...range(5, 2500), ...range(3000, 3003)], (i) => (i % 10 === 0 ? 2 : 0)))
    expect(await manualImport()).toMatchObject({ status: 'success', totalJobs: 2498, newJobs: 3, updatedJobs: 249, deletedJobs: 5 })
    const after = await rows()
    expect(after.size).toBe(2498)
    for (const [id, row] of after) {
      const n = Number(id.slice(4))
      if (n >= 3000) expect(before.has(id)).toBe(false)
      else if (n % 10 === 0) expect(row).toMatchObject({ title: `Koch Nr. ${n} v2`, slug: before.get(id)!.slug })
      else expect(row).toEqual(before.get(id))
    }
  })

  // Batches are written while the feed is still being walked: everything must still be one transaction.
  const lastRun = async () => (await suite.payload.find({ collection: 'import-runs', sort: '-id', limit: 1 })).docs[0]

  it('changes nothing when the last batch fails after the earlier ones were written', async () => {
    const before = await rows()
    await suite.payload.db.pool.query(`CREATE FUNCTION test_refuse_job() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.external_id = 'inc-3999' THEN RAISE EXCEPTION 'Testfehler im letzten Stapel'; END IF; RETURN NEW; END $$;
      CREATE TRIGGER test_refuse_job BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION test_refuse_job();`)
    try {
      // every job changed (ten update batches), then one new job that PostgreSQL refuses
      suite.ats.serve(feed([...range(5, 2500), ...range(3000, 3003), 3999], () => 3))
      expect(await manualImport()).toMatchObject({
        status: 'failed',
        error: 'Testfehler im letzten Stapel',
        newJobs: 0,
        updatedJobs: 0,
      })
    } finally {
      await suite.payload.db.pool.query('DROP TRIGGER test_refuse_job ON jobs; DROP FUNCTION test_refuse_job()')
    }
    expect(await rows()).toEqual(before)
    expect(await lastRun()).toMatchObject({
      status: 'failed',
      error: 'Testfehler im letzten Stapel',
      totalJobs: 2499,
      newJobs: 0,
      updatedJobs: 0,
      deletedJobs: 0,
    })
  })

  it("changes nothing for a large feed broken in its last job ('Failed to parse XML')", async () => {
    const before = await rows()
    // the whole feed changed, and its last job's end tags do not match: well-formed up to there
    const xml = feed([...range(5, 2500), ...range(3000, 3003)], () => 4).replace(/<\/city>(?![\s\S]*<\/city>)/, '</town>')
    expect(xml).toContain('<city>Kiel</town>')
    suite.ats.serve(xml)
    expect(await manualImport()).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^Der Job-Feed unter http:\/\/\S+ ist kein lesbares XML-Dokument \(Failed to parse XML\)/),
    })
    expect(await rows()).toEqual(before)
    expect(await lastRun()).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('(Failed to parse XML)'),
      totalJobs: 0,
      newJobs: 0,
      updatedJobs: 0,
      deletedJobs: 0,
    })
  })
})
