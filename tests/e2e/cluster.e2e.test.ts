import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import autocannon, { type Result } from 'autocannon'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createFreshDatabase } from '../../scripts/embedded-pg.mjs'
import { runPayloadAsync } from '../../scripts/payload.mjs'
import { DIST_DIR, freePort, runNextStart, serverEnv } from '../support/appServer'
import { E2E_ADMIN } from '../support/credentials'
import { startTestFront, type TestFront } from '../support/front'
import { migrate } from '../support/globalSetup'
import { startTestRedis, type TestRedis } from '../support/redis'
import { staffHeaders } from '../support/rest'
import { startTestS3, type TestS3 } from '../support/s3'
import { solidPng } from '../support/images'

/**
 * The site as several instances: PostgreSQL, Redis, an S3-compatible server (s3rver), two
 * production servers (`npm start`'s scripts/server.mjs) of the same build on their own ports,
 * both running the job queue (autoRun), one `npm run worker`, and the production nginx front
 * (deploy/nginx, `npm run front`) with an upstream of two. Its own fresh database, seeded like a
 * new install with uploads in the bucket. Prints its figures (`[cluster] …`).
 */
const root = path.resolve(import.meta.dirname, '../..')
const DIST = '.next-e2e-cluster' // a copy: each instance of a real cluster has its own build folder
const FEED_JOBS = 3
const LOAD_SECONDS = 15
/** The schedule's turn in this test: the import and every queue runner every 10 s (6-field cron). */
const TURN_SECONDS = 10
const EVERY_TURN = `*/${TURN_SECONDS} * * * * *`

type Instance = { baseUrl: string; stop: () => Promise<void> }
let redis: TestRedis
let s3: TestS3
let front: TestFront
let a: Instance
let b: Instance
let worker: ChildProcess | undefined
let feedServer: http.Server
let feedUrl: string
let envFor: (port: number) => NodeJS.ProcessEnv
let ports: { a: number; b: number }
let staff: Record<string, string>
const workerLog: string[] = []
const figures: string[] = []

const seconds = (ms: number) => Math.round(ms / 100) / 10

/** Polls until `check` holds; the seconds it took. */
async function secondsUntil(check: () => Promise<boolean>, limitMs = 10_000): Promise<number> {
  const started = Date.now()
  while (!(await check().catch(() => false))) {
    if (Date.now() - started > limitMs) throw new Error(`not within ${limitMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return seconds(Date.now() - started)
}

const shows = (base: string, pathname: string, text: string) => async () => {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual' })
  return response.status === 200 && (await response.text()).includes(text)
}

async function api(base: string, pathname: string, init: RequestInit = {}) {
  const response = await fetch(`${base}${pathname}`, { ...init, headers: { ...staff, ...(init.headers as Record<string, string>) } })
  expect(response.ok, `${pathname}: ${response.status} ${response.ok ? '' : await response.clone().text()}`).toBe(true)
  return response.json()
}

const feedXml = () =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<jobs>${Array.from(
    { length: FEED_JOBS },
    (_, i) => `<job><id>cl${i + 1}</id><title>Cluster-Stelle ${i + 1} (m/w/d)</title><city>Lübeck</city>
      <html><![CDATA[<p>Eine Stelle im Cluster-Test, Vollzeit, 40 Stunden pro Woche.</p>]]></html>
      <pubDate>Mon, 16 Nov 2026 10:00:00 +0100</pubDate></job>`,
  ).join('\n')}</jobs>`

beforeAll(async () => {
  fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
  fs.cpSync(path.join(root, DIST_DIR), path.join(root, DIST), { recursive: true })
  ;[redis, s3] = await Promise.all([startTestRedis(), startTestS3()])
  feedServer = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' }).end(feedXml()))
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.xml`

  const databaseUrl = await createFreshDatabase(inject('e2eDatabaseUrl'), 'site_test_cluster')
  migrate(databaseUrl)
  ports = { a: await freePort(), b: await freePort() }
  front = await startTestFront([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`])
  envFor = (port) => ({
    ...serverEnv(databaseUrl, inject('mediaDir'), port),
    ...s3.env,
    REDIS_URL: redis.url,
    NEXT_DIST_DIR: DIST,
    NEXT_PUBLIC_SERVER_URL: front.url,
    AI_SEARCH_RATE_LIMIT: '3',
    FEED_IMPORT_CRON: EVERY_TURN, // the test sees several turns of the schedule
    JOBS_AUTORUN: 'true', // both instances run the queue, and the worker too
    JOBS_AUTORUN_CRON: EVERY_TURN,
  })
  // not runPayload (spawnSync): the seed uploads to s3rver, which answers from this very process
  const seeded = await runPayloadAsync(['run', 'src/seed/run.ts'], { env: envFor(ports.a), quiet: true })
  if (seeded.status !== 0 || !seeded.output.includes('Seed:')) throw new Error(`seed failed:\n${seeded.output}`)
  ;[a, b] = await Promise.all([runNextStart(envFor(ports.a), ports.a), runNextStart(envFor(ports.b), ports.b)])
  worker = spawn(path.join(root, 'node_modules/.bin/payload'), ['jobs:run', '--cron', EVERY_TURN, '--handle-schedules'], {
    cwd: root,
    env: { ...envFor(ports.a), JOBS_AUTORUN: 'false', NODE_ENV: 'production', NODE_OPTIONS: '--no-deprecation' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  worker.stdout?.on('data', (d) => workerLog.push(String(d)))
  worker.stderr?.on('data', (d) => workerLog.push(String(d)))
  staff = await staffHeaders(E2E_ADMIN, a.baseUrl)
  delete staff['content-type']
}, 900_000)

afterAll(async () => {
  if (figures.length) console.log(`\n[cluster] ${figures.join('\n[cluster] ')}\n`)
  if (worker && worker.exitCode === null) {
    worker.kill('SIGTERM')
    await new Promise((resolve) => worker!.once('exit', resolve))
  }
  await Promise.all([a?.stop(), b?.stop()])
  await front?.stop()
  await redis?.stop()
  await s3?.stop()
  await new Promise((resolve) => feedServer?.close(resolve))
  fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
}, 120_000)

describe('cluster: two instances, Redis, S3, a worker and the nginx front', () => {
  it('an edit saved through instance A shows on B and through the front within 10 s', async () => {
    const json = { 'content-type': 'application/json' }
    for (const base of [b.baseUrl, front.url]) expect((await fetch(`${base}/cluster-seite`)).status).toBe(404)
    const { doc: page } = await api(a.baseUrl, '/api/pages', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ title: 'Cluster-Seite', slug: 'cluster-seite', _status: 'published' }),
    })
    const newOnB = await secondsUntil(shows(b.baseUrl, '/cluster-seite', 'Cluster-Seite'))
    const newOnFront = await secondsUntil(shows(front.url, '/cluster-seite', 'Cluster-Seite'))
    // both have it cached now; then an editor changes it on A
    for (const base of [b.baseUrl, front.url]) await fetch(`${base}/cluster-seite`)
    await api(a.baseUrl, `/api/pages/${page.id}`, {
      method: 'PATCH',
      headers: json,
      body: JSON.stringify({ title: 'Cluster-Seite geändert', _status: 'published' }),
    })
    const editOnB = await secondsUntil(shows(b.baseUrl, '/cluster-seite', 'Cluster-Seite geändert'))
    const editOnFront = await secondsUntil(shows(front.url, '/cluster-seite', 'Cluster-Seite geändert'))
    figures.push(`new page saved on A: on B after ${newOnB} s, through the front after ${newOnFront} s`)
    figures.push(`edit saved on A: on B after ${editOnB} s, through the front after ${editOnFront} s`)
  })

  it('a rate limit reached through A also holds on B', async () => {
    const search = (base: string) =>
      fetch(`${base}/api/ai-search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ query: 'Koch in Hamburg' }),
      })
    for (let i = 0; i < 3; i++) expect((await search(a.baseUrl)).status).toBe(200)
    const refused = await search(b.baseUrl)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('an upload through A is served by B and the front; deleted through B, it is gone everywhere', async () => {
    const png = await solidPng(640, 320, '#c63')
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-bild.png')
    form.append('_payload', JSON.stringify({ alt: 'Cluster-Bild' }))
    const { doc } = await api(a.baseUrl, '/api/media', { method: 'POST', body: form })
    expect(s3.objects()).toContain(doc.filename)
    const file = new URL(doc.url, front.url).pathname // /api/media/file/…, absolute on the public address
    for (const base of [b.baseUrl, front.url]) {
      const response = await fetch(`${base}${file}`)
      expect(response.status, base).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/png')
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
    }
    await api(b.baseUrl, `/api/media/${doc.id}`, { method: 'DELETE' })
    // gone: Payload refuses a file whose document no longer exists (403 with S3's document lookup)
    expect([403, 404]).toContain((await fetch(`${a.baseUrl}${file}`)).status)
    expect(s3.objects().filter((key) => key.startsWith('cluster-bild'))).toEqual([])
  })

  it('an import started on both instances at once imports each job once', async () => {
    await api(a.baseUrl, '/api/globals/site-settings', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ feedUrls: [{ url: feedUrl }] }),
    })
    const [ra, rb] = await Promise.all([a, b].map((instance) => api(instance.baseUrl, '/api/sync-jobs', { method: 'POST' })))
    // a scheduled turn of a runner may come first: then both manual runs find nothing new
    const runs = (await api(a.baseUrl, '/api/import-runs?limit=100&depth=0')).docs as { newJobs?: number; trigger: string }[]
    expect(runs.reduce((sum, run) => sum + (run.newJobs ?? 0), 0)).toBe(FEED_JOBS)
    expect(Math.min(ra.newJobs, rb.newJobs)).toBe(0)
    const jobs = await api(b.baseUrl, '/api/jobs?where[source][equals]=feed&limit=100&depth=0')
    expect(jobs.totalDocs).toBe(FEED_JOBS)
    figures.push(`import on A and B at once: new jobs ${ra.newJobs} + ${rb.newJobs} (feed: ${FEED_JOBS})`)
  })

  it(`${LOAD_SECONDS} s of load through the front while B is stopped and started again: no errors`, async () => {
    let n = 0
    const slice = () =>
      autocannon({
        url: front.url,
        connections: 8,
        duration: 5,
        timeout: 20,
        requests: [
          { method: 'GET', path: '/' },
          { method: 'GET', path: '/stellenangebote' },
          { method: 'GET', path: '/api/health' },
          // past the front's cache: these reach an instance every time
          { method: 'GET', setupRequest: (request: object) => ({ ...request, path: `/ueber-uns?lauf=${n++}` }) },
          { method: 'GET', setupRequest: (request: object) => ({ ...request, path: `/stellenangebote/beispiel-kuechenchef-hamburg?lauf=${n++}` }) },
        ],
      })
    let backAt: number | undefined
    let downSeconds = 0
    const restart = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 3_000))
      await b.stop()
      const stoppedAt = Date.now()
      b = await runNextStart(envFor(ports.b), ports.b)
      backAt = Date.now()
      downSeconds = seconds(backAt - stoppedAt)
    })()
    // In slices of 5 s: at least LOAD_SECONDS, and on until B has been back for 5 s (its start takes
    // longer than that on a busy machine), so the load covers both the stop and the start.
    const started = Date.now()
    const slices: Result[] = []
    while (Date.now() - started < LOAD_SECONDS * 1000 || !backAt || Date.now() - backAt < 5_000) {
      slices.push(await slice())
      if (Date.now() - started > 150_000) break
    }
    await restart
    const loadSeconds = seconds(Date.now() - started)
    const sum = (pick: (r: Result) => number) => slices.reduce((total, r) => total + pick(r), 0)
    const total = { requests: sum((r) => r.requests.total), errors: sum((r) => r.errors), timeouts: sum((r) => r.timeouts), non2xx: sum((r) => r.non2xx) }
    const p50s = slices.map((r) => r.latency.p50).sort((x, y) => x - y)
    const served = await Promise.all([a, b].map(async (instance) => (await fetch(`${instance.baseUrl}/api/health`)).status))
    expect(served).toEqual([200, 200])
    figures.push(
      `load through the front for ${loadSeconds} s (8 connections), B stopped after 3 s and answering again ${downSeconds} s later: ` +
        `${total.requests} requests (${Math.round(total.requests / loadSeconds)}/s), errors ${total.errors}, timeouts ${total.timeouts}, ` +
        `non-2xx ${total.non2xx}; latency p50 ${p50s[Math.floor(p50s.length / 2)]} ms (median of 5 s slices), worst p99 ${Math.max(...slices.map((r) => r.latency.p99))} ms`,
    )
    expect(total.requests).toBeGreaterThan(100)
    expect({ errors: total.errors, timeouts: total.timeouts, non2xx: total.non2xx }).toEqual({ errors: 0, timeouts: 0, non2xx: 0 })
  }, 240_000)

  it('the scheduled import runs once per turn with two instances and a worker running the queue', async () => {
    const scheduled = async () =>
      ((await api(a.baseUrl, '/api/import-runs?limit=100&depth=0&sort=startedAt&where[trigger][equals]=schedule')).docs as { startedAt: string }[]).map((run) =>
        Date.parse(run.startedAt),
      )
    await secondsUntil(async () => (await scheduled()).length >= 3, 90_000)
    const starts = await scheduled()
    // a turn queued by more than one of the three runners would start twice within a second or so
    const gaps = starts.slice(1).map((start, i) => seconds(start - starts[i]))
    expect(Math.min(...gaps), `seconds between scheduled runs: ${gaps.join(', ')}`).toBeGreaterThan(TURN_SECONDS / 2)
    figures.push(`scheduled imports (every ${TURN_SECONDS} s, 3 runners): ${starts.length} runs, seconds between them ${gaps.join(', ')}`)
  }, 120_000)
})
