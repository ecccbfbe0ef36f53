import { describe, expect, it } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { useFeedImportSuite } from '../support/feedServer'

/** Ads whose text the search strips of tags and entities in every way the patterns allow. */
const ADS = [
  '<p>Küche &amp; Service</p><ul><li>Führung</li></ul>',
  '<h2>AT&amp;T-Schulung</h2><p>a &lt;b&gt; c &amp;lt; d</p>',
  '<p>Haus <a href="https://x.example/a?b=1&amp;c=2">am See</a> <img src="/a.png" alt="Bild">mit Spa</p>',
  '<p>Zeile 1<br />Zeile 2\nmit\tTab</p><table><tr><td colspan="2">Zelle</td></tr></table>',
  '<p>Preis 5 &gt; 3 € &#228; &#x41; &nbsp; „Zitat“ – 😀 Ende</p>',
  '',
]
const feed = () =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<jobs>${ADS.map(
    (html, i) =>
      `<stellenanzeige><id>st-${i}</id><title>Stelle ${i}</title><city>Kiel</city>${html ? `<html><![CDATA[${html}]]></html>` : ''}</stellenanzeige>`,
  ).join('\n')}</jobs>`

/** The vector as migration 20261122_101608_jobs_fulltext generated it, from the description alone. */
const OLD_VECTOR = `
  setweight(to_tsvector('german'::regconfig, coalesce(title, '')), 'A') ||
  setweight(to_tsvector('german'::regconfig, coalesce(location, '') || ' ' || coalesce(department, '') || ' ' || coalesce(employment_type, '')), 'B') ||
  setweight(to_tsvector('german'::regconfig, coalesce(company, '')), 'C') ||
  setweight(to_tsvector('german'::regconfig,
    regexp_replace(regexp_replace(regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'), '&amp;', '&', 'g'), '&[#a-zA-Z0-9]+;', ' ', 'g')), 'D')`

const suite = useFeedImportSuite({ feed: feed(), cleanupSql: `DELETE FROM jobs WHERE external_id LIKE 'st-%' OR title LIKE 'Manuell st%'` })
const rows = async () =>
  (
    await suite.payload.db.pool.query<{ external_id: string | null; search_text: string | null; same: boolean }>(
      `SELECT external_id, search_text, search_vector = (${OLD_VECTOR}) AS same FROM jobs WHERE external_id LIKE 'st-%' OR title LIKE 'Manuell st%' ORDER BY id`,
    )
  ).rows

// A story: each test starts from the jobs and runs the one before left, so the order is fixed
// even when the run shuffles tests (--sequence.shuffle).
describe('search_text: the import strips the description for the search vector, which stays exactly as before', { shuffle: false }, () => {
  it('gives imported jobs the vector the description alone gave them', async () => {
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: ADS.length })
    const imported = await rows()
    expect(imported).toHaveLength(ADS.length)
    expect(imported.filter((r) => r.search_text !== null)).toHaveLength(ADS.length - 1) // the job without an ad has none
    expect(imported.every((r) => r.same)).toBe(true)
  })

  it('drops the stored text when anything else changes the description, and a job written by Payload gets the vector from it', async () => {
    const { docs } = await suite.payload.find({ collection: 'jobs', where: { externalId: { equals: 'st-0' } }, depth: 0 })
    await suite.payload.update({
      collection: 'jobs',
      id: docs[0].id,
      data: { description: '<p>Neu: Konditor &amp; Bäcker</p>' },
      context: { disableRevalidate: true },
    })
    await suite.payload.create({ collection: 'jobs', data: { title: 'Manuell st Barkeeper', source: 'manual' }, context: { disableRevalidate: true } })
    const after = await rows()
    expect(after.find((r) => r.external_id === 'st-0')).toMatchObject({ search_text: null, same: true })
    expect(after.find((r) => r.external_id === null)).toMatchObject({ search_text: null, same: true })
    expect(after.every((r) => r.same)).toBe(true)
  })

  it('writes the new text with a changed ad', async () => {
    ADS[1] = '<h2>Sommelier &amp; Barista</h2>'
    suite.ats.serve(feed())
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', updatedJobs: 1 })
    const after = await rows()
    expect(after.find((r) => r.external_id === 'st-1')?.search_text).toBe(' Sommelier & Barista ')
    expect(after.every((r) => r.same)).toBe(true)
  })
})
