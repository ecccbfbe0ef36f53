#!/usr/bin/env node
// The paths no cache has seen, on the production server (scripts/server.mjs, the build in
// .next-bench) with a throwaway embedded PostgreSQL:
//  1. a real feed import of BENCH_JOBS (5,000) generated jobs through POST /api/sync-jobs, as staff
//     past the second factor, with the feed served from this process;
//  2. right after it, every job page of /sitemap.xml once, as a crawler after an import;
//  3. BENCH_SEARCHES (2,000) filtered boards, each with a query no cache has seen
//     (/bewerbende?q=koch%20<n>);
//  4. a second import that changes every tenth job: once the background warming of the job pages
//     ended, every job page of the sitemap again (what a crawler finds after the warm-up);
//  5. the server's RSS (its whole process group) after boot, after the import, after the crawl and
//     after the searches.
// Load: autocannon, BENCH_CRAWL_CONNECTIONS (16) connections, each address requested once.
// Prints the figures and one `BENCH {json}` line for bench/index.mjs.
// Options: BENCH_JOBS (5000), BENCH_SEARCHES (2000), BENCH_CRAWL_CONNECTIONS (16), BENCH_PORT (3093),
//   BENCH_PG_PORT (54342), BENCH_DIST_DIR (.next-bench; built when missing or BENCH_REBUILD=1),
//   BENCH_CPU_PROF=<dir> starts the server with --cpu-prof into that folder (for a profile of the crawl),
//   BENCH_CRAWL_PAGES=<n> crawls only the first n job pages (a profile of the boards part),
//   BENCH_WARM_CRAWL=0 ends after the searches (no second import, warm-up and crawl: with
//   PAGE_WARMING_MAX=0 and a small BENCH_CRAWL_PAGES, a profile of the unique boards alone),
//   BENCH_HEAP_SNAPSHOTS=<dir> writes a heap snapshot of the server into that folder after boot, the
//   crawl and the searches (slow: each takes seconds and about the heap's size again in memory).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { generate } from 'otplib'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { serverArgs, serverNodeFlags } from '../scripts/server-process.mjs'
import { feed } from './feed.mjs'
import { benchSiteEnv, bin, createCleanups, migrateAndSeed, root, run, runMain, throwawayPostgres, waitForHttp } from './support.mjs'

const env = process.env
const JOBS = Number(env.BENCH_JOBS || 5000)
const SEARCHES = Number(env.BENCH_SEARCHES || 2000)
const CONNECTIONS = Number(env.BENCH_CRAWL_CONNECTIONS || 16)
const PORT = Number(env.BENCH_PORT || 3093)
const PG_PORT = Number(env.BENCH_PG_PORT || 54342)
const DIST_DIR = env.BENCH_DIST_DIR || '.next-bench'
const STAFF = { email: 'bench-admin@example.com', password: 'Bench-Passwort-123!', totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' }

const { cleanups, cleanup } = createCleanups()
const log = (text) => console.log(`[bench crawl] ${text}`)

/** RSS of the server and everything it started (its own process group), in MB. */
function groupRssMB(pgid) {
  const out = run('ps', ['-o', 'rss=', '-g', String(pgid)], env)
  return Math.round(out.split('\n').reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024)
}

/** Each of `paths` requested once, CONNECTIONS at a time: req/s, p50, p99, answers other than 200. */
async function crawl(baseUrl, paths) {
  let next = 0
  const statuses = {}
  const result = await autocannon({
    url: baseUrl,
    connections: Math.min(CONNECTIONS, paths.length),
    amount: paths.length,
    timeout: 60,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  })
  for (const [code, count] of Object.entries(result.statusCodeStats ?? {})) statuses[code] = count.count
  return {
    requests: result.requests.total,
    seconds: Number((result.duration ?? 0).toFixed(1)),
    rps: Math.round(result.requests.total / Math.max(result.duration, 0.001)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statuses,
  }
}

/** The server's own view of its memory (its /api/metrics, from loopback): RSS, V8 heap, external, in MB. */
async function memoryMB(baseUrl) {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text()
  const value = (name) => Math.round(Number(text.match(new RegExp(`^${name} ([0-9.e+]+)`, 'm'))?.[1] ?? NaN) / 1024 / 1024)
  const caches = Object.fromEntries(
    [...text.matchAll(/^site_cache_bytes\{cache="([^"]+)"\} ([0-9.e+]+)/gm)].map((m) => [m[1], Math.round(Number(m[2]) / 1024)]),
  )
  return {
    rss: value('process_resident_memory_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
    cachesKB: caches,
  }
}

/** A heap snapshot of the server (--heapsnapshot-signal), once its file is complete. */
async function heapSnapshot(pid, dir) {
  if (!dir) return
  const before = new Set(fs.readdirSync(dir))
  process.kill(pid, 'SIGUSR2')
  for (let i = 0; i < 600; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const written = fs.readdirSync(dir).find((name) => !before.has(name) && name.endsWith('.heapsnapshot'))
    if (!written) continue
    const size = fs.statSync(path.join(dir, written)).size
    await new Promise((resolve) => setTimeout(resolve, 2000))
    if (size > 0 && fs.statSync(path.join(dir, written)).size === size) return log(`heap snapshot ${path.join(dir, written)}`)
  }
}

async function staffHeaders(baseUrl) {
  const login = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: STAFF.email, password: STAFF.password }),
  })
  if (!login.ok) throw new Error(`staff login failed: ${login.status} ${await login.text()}`)
  const { token } = await login.json()
  const headers = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const verified = await fetch(`${baseUrl}/api/users/totp/verify`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: await generate({ secret: STAFF.totpSecret }) }),
  })
  if (!verified.ok) throw new Error(`second factor failed: ${verified.status} ${await verified.text()}`)
  const cookie = verified.headers.getSetCookie().find((c) => c.startsWith('payload-2fa='))
  return { ...headers, cookie: cookie.split(';')[0] }
}

/** The page warming's figures from /api/metrics (allowed from loopback): finished runs, last start and end (Unix s). */
async function warmingFigures(baseUrl) {
  const text = await (await fetch(`${baseUrl}/api/metrics`)).text()
  const value = (pattern) => Number(pattern.exec(text)?.[1] ?? 0)
  return {
    finished: value(/^site_page_warming_duration_seconds_count\{outcome="finished"\} (\S+)/m),
    start: value(/^site_page_warming_last_run_timestamp_seconds\{edge="start"\} (\S+)/m),
    end: value(/^site_page_warming_last_run_timestamp_seconds\{edge="end"\} (\S+)/m),
  }
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-crawl-'))
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }))
  const pgServer = await throwawayPostgres('bench-crawl-pg-', PG_PORT, cleanups)
  const databaseUrl = await createFreshDatabase(pgServer.url, 'site_bench_crawl')
  const baseUrl = `http://127.0.0.1:${PORT}`
  const feedServer = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
    res.end(feedBody)
  })
  let feedBody = feed(JOBS)
  await new Promise((resolve) => feedServer.listen(0, '127.0.0.1', resolve))
  cleanups.push(async () => feedServer.close())
  const siteEnv = {
    ...benchSiteEnv({ databaseUrl, mediaDir: path.join(tmp, 'media'), serverUrl: baseUrl }),
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(PORT),
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    SEED_ADMIN_EMAIL: STAFF.email,
    SEED_ADMIN_PASSWORD: STAFF.password,
    SEED_ADMIN_TOTP_SECRET: STAFF.totpSecret,
  }
  migrateAndSeed(siteEnv)
  if (env.BENCH_REBUILD || !fs.existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))) {
    log(`next build into ${DIST_DIR} (several minutes) …`)
    run(bin('next'), ['build'], { ...siteEnv, NODE_ENV: 'production' })
  }
  // a data cache left by an earlier run holds another database's content
  fs.rmSync(path.join(root, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
  const serverLog = path.join(tmp, 'server.log')
  const out = fs.openSync(serverLog, 'w')
  const nodeArgs = env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(env.BENCH_CPU_PROF)}`] : []
  const snapshots = env.BENCH_HEAP_SNAPSHOTS ? path.resolve(env.BENCH_HEAP_SNAPSHOTS) : ''
  if (snapshots) fs.mkdirSync(snapshots, { recursive: true })
  if (snapshots) nodeArgs.push('--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshots}`)
  const server = spawn(process.execPath, [...nodeArgs, ...serverArgs(siteEnv)], {
    cwd: root,
    detached: true,
    env: { ...siteEnv, NODE_ENV: 'production' },
    stdio: ['ignore', out, out],
  })
  const exited = new Promise((resolve) => server.once('exit', resolve))
  cleanups.push(async () => {
    if (server.exitCode !== null) return
    // SIGINT: --cpu-prof writes its profile on a clean exit
    process.kill(-server.pid, env.BENCH_CPU_PROF ? 'SIGINT' : 'SIGTERM')
    const timer = setTimeout(() => process.kill(-server.pid, 'SIGKILL'), 20_000)
    await exited
    clearTimeout(timer)
  })
  try {
    await waitForHttp(`${baseUrl}/`, 120_000, server)
  } catch (error) {
    throw new Error(`${error.message}\n${fs.readFileSync(serverLog, 'utf8').slice(-4000)}`)
  }
  const rss = { boot: groupRssMB(server.pid) }
  const memory = { boot: await memoryMB(baseUrl) }
  log(`server up on ${baseUrl}, RSS ${rss.boot} MB, ${JSON.stringify(memory.boot)}`)
  await heapSnapshot(server.pid, snapshots)

  const headers = await staffHeaders(baseUrl)
  const feedUrl = `http://127.0.0.1:${feedServer.address().port}/feed.xml`
  const saved = await fetch(`${baseUrl}/api/globals/site-settings`, { method: 'POST', headers, body: JSON.stringify({ feedUrls: [{ url: feedUrl }] }) })
  if (!saved.ok) throw new Error(`saving the feed address failed: ${saved.status} ${await saved.text()}`)
  let started = performance.now()
  const synced = await fetch(`${baseUrl}/api/sync-jobs`, { method: 'POST', headers })
  const importMs = Math.round(performance.now() - started)
  const importResult = await synced.json()
  if (!synced.ok) throw new Error(`import failed: ${synced.status} ${JSON.stringify(importResult)}`)
  rss.import = groupRssMB(server.pid)
  log(`import of ${JOBS} jobs answered in ${importMs} ms: ${JSON.stringify(importResult)}, RSS ${rss.import} MB`)

  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text()
  const jobPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).filter((p) => p.startsWith('/stellenangebote/'))
  if (jobPages.length < JOBS) throw new Error(`the sitemap lists ${jobPages.length} job pages, fewer than the ${JOBS} imported`)
  if (env.BENCH_CRAWL_PAGES) jobPages.length = Math.min(jobPages.length, Number(env.BENCH_CRAWL_PAGES))
  started = performance.now()
  const crawlResult = await crawl(baseUrl, jobPages)
  rss.crawl = groupRssMB(server.pid)
  memory.crawl = await memoryMB(baseUrl)
  log(`crawl of ${jobPages.length} job pages: ${JSON.stringify(crawlResult)}, RSS ${rss.crawl} MB, ${JSON.stringify(memory.crawl)}`)
  await heapSnapshot(server.pid, snapshots)

  const searches = Array.from({ length: SEARCHES }, (_, i) => `/bewerbende?q=koch%20${i + 1}`)
  const searchResult = await crawl(baseUrl, searches)
  rss.searches = groupRssMB(server.pid)
  memory.searches = await memoryMB(baseUrl)
  log(`${SEARCHES} unique filtered boards: ${JSON.stringify(searchResult)}, RSS ${rss.searches} MB, ${JSON.stringify(memory.searches)}`)
  await heapSnapshot(server.pid, snapshots)

  // a second import changes every tenth job, which expires every job page; the site warms them
  const warmCrawl = env.BENCH_WARM_CRAWL === '0' ? undefined : await crawlAfterWarmup(baseUrl, headers, jobPages, () => (feedBody = feed(JOBS, 10)))

  console.log(
    `\nPaths no cache has seen, ${JOBS} jobs, ${CONNECTIONS} connections, each address once (${os.cpus().length} CPU cores, Node ${process.version}, node flags: ${serverNodeFlags(siteEnv).join(' ') || 'none'})`,
  )
  console.log(`import through /api/sync-jobs: ${importMs} ms`)
  console.log('path                                   requests   req/s   p50 ms   p99 ms')
  for (const [label, r] of [
    [`crawl: every job page of the sitemap`, crawlResult],
    [`${SEARCHES} unique filtered boards`, searchResult],
    ...(warmCrawl ? [[`crawl after the warm-up (${warmCrawl.warmupSeconds} s)`, warmCrawl]] : []),
  ])
    console.log(`${label.padEnd(38)}${String(r.requests).padStart(9)}${String(r.rps).padStart(8)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}`)
  console.log(`server RSS MB: after boot ${rss.boot}, after the import ${rss.import}, after the crawl ${rss.crawl}, after the searches ${rss.searches}`)
  for (const [when, m] of Object.entries(memory))
    console.log(`  after ${when}: V8 heap used ${m.heapUsed} of ${m.heapTotal} MB, external ${m.external} MB; caches KB ${JSON.stringify(m.cachesKB)}`)
  console.log(
    `BENCH ${JSON.stringify({ jobs: JOBS, connections: CONNECTIONS, importMs, import: importResult, crawl: { pages: jobPages.length, ...crawlResult }, searches: { count: SEARCHES, ...searchResult }, warmCrawl: warmCrawl && { pages: jobPages.length, ...warmCrawl }, rssMB: rss, memoryMB: memory })}`,
  )
}

/** Every tenth job changed by a second import; once the background warming ended, every job page again. */
async function crawlAfterWarmup(baseUrl, headers, jobPages, changeFeed) {
  const warmRuns = await warmingFigures(baseUrl)
  changeFeed()
  const secondSent = Date.now() / 1000
  const resynced = await fetch(`${baseUrl}/api/sync-jobs`, { method: 'POST', headers })
  if (!resynced.ok) throw new Error(`second import failed: ${resynced.status} ${await resynced.text()}`)
  log(`second import (every tenth job changed): ${JSON.stringify(await resynced.json())}; waiting for the warm-up …`)
  let warmup
  for (const waitUntil = Date.now() + 30 * 60_000; ;) {
    warmup = await warmingFigures(baseUrl)
    if (warmup.finished > warmRuns.finished && warmup.start >= secondSent && warmup.end >= warmup.start) break
    if (Date.now() > waitUntil) throw new Error(`the warm-up did not end within 30 minutes: ${JSON.stringify(warmup)}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  const warmupSeconds = Math.round(warmup.end - warmup.start)
  const warmCrawlResult = await crawl(baseUrl, jobPages)
  log(`warm-up in ${warmupSeconds} s, then the crawl of ${jobPages.length} job pages: ${JSON.stringify(warmCrawlResult)}`)
  return { warmupSeconds, ...warmCrawlResult }
}

runMain(main, cleanup)
