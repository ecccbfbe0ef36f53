import { describe, expect, it } from 'vitest'
import { runFeedImport } from '@/features/feed/import'
import { currentJobs } from '@/features/jobs/boardEntry'
import { useFeedImportSuite } from '../support/feedServer'

const DAY = 86_400_000
/** Two jobs: one the feed gives an end date, one it lists without (open as long as it is listed). */
const feed = (title = 'Koch (m/w/d)') => `<?xml version="1.0" encoding="UTF-8"?>
<jobs>
  <job><id>vt-open</id><title>${title}</title><city>Kiel</city><zip>24103</zip><html><![CDATA[<p>Vollzeit</p>]]></html></job>
  <job><id>vt-dated</id><title>Rezeptionist (m/w/d)</title><city>Kiel</city><deadline>31.12.2099</deadline><html><![CDATA[<p>Teilzeit</p>]]></html></job>
</jobs>`

const suite = useFeedImportSuite({ cleanupSql: `DELETE FROM jobs WHERE source = 'feed'` })
const stored = async (externalId: string) =>
  (await suite.payload.find({ collection: 'jobs', where: { externalId: { equals: externalId } }, depth: 0, limit: 1 })).docs[0]
const openOnBoard = async () =>
  currentJobs((await suite.payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, depth: 0, pagination: false })).docs).map(
    (job) => job.externalId,
  )

// A story: each test starts from the jobs the one before left.
describe('imported jobs without an end date run as long as the feed lists them', { shuffle: false }, () => {
  it('gives a job without an end date a „Gültig bis“ weeks ahead; a job with one keeps its date alone', async () => {
    suite.ats.serve(feed())
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 2 })
    const open = await stored('vt-open')
    expect(Date.parse(open.validThrough ?? '') - Date.now()).toBeGreaterThan(50 * DAY)
    expect((await stored('vt-dated')).validThrough ?? null).toBeNull()
    expect((await openOnBoard()).sort()).toEqual(['vt-dated', 'vt-open'])
  })

  it('a job that lapsed while no import got through is back, renewed, once the feed lists it again', async () => {
    await suite.payload.db.pool.query(`UPDATE jobs SET valid_through = now() - interval '1 day' WHERE external_id = 'vt-open'`)
    // past its date the job is off the board (and so off the sitemap), although still stored
    expect(await openOnBoard()).toEqual(['vt-dated'])
    // the feed is unchanged: nothing is rewritten, but the still-listed job is renewed
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', newJobs: 0, updatedJobs: 0 })
    expect(Date.parse((await stored('vt-open')).validThrough ?? '') - Date.now()).toBeGreaterThan(50 * DAY)
    expect((await openOnBoard()).sort()).toEqual(['vt-dated', 'vt-open'])
  })

  it('renews a date that comes near, and leaves one still far ahead as it is', async () => {
    const near = new Date(Date.now() + 20 * DAY).toISOString()
    await suite.payload.db.pool.query(`UPDATE jobs SET valid_through = $1 WHERE external_id = 'vt-open'`, [near])
    await runFeedImport(suite.payload, { trigger: 'manual' })
    const renewed = (await stored('vt-open')).validThrough
    expect(Date.parse(renewed ?? '') - Date.now()).toBeGreaterThan(50 * DAY)
    await runFeedImport(suite.payload, { trigger: 'manual' })
    expect((await stored('vt-open')).validThrough).toBe(renewed)
  })

  it('a changed job is renewed with its new text', async () => {
    await suite.payload.db.pool.query(`UPDATE jobs SET valid_through = now() + interval '10 days' WHERE external_id = 'vt-open'`)
    suite.ats.serve(feed('Jungkoch (m/w/d)'))
    expect(await runFeedImport(suite.payload, { trigger: 'manual' })).toMatchObject({ status: 'success', updatedJobs: 1 })
    const job = await stored('vt-open')
    expect(job.title).toBe('Jungkoch (m/w/d)')
    expect(Date.parse(job.validThrough ?? '') - Date.now()).toBeGreaterThan(50 * DAY)
  })
})
