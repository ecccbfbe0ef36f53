import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createFreshDatabase } from '../../scripts/embedded-pg.mjs'
import { runPayload } from '../../scripts/payload.mjs'
import { DIST_DIR, freePort, runNextStart, serverEnv } from '../support/appServer'
import { E2E_ADMIN } from '../support/credentials'
import { startFeedServer, type FeedServer } from '../support/feedServer'
import { migrate } from '../support/globalSetup'
import { staffHeaders } from '../support/rest'

/**
 * After a feed import the site renders the changed job pages in the background, so the first
 * crawler finds them in Next's cache. Its own server (a copy of the build) on its own fresh
 * database, so the import changes nothing the other tests see.
 */
const root = path.resolve(import.meta.dirname, '../..')
const DIST = '.next-e2e-page-warming'
const JOBS = 8
const run = Date.now().toString(36)
const feedXml = `<?xml version="1.0" encoding="UTF-8"?><jobs>${Array.from(
  { length: JOBS },
  (_, i) => `<job><id>warm-${run}-${i}</id><title>Vorgewärmte Stelle ${i} (m/w/d)</title><city>Kiel</city>
    <html><![CDATA[<p>Eine Stelle für den Test des Vorwärmens, Vollzeit.</p>]]></html></job>`,
).join('')}</jobs>`

let app: { baseUrl: string; stop: () => Promise<void> }
let feed: FeedServer
let staff: Record<string, string>

/** The server's metrics as name{labels} -> value. */
async function readMetrics(): Promise<Map<string, number>> {
  const text = await (await fetch(`${app.baseUrl}/api/metrics`, { headers: { authorization: 'Bearer e2e-metrics-token' } })).text()
  return new Map(
    text
      .split('\n')
      .filter((line) => line.startsWith('site_page_warming'))
      .map((line) => [line.slice(0, line.lastIndexOf(' ')), Number(line.slice(line.lastIndexOf(' ') + 1))]),
  )
}

beforeAll(async () => {
  fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
  fs.cpSync(path.join(root, DIST_DIR), path.join(root, DIST), { recursive: true })
  feed = await startFeedServer()
  feed.serve(feedXml)
  const databaseUrl = await createFreshDatabase(inject('e2eDatabaseUrl'), 'site_test_page_warming')
  migrate(databaseUrl)
  const port = await freePort()
  const env = { ...serverEnv(databaseUrl, inject('mediaDir'), port), NEXT_DIST_DIR: DIST, JOBS_AUTORUN: 'false' }
  const seeded = runPayload(['run', 'src/seed/run.ts'], { env, quiet: true })
  if (seeded.status !== 0 || !seeded.output.includes('Seed:')) throw new Error(`seed failed:\n${seeded.output}`)
  app = await runNextStart(env, port)
  staff = await staffHeaders(E2E_ADMIN, app.baseUrl)
  const saved = await fetch(`${app.baseUrl}/api/globals/site-settings`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({ feedUrls: [{ url: feed.url }] }),
  })
  expect(saved.status).toBe(200)
}, 600_000)

afterAll(async () => {
  await app?.stop()
  await feed?.close()
  fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
})

describe('page warming after a feed import', () => {
  it('serves the new job pages from the cache on their first request; the import answered before the warming ended', async () => {
    const before = (await readMetrics()).get('site_page_warming_duration_seconds_count{outcome="finished"}') ?? 0
    const { 'content-type': _json, ...auth } = staff
    const imported = await fetch(`${app.baseUrl}/api/sync-jobs`, { method: 'POST', headers: auth })
    const answeredAt = Date.now() / 1000
    expect(imported.status, await imported.clone().text()).toBe(200)
    expect((await imported.json()).newJobs).toBe(JOBS)

    await expect
      .poll(async () => (await readMetrics()).get('site_page_warming_duration_seconds_count{outcome="finished"}') ?? 0, { timeout: 240_000, interval: 500 })
      .toBeGreaterThan(before)
    const metrics = await readMetrics()
    expect(metrics.get('site_page_warming_last_run_timestamp_seconds{edge="end"}')).toBeGreaterThan(answeredAt)
    expect(metrics.get('site_page_warming_pages_total{result="warmed"}')).toBeGreaterThanOrEqual(JOBS)
    expect(metrics.get('site_page_warming_pages_total{result="failed"}')).toBe(0)

    const sitemap = await (await fetch(`${app.baseUrl}/sitemap.xml`)).text()
    const jobPages = [...sitemap.matchAll(/<loc>[^<]*?(\/stellenangebote\/warm-[^<]*)<\/loc>/g)].map((match) => match[1])
    expect(jobPages).toHaveLength(JOBS)
    for (const pathname of [...jobPages, '/stellenangebote', '/bewerbende']) {
      const response = await fetch(`${app.baseUrl}${pathname}`)
      expect(response.status, pathname).toBe(200)
      expect(response.headers.get('x-nextjs-cache'), pathname).toBe('HIT')
      if (pathname.includes('/warm-')) expect(await response.text(), pathname).toContain('Vorgewärmte Stelle')
    }
  })
})
