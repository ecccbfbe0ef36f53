import http from 'node:http'
import net, { type AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportRun } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/settings'
import { runFeedImport } from '@/features/feed/import'
import { getTestPayload } from '../support/payload'

type FixtureJob = { id: string; title: string; city?: string; contact?: string }

/** A Coveto-format feed: every child of the root is a job. */
const covetoFeed = (jobs: FixtureJob[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<jobs>${jobs
    .map(
      (j) => `<job><id>${j.id}</id><title>${j.title}</title><city>${j.city ?? 'Hamburg'}</city>
        <html><![CDATA[<p>Beschreibung ${j.title}</p><script>alert(1)</script><p>Vollzeit, 40 Stunden pro Woche</p>]]></html>
        <pubDate>Mon, 16 Nov 2026 10:00:00 +0100</pubDate>
        <contact><firstname>${j.contact ?? 'Petra'}</firstname><lastname>Muster</lastname><email>&lt;petra@hotel.example&gt;</email></contact></job>`,
    )
    .join('\n')}</jobs>`

const jobsFrom = (n: number, prefix = 'f') => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, title: `Stelle ${prefix}${i + 1}` }))

let payload: Payload
let server: http.Server
let feedBase: string
// What the local ATS answers; tests swap it.
let respond: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('<jobs/>')
const serveFeed = (xml: string, status = 200) => {
  respond = (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/xml; charset=utf-8' })
    res.end(xml)
  }
}

const setFeedUrls = (...paths: string[]) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettingsSeed, feedUrls: paths.map((p) => ({ url: `${feedBase}${p}` })), maxDeletePercent: 50 },
    context: { disableRevalidate: true },
  })

/** Runs the real queued task (as the scheduler would) and returns the run it recorded. */
async function runTask(): Promise<ImportRun> {
  const before = (await payload.find({ collection: 'import-runs', sort: '-startedAt', limit: 1 })).docs[0]?.id
  // by id: int files share one queue, and an earlier file may have left its own jobs in it
  const job = await payload.jobs.queue({ task: 'importJobFeed', input: { trigger: 'manual' } })
  await payload.jobs.runByID({ id: job.id })
  const run = (await payload.find({ collection: 'import-runs', sort: '-id', limit: 1 })).docs[0]
  expect(run?.id).not.toBe(before)
  return run
}

const feedJobs = async () => (await payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, limit: 1000, sort: 'externalId', depth: 0 })).docs

const snapshot = async () => (await feedJobs()).map((j) => `${j.externalId}|${j.title}|${j.updatedAt}`)

let manualJobId: number
let manualUpdatedAt: string

// A story: each test starts from the jobs the one before left, so the order is fixed even when
// the run shuffles tests (--sequence.shuffle).
describe('feed import task against a local ATS', { shuffle: false }, () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    server = http.createServer((req, res) => respond(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    feedBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context: { disableRevalidate: true } })
    const manual = await payload.create({
      collection: 'jobs',
      data: { title: 'Manuelle Stelle', source: 'manual', location: 'Stade' },
      context: { disableRevalidate: true },
    })
    manualJobId = manual.id
    manualUpdatedAt = manual.updatedAt
    await setFeedUrls('/feed.xml')
  })

  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await payload?.destroy()
  })

  it('imports a new feed: creates every job with the rules applied and records the run', async () => {
    serveFeed(covetoFeed([...jobsFrom(5), { id: 'staff-1', title: 'Rezeption', city: 'München', contact: 'Jonas' }]))
    const run = await runTask()
    expect(run).toMatchObject({ status: 'success', trigger: 'manual', totalJobs: 6, newJobs: 6, updatedJobs: 0, deletedJobs: 0 })
    expect(run.durationMs).toBeGreaterThanOrEqual(0)
    expect(run.feedUrl).toBe(`${feedBase}/feed.xml`)

    const jobs = await feedJobs()
    expect(jobs).toHaveLength(6)
    const first = jobs.find((j) => j.externalId === 'f1')!
    expect(first).toMatchObject({
      title: 'Stelle f1',
      slug: 'f1',
      location: 'Hamburg',
      company: siteSettingsSeed.companyName,
      employmentType: 'Vollzeit',
      hours: '40',
      contactEmail: 'petra@hotel.example',
      contactPhone: siteSettingsSeed.defaultContact.phone,
      applyUrl: 'https://bewerbung.example.com/apply?id=f1',
      publishDate: '2026-11-16T09:00:00.000Z',
    })
    expect(first.description).toBe('<p>Beschreibung Stelle f1</p><p>Vollzeit, 40 Stunden pro Woche</p>')
    const staffJob = jobs.find((j) => j.externalId === 'staff-1')!
    expect(staffJob.contactEmail).toBe(siteSettingsSeed.staffContacts![1].email)
    expect(staffJob.contactPhone).toBe(siteSettingsSeed.staffContacts![1].phone)
    // the board reads these through the Local API (anonymous API reads are closed)
    expect((await payload.find({ collection: 'jobs', where: { slug: { equals: 'f1' } } })).totalDocs).toBe(1)
  })

  it('re-imports an unchanged feed without writing a single row', async () => {
    const before = await snapshot()
    await new Promise((resolve) => setTimeout(resolve, 20)) // a write would get a later updatedAt
    const run = await runTask()
    expect(run).toMatchObject({ status: 'success', totalJobs: 6, newJobs: 0, updatedJobs: 0, deletedJobs: 0 })
    expect(await snapshot()).toEqual(before)
  })

  it('applies a changed feed: new, changed and removed jobs', async () => {
    const before = Object.fromEntries((await feedJobs()).map((j) => [j.externalId, j]))
    const jobs = jobsFrom(5).filter((j) => j.id !== 'f5')
    jobs[0] = { ...jobs[0], title: 'Küchenchef (m/w/d)' }
    serveFeed(covetoFeed([...jobs, { id: 'staff-1', title: 'Rezeption', city: 'München', contact: 'Jonas' }, { id: 'f6', title: 'Stelle f6' }]))
    const run = await runTask()
    expect(run).toMatchObject({ status: 'success', totalJobs: 6, newJobs: 1, updatedJobs: 1, deletedJobs: 1 })

    const after = Object.fromEntries((await feedJobs()).map((j) => [j.externalId, j]))
    expect(Object.keys(after).sort()).toEqual(['f1', 'f2', 'f3', 'f4', 'f6', 'staff-1'])
    expect(after.f1).toMatchObject({ id: before.f1.id, title: 'Küchenchef (m/w/d)', slug: 'f1' })
    expect(after.f1.updatedAt).not.toBe(before.f1.updatedAt)
    expect(after.f2.updatedAt).toBe(before.f2.updatedAt) // unchanged jobs are not written
  })

  it('changes nothing when the feed does not answer in time, and says so in German', async () => {
    const before = await snapshot()
    process.env.FEED_FETCH_TIMEOUT_MS = '400'
    respond = () => {} // never answers
    const started = Date.now()
    try {
      const run = await runTask()
      expect(run).toMatchObject({ status: 'failed', newJobs: 0, updatedJobs: 0, deletedJobs: 0 })
      // the address and the real cause, not the old browser design's proxies
      expect(run.error).toBe(
        `Der Job-Feed konnte nicht geladen werden. ${feedBase}/feed.xml: keine vollständige Antwort innerhalb von 0,4 s (Zeitüberschreitung). Es wurde nichts geändert.`,
      )
    } finally {
      delete process.env.FEED_FETCH_TIMEOUT_MS
    }
    expect(Date.now() - started).toBeLessThan(5000)
    expect(await snapshot()).toEqual(before)
  })

  it('treats an HTTP error as a failure but takes the first mirror that answers', async () => {
    const before = await snapshot()
    respond = (req, res) => {
      if (req.url === '/down.xml') {
        res.writeHead(503)
        res.end('<jobs/>')
      } else
        setTimeout(
          () =>
            res.end(
              covetoFeed([
                { id: 'f1', title: 'Küchenchef (m/w/d)' },
                ...jobsFrom(4).slice(1),
                { id: 'staff-1', title: 'Rezeption', city: 'München', contact: 'Jonas' },
                { id: 'f6', title: 'Stelle f6' },
              ]),
            ),
          50,
        )
    }
    await setFeedUrls('/down.xml', '/feed.xml')
    const run = await runTask()
    expect(run).toMatchObject({ status: 'success', feedUrl: `${feedBase}/feed.xml`, newJobs: 0, updatedJobs: 0, deletedJobs: 0 })
    expect(await snapshot()).toEqual(before)

    await setFeedUrls('/down.xml')
    expect(await runTask()).toMatchObject({
      status: 'failed',
      error: `Der Job-Feed konnte nicht geladen werden. ${feedBase}/down.xml: der Server antwortete mit HTTP-Status 503. Es wurde nichts geändert.`,
    })
    await setFeedUrls('/feed.xml')
  })

  it('names an unknown host and a closed port as the causes of a failed import', async () => {
    const before = await snapshot()
    const closed = net.createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const closedPort = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await payload.updateGlobal({
      slug: 'site-settings',
      data: {
        ...siteSettingsSeed,
        feedUrls: [{ url: 'http://feed.invalid/feed.xml' }, { url: `http://127.0.0.1:${closedPort}/feed.xml` }],
        maxDeletePercent: 50,
      },
      context: { disableRevalidate: true },
    })
    try {
      const run = await runTask()
      expect(run).toMatchObject({ status: 'failed' })
      expect(run.error).toBe(
        `Keine der Feed-Adressen war erreichbar. http://feed.invalid/feed.xml: der Servername wurde nicht gefunden (DNS); http://127.0.0.1:${closedPort}/feed.xml: der Server hat die Verbindung abgelehnt. Es wurde nichts geändert.`,
      )
    } finally {
      await setFeedUrls('/feed.xml')
    }
    expect(await snapshot()).toEqual(before)
  })

  it("changes nothing for a broken document ('Failed to parse XML')", async () => {
    const before = await snapshot()
    const unreadable = `Der Job-Feed unter ${feedBase}/feed.xml ist kein lesbares XML-Dokument (Failed to parse XML). Es wurde nichts geändert.`
    serveFeed('<jobs><job><title>Abgeschnitten</title></jo')
    expect(await runTask()).toMatchObject({ status: 'failed', error: unreadable })
    serveFeed('<html><body>502 Bad Gateway</body>')
    expect(await runTask()).toMatchObject({ status: 'failed', error: unreadable })
    expect(await snapshot()).toEqual(before)
  })

  it('refuses an empty feed and keeps every job', async () => {
    const before = await snapshot()
    serveFeed('<?xml version="1.0" encoding="UTF-8"?><jobs></jobs>')
    const run = await runTask()
    expect(run.status).toBe('refused')
    expect(run.error).toMatch(/^Der Feed enthält keine Stellen\./)
    expect(run).toMatchObject({ totalJobs: 0, newJobs: 0, updatedJobs: 0, deletedJobs: 0 })
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a feed that would delete more than 50 % of the feed jobs, and applies it once the limit allows', async () => {
    const before = await snapshot()
    serveFeed(
      covetoFeed([
        { id: 'f2', title: 'Stelle f2' },
        { id: 'f3', title: 'Stelle f3' },
      ]),
    ) // 4 of 6 would go
    const run = await runTask()
    expect(run.status).toBe('refused')
    expect(run.error).toBe('Der Import würde 4 von 6 importierten Stellen (67 %) löschen; erlaubt sind höchstens 50 %. Der Import wurde nicht übernommen.')
    expect(await snapshot()).toEqual(before)

    await payload.updateGlobal({ slug: 'site-settings', data: { maxDeletePercent: 70 }, context: { disableRevalidate: true } })
    expect(await runTask()).toMatchObject({ status: 'success', deletedJobs: 4 })
    expect((await feedJobs()).map((j) => j.externalId)).toEqual(['f2', 'f3'])
    await payload.updateGlobal({ slug: 'site-settings', data: { maxDeletePercent: 50 }, context: { disableRevalidate: true } })
  })

  it('closes a run left running by a process that died', async () => {
    const stale = await payload.create({
      collection: 'import-runs',
      data: { startedAt: new Date(Date.now() - 3 * 3600_000).toISOString(), status: 'running', trigger: 'schedule' },
    })
    await runTask()
    expect(await payload.findByID({ collection: 'import-runs', id: stale.id })).toMatchObject({
      status: 'failed',
      error: 'Abgebrochen: der Import-Prozess wurde beendet.',
    })
  })

  it('never touches manual jobs', async () => {
    const manual = await payload.findByID({ collection: 'jobs', id: manualJobId })
    expect(manual).toMatchObject({ title: 'Manuelle Stelle', source: 'manual', updatedAt: manualUpdatedAt })
  })

  it('serialises overlapping runs: two at once import each job exactly once', async () => {
    serveFeed(covetoFeed([...jobsFrom(3), ...jobsFrom(3, 'p')]))
    const [a, b] = await Promise.all([runFeedImport(payload, { trigger: 'manual' }), runFeedImport(payload, { trigger: 'schedule' })])
    expect([a.status, b.status]).toEqual(['success', 'success'])
    expect(a.newJobs + b.newJobs).toBe(4) // f1 and p1..p3; f2 and f3 exist
    expect(Math.min(a.newJobs, b.newJobs)).toBe(0)
    expect(await feedJobs()).toHaveLength(6)
  })

  it('skips with a log line, recording nothing, when no feed URL is configured', async () => {
    await payload.updateGlobal({ slug: 'site-settings', data: { feedUrls: [] }, context: { disableRevalidate: true } })
    const runsBefore = (await payload.count({ collection: 'import-runs' })).totalDocs
    const result = await runFeedImport(payload)
    expect(result.status).toBe('skipped')
    expect((await payload.count({ collection: 'import-runs' })).totalDocs).toBe(runsBefore)
    await setFeedUrls('/feed.xml')
  })

  it('offers the live feed to the board as a fallback reader that never throws', async () => {
    // imported here: it loads the Payload config, which must see this run's DATABASE_URL first
    const { readFeedJobsForFallback } = await import('@/features/feed/fallback')
    serveFeed(
      covetoFeed([
        { id: 'A 7', title: 'Küchenchef (m/w/d)' },
        { id: 'f2', title: 'Stelle f2', contact: 'Erika' },
      ]),
    )
    const jobs = await readFeedJobsForFallback()
    expect(jobs.map((j) => [j.id, j.slug, j.title, j.source])).toEqual([
      [-1, 'a-7', 'Küchenchef (m/w/d)', 'feed'],
      [-2, 'f2', 'Stelle f2', 'feed'],
    ])
    expect(jobs[1].contactEmail).toBe(siteSettingsSeed.staffContacts![0].email)
    expect(jobs[0].description).not.toContain('script')

    serveFeed('kaputt')
    expect(await readFeedJobsForFallback()).toEqual([])
    serveFeed('<jobs/>', 500)
    expect(await readFeedJobsForFallback()).toEqual([])
  })
})
