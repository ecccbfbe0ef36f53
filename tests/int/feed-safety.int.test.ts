import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportRun } from '@/payload-types'
import { siteSettingsSeed } from '@/seed/settings'
import { FEED_MAX_BYTES } from '@/features/feed/source'
import { getTestPayload } from '../support/payload'

let payload: Payload
let server: http.Server
let port = 0
const hits: string[] = []
let respond: (req: http.IncomingMessage, res: http.ServerResponse) => void = (_req, res) => res.end('<jobs/>')
let streamed = 0

const feed = (titles: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><jobs>${titles.map((t, i) => `<job><id>safe${i}</id><title>${t}</title><city>Kiel</city></job>`).join('')}</jobs>`

const setFeedUrls = (...urls: string[]) =>
  payload.updateGlobal({
    slug: 'site-settings',
    data: { ...siteSettingsSeed, feedUrls: urls.map((url) => ({ url })), maxDeletePercent: 50 },
    context: { disableRevalidate: true },
  })

async function runTask(): Promise<ImportRun> {
  const job = await payload.jobs.queue({ task: 'importJobFeed', input: { trigger: 'manual' } })
  await payload.jobs.runByID({ id: job.id })
  return (await payload.find({ collection: 'import-runs', sort: '-id', limit: 1 })).docs[0]
}

const snapshot = async () =>
  (await payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, limit: 1000, sort: 'externalId', depth: 0 })).docs.map(
    (j) => `${j.externalId}|${j.title}|${j.updatedAt}`,
  )

describe('feed and logo fetches are safe against hostile URLs and documents', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '')
      respond(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context: { disableRevalidate: true } })
    respond = (_req, res) => res.writeHead(200, { 'content-type': 'application/xml' }).end(feed(['Koch', 'Kellner', 'Rezeption']))
    await setFeedUrls(`http://127.0.0.1:${port}/feed.xml`)
    expect(await runTask()).toMatchObject({ status: 'success', newJobs: 3 })
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
    await payload?.destroy()
  })

  it('refuses a feed URL on a loopback or private address (not in FETCH_ALLOWED_HOSTS): jobs kept, run recorded', async () => {
    const before = await snapshot()
    hits.length = 0
    await setFeedUrls(`http://localhost:${port}/feed.xml`, `http://[::1]:${port}/feed.xml`, 'http://169.254.169.254/latest/meta-data/')
    const run = await runTask()
    expect(run).toMatchObject({ status: 'failed', newJobs: 0, deletedJobs: 0 })
    expect(run.error).toMatch(/^Keine der Feed-Adressen war erreichbar\. /)
    for (const address of [`http://localhost:${port}/feed.xml`, `http://[::1]:${port}/feed.xml`, 'http://169.254.169.254/latest/meta-data/'])
      expect(run.error).toContain(`${address}: die Adresse zeigt auf ein internes oder lokales Netz und wird aus Sicherheitsgründen nicht abgerufen`)
    expect(hits).toEqual([])
    expect(await snapshot()).toEqual(before)
  })

  it('refuses a redirect from an allowed feed host to an internal address', async () => {
    const before = await snapshot()
    hits.length = 0
    respond = (req, res) => {
      if (req.url === '/feed.xml') return void res.writeHead(302, { location: `http://localhost:${port}/internal.xml` }).end()
      res.writeHead(200, { 'content-type': 'application/xml' }).end(feed(['Intern']))
    }
    await setFeedUrls(`http://127.0.0.1:${port}/feed.xml`)
    expect(await runTask()).toMatchObject({ status: 'failed', error: expect.stringContaining('internes oder lokales Netz') })
    expect(hits).toEqual(['/feed.xml'])
    expect(await snapshot()).toEqual(before)
  })

  it(`stops a feed larger than ${FEED_MAX_BYTES / 1024 / 1024} MB while it streams in: jobs kept`, async () => {
    const before = await snapshot()
    streamed = 0
    let closed = false
    respond = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' })
      res.write('<jobs><job><id>x</id><title>')
      const chunk = Buffer.alloc(256 * 1024, 'a')
      res.once('close', () => (closed = true))
      const pump = () => {
        while (!res.destroyed && streamed <= 4 * FEED_MAX_BYTES) {
          streamed += chunk.length
          if (!res.write(chunk)) return void res.once('drain', pump)
        }
        if (!res.destroyed) res.end('</title></job></jobs>')
      }
      pump()
    }
    await setFeedUrls(`http://127.0.0.1:${port}/feed.xml`)
    expect(await runTask()).toMatchObject({ status: 'failed', error: expect.stringContaining('/feed.xml: die Antwort ist größer als 50 MB') })
    await expect.poll(() => closed).toBe(true)
    expect(streamed).toBeGreaterThan(FEED_MAX_BYTES * 0.9)
    expect(streamed).toBeLessThan(FEED_MAX_BYTES * 1.5)
    expect(await snapshot()).toEqual(before)
  })

  it('imports a feed with a DOCTYPE entity bomb without expanding it (the review’s attack, scaled down)', async () => {
    const entity = 'x'.repeat(10_000)
    respond = (_req, res) =>
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0"?><!DOCTYPE workzag-jobs [<!ENTITY e "${entity}">]><workzag-jobs><position><id>bomb</id><office>Kiel</office><name>Kellner ${'&e;'.repeat(2000)}</name></position></workzag-jobs>`,
        )
    await runTask()
    const jobs = (await payload.find({ collection: 'jobs', where: { externalId: { equals: 'bomb' } }, depth: 0 })).docs
    for (const job of jobs) expect(job.title.length).toBeLessThan(20_000)
  })

  it('never fetches a reference logo from an internal address, also not through a redirect', async () => {
    hits.length = 0
    respond = (req, res) => {
      if (req.url === '/bounce') return void res.writeHead(302, { location: `http://localhost:${port}/logo.png` }).end()
      res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(2000, 1))
    }
    const direct = await payload.create({
      collection: 'references',
      data: { name: 'SSRF direkt', category: 'Hotel', logoUrl: `http://localhost:${port}/logo.png`, domain: 'ssrf.invalid' },
      context: { disableRevalidate: true },
    })
    const bounced = await payload.create({
      collection: 'references',
      data: { name: 'SSRF Umleitung', category: 'Hotel', logoUrl: `http://127.0.0.1:${port}/bounce`, domain: 'ssrf2.invalid' },
      context: { disableRevalidate: true },
    })
    expect(direct.logo ?? null).toBeNull()
    expect(bounced.logo ?? null).toBeNull()
    expect(hits).toEqual(['/bounce'])
  })
})
