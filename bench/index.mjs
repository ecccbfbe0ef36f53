#!/usr/bin/env node
// `npm run bench`: every performance figure in one run, on loopback, with nothing left behind.
//  1. A throwaway embedded PostgreSQL with the seed plus 5,000 generated jobs (bench/jobs.mjs), a
//     production build in .next-bench (reused unless BENCH_REBUILD=1), the site as `npm start`
//     runs it (scripts/server.mjs), the nginx front before it (scripts/front.mjs), and two floors
//     answering the same saved HTML bytes of each page: a minimal Node server
//     (bench/static-server.mjs) and nginx serving files.
//  2. Load: Debian's wrk (bench/wrk.mjs; autocannon when wrk is missing or BENCH_CLIENT=autocannon),
//     32 connections, BENCH_SECONDS (10) per page and server after 2 s warm-up: req/s, p50, p99 of
//     Next alone, the front, Node static and nginx static, and the ratios.
//  3. Weights: gzip size of each page's HTML and of the scripts it references (bench/weights.mjs).
//  4. Lighthouse 12 (mobile profile, Debian's chromium) through the front: the four categories'
//     scores, LCP, TBT, CLS of the median of BENCH_LIGHTHOUSE_RUNS runs per page.
//  5. The existing benchmarks as child processes, one after another once the stack is down:
//     bench/board.mjs, bench/import.mjs (1,000 and 10,000 jobs), bench/ai-search.mjs,
//     bench/applications.mjs (uploads with a 5 MB CV, memory, multipart fuzzing); their
//     figures are read from the `BENCH {json}` line each prints, their output goes to
//     bench/results/<name>.log.
// Then one summary with every target marked met or MISSED, also written as JSON to
// bench/results/latest.json (BENCH_OUT). Exit code 1 when a part failed (not when a target is missed).
//
//  6. bench/crawl.mjs: the paths no cache has seen, on the production server after a real feed import
//     of BENCH_JOBS jobs through /api/sync-jobs: every job page of the sitemap once, 2,000 filtered
//     boards with queries no cache has seen (16 connections), the server's RSS after boot, the crawl
//     and the searches.
// Options: BENCH_SKIP=load,weights,lighthouse,crawl,board,import,ai-search,applications, or
//   BENCH_ONLY=<the same names> to run just those; BENCH_SECONDS (10);
//   BENCH_JOBS (5000); BENCH_IMPORT_SIZES (1000,10000); BENCH_REBUILD=1; CHROMIUM_PATH (/usr/bin/chromium);
//   BENCH_LIGHTHOUSE_RUNS (3) runs per page, of which the median run is reported;
//   BENCH_HOLD=1 keeps the site and the front up after the page parts, to look at by hand;
//   BENCH_DIST_DIR (.next-bench) another build folder, e.g. a copy for a second run beside this one;
//   BENCH_BURNERS (2) busy loops while the front is measured under load;
//   ports: BENCH_PG_PORT (54340), BENCH_APP_PORT (3090), BENCH_FRONT_PORT (8090),
//   BENCH_NGINX_STATIC_PORT (8091), BENCH_NODE_STATIC_PORT (3091); the child benchmarks run on
//   BENCH_CHILD_PG_PORT (54341) and BENCH_CHILD_APP_PORT (3092); the crawl on BENCH_CHILD_PG_PORT + 1
//   and BENCH_CHILD_APP_PORT + 1.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { startFront } from '../scripts/front.mjs'
import { serverArgs } from '../scripts/server-process.mjs'
import { seedJobs } from './jobs.mjs'
import { benchSiteEnv, createCleanups, migrateAndSeed, root, throwawayPostgres, waitForHttp } from './support.mjs'
import { pageWeights } from './weights.mjs'
import { findWrk, runWrk } from './wrk.mjs'

const env = process.env
const SECONDS = Number(env.BENCH_SECONDS || 10)
const WARMUP_SECONDS = 2
const CONNECTIONS = 32
const JOBS = Number(env.BENCH_JOBS || 5000)
const PARTS = ['load', 'weights', 'lighthouse', 'crawl', 'board', 'import', 'ai-search', 'applications']
const list = (value) =>
  (value || '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
const only = list(env.BENCH_ONLY)
for (const part of [...list(env.BENCH_SKIP), ...only])
  if (!PARTS.includes(part)) throw new Error(`BENCH_SKIP/BENCH_ONLY: unknown part "${part}" (${PARTS.join(', ')})`)
// BENCH_ONLY=crawl,ai-search runs just those parts
const skip = new Set(only.length ? PARTS.filter((p) => !only.includes(p)) : list(env.BENCH_SKIP))
const port = (name, fallback) => Number(env[name] || fallback)
const PORTS = {
  pg: port('BENCH_PG_PORT', 54340),
  app: port('BENCH_APP_PORT', 3090),
  front: port('BENCH_FRONT_PORT', 8090),
  nginxStatic: port('BENCH_NGINX_STATIC_PORT', 8091),
  nodeStatic: port('BENCH_NODE_STATIC_PORT', 3091),
  childPg: port('BENCH_CHILD_PG_PORT', 54341),
  childApp: port('BENCH_CHILD_APP_PORT', 3092),
}
const DIST_DIR = env.BENCH_DIST_DIR || '.next-bench' // shared with bench/board.mjs and bench/load.mjs: one build for all
const OUT = path.resolve(root, env.BENCH_OUT || 'bench/results/latest.json')
const CHROMIUM = env.CHROMIUM_PATH || '/usr/bin/chromium'
// wrk when installed (see bench/wrk.mjs); BENCH_CLIENT=autocannon forces the npm client
const WRK = env.BENCH_CLIENT === 'autocannon' ? null : findWrk()

const DETAIL = '/stellenangebote/bench-4711'
const FILTERED = '/bewerbende?q=koch&ort=hamburg'
/** The pages of the load test; the first four are prerendered or cached. */
const PAGES = ['/', '/bewerbende', FILTERED, DETAIL, '/verpachtung']
const LIGHTHOUSE_PAGES = ['/', '/bewerbende', DETAIL, '/verpachtung']
// Lighthouse's own advice on variability: several runs, then the median run (lighthouse/docs/variability.md)
const LIGHTHOUSE_RUNS = Number(env.BENCH_LIGHTHOUSE_RUNS || 3)
const SERVERS = ['next', 'front', 'nodeStatic', 'nginxStatic']
const SERVER_NAMES = { next: 'Next alone', front: 'front', nodeStatic: 'Node static', nginxStatic: 'nginx static' }

const { cleanups, cleanup } = createCleanups()
// after Ctrl+C no further part starts while the cleanup runs
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (stopping = true))
const results = {
  startedAt: new Date().toISOString(),
  machine: { cpus: os.cpus().length, node: process.version },
  settings: { client: WRK ? 'wrk' : 'autocannon', seconds: SECONDS, connections: CONNECTIONS, jobs: JOBS, skipped: [...skip] },
  errors: {},
}
const log = (text) => console.log(`[bench] ${text}`)

/** A long-running child in its own process group, so cleanup ends it and everything it started. */
function startChild(command, args, options) {
  const child = spawn(command, args, { cwd: root, detached: true, ...options })
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      return // already gone
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // gone
      }
    }, 15_000)
    await exited
    clearTimeout(timer)
  }
  cleanups.push(stop)
  return { child, exited, stop }
}

/** Runs a command to its end, its output in `logFile`; throws with the log's tail on failure. */
async function runLogged(command, args, options, logFile) {
  const out = fs.openSync(logFile, 'w')
  const { exited } = startChild(command, args, { ...options, stdio: ['ignore', out, out] })
  const code = await exited
  fs.closeSync(out)
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed (${code}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`)
}

/** nginx serving the saved pages as files: `map` turns each address (query included) into its file. */
function nginxStaticConfig({ prefix, listen, pages }) {
  const entries = Object.entries(pages).map(([url, file]) => `    "${url}" "/${path.basename(file)}";`)
  return `worker_processes auto;
pid ${prefix}/nginx.pid;
error_log stderr warn;
events {
  worker_connections 1024;
}
http {
  access_log off;
  client_body_temp_path ${prefix}/temp/client_body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  types {}
  default_type "text/html; charset=utf-8";
  map $request_uri $page {
    default "/missing";
${entries.join('\n')}
  }
  server {
    listen ${listen};
    root ${path.dirname(Object.values(pages)[0])};
    location / {
      try_files $page =404;
    }
  }
}
`
}

async function startNginxStatic(tmp, pages) {
  const prefix = path.join(tmp, 'nginx-static')
  for (const dir of [prefix, path.join(prefix, 'temp')]) fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  const config = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(config, nginxStaticConfig({ prefix, listen: `127.0.0.1:${PORTS.nginxStatic}`, pages }))
  const nginx = spawnSync('nginx', ['-v']).error ? '/usr/sbin/nginx' : 'nginx'
  const { child } = startChild(nginx, ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] })
  const url = `http://127.0.0.1:${PORTS.nginxStatic}`
  await waitForHttp(`${url}/`, 10_000, child)
  return url
}

/** The site on a throwaway database: migrated, seeded, JOBS jobs, built if needed, started, fronted. */
async function startSite(tmp) {
  const pgServer = await throwawayPostgres('bench-all-pg-', PORTS.pg, cleanups)
  const databaseUrl = await createFreshDatabase(pgServer.url, 'site_bench_all')
  const frontUrl = `http://127.0.0.1:${PORTS.front}`
  const siteEnv = {
    // the public address is the front's, as in production (canonical links, Lighthouse's SEO audit)
    ...benchSiteEnv({ databaseUrl, mediaDir: path.join(tmp, 'media'), serverUrl: frontUrl }),
    NEXT_DIST_DIR: DIST_DIR,
    PORT: String(PORTS.app),
    TRUSTED_PROXY_HOPS: '1',
  }
  let started = Date.now()
  migrateAndSeed(siteEnv)
  await seedJobs(databaseUrl, JOBS)
  log(`migrated, seeded and inserted ${JOBS} jobs in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  if (env.BENCH_REBUILD || !fs.existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))) {
    log(`next build into ${DIST_DIR} (several minutes; log in ${tmp}/build.log) …`)
    started = Date.now()
    fs.rmSync(path.join(root, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
    await runLogged(path.join(root, 'node_modules/.bin/next'), ['build'], { env: { ...siteEnv, NODE_ENV: 'production' } }, path.join(tmp, 'build.log'))
    results.buildSeconds = Math.round((Date.now() - started) / 1000)
    log(`built in ${results.buildSeconds} s`)
  } else {
    log(`reusing the build in ${DIST_DIR} (BENCH_REBUILD=1 builds anew)`)
  }
  // a data cache left by an earlier run holds another database's content
  fs.rmSync(path.join(root, DIST_DIR, 'cache', 'fetch-cache'), { recursive: true, force: true })
  const serverLog = path.join(tmp, 'server.log')
  const out = fs.openSync(serverLog, 'w')
  const { child } = startChild(process.execPath, serverArgs(siteEnv), {
    env: { ...siteEnv, NODE_ENV: 'production' },
    stdio: ['ignore', out, out],
  })
  const nextUrl = `http://127.0.0.1:${PORTS.app}`
  try {
    await waitForHttp(`${nextUrl}/`, 120_000, child)
  } catch (error) {
    throw new Error(`${error.message}\n${fs.readFileSync(serverLog, 'utf8').slice(-4000)}`)
  }
  const front = await startFront({ listen: `127.0.0.1:${PORTS.front}`, upstreams: [`127.0.0.1:${PORTS.app}`], prefix: path.join(tmp, 'front'), log: () => {} })
  cleanups.push(front.stop)
  log(`site on ${nextUrl}, front on ${front.url} (server log ${serverLog})`)
  return { nextUrl, frontUrl: front.url }
}

/** Saves each page's HTML as Next sends it (uncompressed: the server leaves that to the front). */
async function savePages(nextUrl, dir) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  const files = {}
  const html = {}
  for (const [i, page] of PAGES.entries()) {
    const response = await fetch(`${nextUrl}${page}`, { redirect: 'manual' })
    const body = Buffer.from(await response.arrayBuffer())
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}, not 200`)
    files[page] = path.join(dir, `${i}.html`)
    fs.writeFileSync(files[page], body)
    fs.chmodSync(files[page], 0o644)
    html[page] = body.toString('utf8')
  }
  fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(files))
  return { files, html }
}

async function measure(url) {
  if (WRK) {
    await runWrk(WRK, url, { connections: CONNECTIONS, seconds: WARMUP_SECONDS })
    const r = await runWrk(WRK, url, { connections: CONNECTIONS, seconds: SECONDS })
    // no answer within the run: no latency to report (wrk prints zeros)
    return { ...r, rps: Math.round(r.rps), p50: r.requests ? round(r.p50, 2) : null, p99: r.requests ? round(r.p99, 2) : null }
  }
  await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_SECONDS, timeout: 30 })
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30 })
  return {
    rps: Math.round(r.requests.average),
    p50: r.requests.total ? r.latency.p50 : null,
    p99: r.requests.total ? r.latency.p99 : null,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
}

async function loadTest(urls) {
  const rows = []
  for (const page of PAGES) {
    const row = { page }
    for (const server of SERVERS) {
      row[server] = await measure(`${urls[server]}${page}`)
      log(`load ${page} ${SERVER_NAMES[server]}: ${row[server].rps} req/s, p50 ${row[server].p50} ms, p99 ${row[server].p99} ms`)
    }
    row.nextToNodeStatic = row.next.rps / row.nodeStatic.rps
    row.frontToNginxStatic = row.front.rps / row.nginxStatic.rps
    rows.push(row)
  }
  return rows
}

/**
 * The front again, per page, while the machine is also busy: BENCH_BURNERS (2) processes spin on
 * the cores, as other work on a shared server would. The front's access log (request time, cache
 * status, upstream time) tells what the slow answers waited for.
 */
async function frontUnderLoad(frontUrl, accessLog) {
  const burners = Array.from({ length: Number(env.BENCH_BURNERS ?? 2) }, () => startChild(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }))
  const rows = []
  try {
    for (const page of PAGES) {
      fs.truncateSync(accessLog, 0)
      const r = await measure(`${frontUrl}${page}`)
      rows.push({ page, ...r, slow: slowAnswers(fs.readFileSync(accessLog, 'utf8')) })
      log(`front under load ${page}: ${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, slow answers ${JSON.stringify(rows.at(-1).slow)}`)
    }
  } finally {
    await Promise.all(burners.map((b) => b.stop()))
  }
  return rows
}

/** Answers of the front's access log that took 20 ms or more, counted by cache status and whether the app was asked. */
function slowAnswers(text) {
  const counts = {}
  for (const line of text.split('\n')) {
    const match = / rt=([\d.]+) cache=(\S+) upstream=(\S+)/.exec(line)
    if (!match || Number(match[1]) < 0.02) continue
    const key = `${match[2]}${match[3] === '-' ? '' : ' (app asked)'}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/**
 * Lighthouse on each page through the front, BENCH_LIGHTHOUSE_RUNS times: the figures are those of
 * Lighthouse's median run (closest to the median FCP and TTI). The simulated TBT is the observed
 * main-thread work times four, so it follows the machine's speed at that moment: the spread of the
 * runs' performance scores and Lighthouse's CPU benchmark index are reported with it.
 */
async function lighthouseTest(frontUrl) {
  const { default: lighthouse } = await import('lighthouse')
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js')
  const chromeLauncher = await import('chrome-launcher')
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    handleSIGINT: false, // our cleanup ends it; its own handler would exit before the rest is stopped
  })
  const stop = async () => chrome.kill()
  cleanups.push(stop)
  const rows = []
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const url = `${frontUrl}${page}`
      await waitForHttp(url, 30_000)
      const runs = []
      for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
        const { lhr } = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        })
        if (lhr.runtimeError) throw new Error(`${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
        runs.push(lhr)
      }
      const lhr = computeMedianRun(runs)
      const score = (result, id) => (result.categories[id].score === null ? null : Math.round(result.categories[id].score * 100))
      const audit = (id) => lhr.audits[id].numericValue
      // pass/fail audits that count in a category's score (not the informative ones), failed in any run
      const failed = new Map()
      for (const result of runs) {
        const weighted = new Set(Object.values(result.categories).flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => r.id)))
        for (const a of Object.values(result.audits))
          if (weighted.has(a.id) && a.scoreDisplayMode === 'binary' && a.score !== null && a.score < 1) failed.set(a.id, (failed.get(a.id) ?? 0) + 1)
      }
      const performances = runs.map((result) => score(result, 'performance'))
      rows.push({
        page,
        runs: runs.length,
        performance: score(lhr, 'performance'),
        performanceMin: Math.min(...performances),
        performanceMax: Math.max(...performances),
        accessibility: score(lhr, 'accessibility'),
        bestPractices: score(lhr, 'best-practices'),
        seo: score(lhr, 'seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        failedAudits: [...failed].map(([id, count]) => `${id} (${count} of ${runs.length})`),
      })
      log(`lighthouse ${page}: ${JSON.stringify(rows.at(-1))}`)
    }
  } finally {
    cleanups.splice(cleanups.indexOf(stop), 1)
    await stop()
  }
  return rows
}

/**
 * Runs one of the existing benchmarks and returns the figures of its BENCH line. Its whole output
 * (the AI-search bench prints hundreds of lines) goes to a log next to the JSON.
 */
async function childBenchmark(script, args, extraEnv) {
  const childEnv = { ...env, ...extraEnv }
  delete childEnv.DATABASE_URL // always a throwaway database, never one the caller's shell points at
  const logFile = path.join(path.dirname(OUT), `${path.basename(script, '.mjs')}.log`)
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  log(`${script} running, its output in ${path.relative(process.cwd(), logFile)}`)
  const { child, exited } = startChild(process.execPath, [path.join(root, script), ...args], { env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] })
  const out = fs.createWriteStream(logFile)
  let output = ''
  child.stdout.on('data', (d) => {
    output += d
    out.write(d)
  })
  child.stderr.on('data', (d) => out.write(d))
  const code = await exited
  await new Promise((resolve) => out.end(resolve))
  const line = output.split('\n').findLast((l) => l.startsWith('BENCH '))
  if (!line) throw new Error(`${script} exited with ${code} and printed no BENCH line; its log ends:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`)
  return { exitCode: code, log: path.relative(root, logFile), ...JSON.parse(line.slice(6)) }
}

// ---- targets and output ----

const targets = []
function target(name, value, goal, met) {
  if (value === undefined || Number.isNaN(value)) return
  targets.push({ name, value, goal, met: value !== null && met }) // null: nothing measured, e.g. no answer within the run
}

function collectTargets() {
  for (const row of results.load ?? []) {
    const cached = row.page !== FILTERED
    if (cached) {
      target(`Next alone ${row.page}: share of Node static`, round(row.nextToNodeStatic, 3), '>= 0.04', row.nextToNodeStatic >= 0.04)
      target(`Next alone ${row.page}: p99`, row.next.p99, '< 100 ms', row.next.p99 < 100)
    } else {
      target(`Next alone ${row.page}: p99`, row.next.p99, '< 250 ms', row.next.p99 < 250)
    }
    target(`front ${row.page}: share of nginx static`, round(row.frontToNginxStatic, 3), '>= 0.5', row.frontToNginxStatic >= 0.5)
    target(`front ${row.page}: p99`, row.front.p99, '< 20 ms', row.front.p99 < 20)
  }
  for (const row of results.frontUnderLoad ?? []) {
    target(`front under load ${row.page}: p99`, row.p99, '< 20 ms', row.p99 !== null && row.p99 < 20)
  }
  for (const row of results.weights ?? []) {
    target(`HTML ${row.page}: gzip KB`, round(row.htmlGzipBytes / 1024, 1), '<= 15 KB', row.htmlGzipBytes <= 15 * 1024)
    if (row.page === '/' || row.page === '/bewerbende')
      target(`first-load JS ${row.page}: gzip KB`, round(row.jsGzipBytes / 1024, 1), '< 150 KB', row.jsGzipBytes < 150 * 1024)
  }
  for (const row of results.lighthouse ?? []) {
    target(`Lighthouse ${row.page}: performance`, row.performance, '>= 95', row.performance >= 95)
    for (const key of ['accessibility', 'bestPractices', 'seo']) target(`Lighthouse ${row.page}: ${key}`, row[key], '100', row[key] === 100)
    target(`Lighthouse ${row.page}: LCP ms`, row.lcpMs, '< 2000 ms', row.lcpMs < 2000)
    target(`Lighthouse ${row.page}: CLS`, row.cls, '< 0.02', row.cls < 0.02)
  }
  const big = (results.import?.rows ?? []).filter((r) => r.jobs === 10000)
  if (big.length >= 2) {
    target('import 10,000 jobs: first import s', round(big[0].durationMs / 1000, 2), '< 5 s', big[0].durationMs < 5000)
    target('import 10,000 jobs: unchanged re-import s', round(big[1].durationMs / 1000, 2), '< 2.5 s', big[1].durationMs < 2500)
    const peak = Math.max(...big.map((r) => r.peakRssMB))
    target('import 10,000 jobs: peak RSS MB', peak, '< 350 MB', peak < 350)
  }
  const crawl = results.crawl
  if (crawl) {
    target('crawl of every job page after an import: req/s', crawl.crawl.rps, '>= 300', crawl.crawl.rps >= 300)
    target('crawl of every job page after an import: p99 ms', crawl.crawl.p99, '< 150 ms', crawl.crawl.p99 < 150)
    if (crawl.warmCrawl) {
      target('crawl of every job page after the warm-up: req/s', crawl.warmCrawl.rps, '>= 300', crawl.warmCrawl.rps >= 300)
      target('crawl of every job page after the warm-up: p99 ms', crawl.warmCrawl.p99, '< 150 ms', crawl.warmCrawl.p99 < 150)
    }
    target('unique filtered boards: req/s', crawl.searches.rps, '>= 250', crawl.searches.rps >= 250)
    target('unique filtered boards: p99 ms', crawl.searches.p99, '< 150 ms', crawl.searches.p99 < 150)
    for (const [when, mb] of Object.entries(crawl.rssMB)) target(`server RSS after ${RSS_MOMENTS[when] ?? when}: MB`, mb, '< 400 MB', mb < 400)
  }
  for (const r of results.board?.results ?? []) target(`board bench ${r.label}: p95 ms`, round(r.p95, 1), '< 100 ms', r.p95 < 100)
  if (results.aiSearch) target('AI search local ranking: p95 ms', round(results.aiSearch.p95, 1), '< 50 ms', results.aiSearch.p95 < 50)
  const apps = results.applications
  if (apps) {
    target('application with a 5 MB CV: p95 ms', round(apps.submissions.p95, 1), '< 500 ms', apps.submissions.p95 < 500)
    target('application uploads: server RSS growth MB', apps.submissions.rssGrowthMB, '< 64 MB over 100', apps.submissions.rssGrowthMB < 64)
    target('application fuzzing: 5xx answers', apps.fuzz.serverErrors, '0 of 1,000', apps.fuzz.serverErrors === 0)
    target('application fuzzing: stored', apps.fuzz.storedApplications + apps.fuzz.storedFiles, '0', apps.fuzz.storedApplications + apps.fuzz.storedFiles === 0)
  }
  results.targets = targets
}

const RSS_MOMENTS = { boot: 'boot', import: 'the import', crawl: 'the crawl', searches: 'the searches' }
const round = (n, digits) => (typeof n === 'number' ? Number(n.toFixed(digits)) : n)
const pad = (value, width) => String(value ?? '–').padStart(width)
const kb = (bytes) => (bytes / 1024).toFixed(1)

function printSummary() {
  const lines = []
  const say = (text = '') => lines.push(text)
  say(`\n==== npm run bench, ${results.startedAt}, ${results.machine.cpus} CPU cores, Node ${results.machine.node}, ${JOBS} jobs ====`)
  if (results.load) {
    say(
      `\nLoad: ${results.settings.client === 'wrk' ? 'wrk, 2 threads' : 'autocannon'}, ${CONNECTIONS} connections, ${SECONDS} s per cell after ${WARMUP_SECONDS} s warm-up, uncompressed HTML, client on the same cores; latency in ms`,
    )
    if (results.settings.client !== 'wrk') say('(wrk not installed: autocannon caps the static floors, so the ratios read high; apt-get install wrk)')
    say(`${'page'.padEnd(31)}|${SERVERS.map((s) => ` ${SERVER_NAMES[s].padEnd(22)}|`).join('')} Next/Node | front/nginx`)
    say(`${''.padEnd(31)}|${'   req/s    p50    p99 |'.repeat(4)}           |`)
    const ms = (n) => (n === null ? '–' : n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : n.toFixed(0))
    for (const row of results.load) {
      const cells = SERVERS.map((s) => `${pad(row[s].rps, 8)}${pad(ms(row[s].p50), 7)}${pad(ms(row[s].p99), 7)} |`).join('')
      say(`${row.page.padEnd(31)}|${cells}${pad(row.nextToNodeStatic.toFixed(3), 10)} |${pad(row.frontToNginxStatic.toFixed(3), 12)}`)
    }
    const bad = results.load.flatMap((row) =>
      SERVERS.filter((s) => row[s].non2xx || row[s].errors).map((s) => `${row.page} ${SERVER_NAMES[s]}: ${row[s].non2xx} non-2xx, ${row[s].errors} errors`),
    )
    say(bad.length ? `answers other than 2xx or errors: ${bad.join('; ')}` : 'every answer 2xx, no errors or timeouts')
    const silent = results.load.flatMap((row) => SERVERS.filter((s) => !row[s].requests).map((s) => `${row.page} ${SERVER_NAMES[s]}`))
    if (silent.length) say(`no answer within ${SECONDS} s (latency –): ${silent.join('; ')}`)
    if (results.frontUnderLoad) {
      say(`\nThe front while ${env.BENCH_BURNERS ?? 2} busy loops spin on the cores (target p99 < 20 ms); answers of 20 ms or more by cache status`)
      for (const r of results.frontUnderLoad)
        say(
          `${r.page.padEnd(31)}${pad(r.rps, 8)}${pad(ms(r.p50), 7)}${pad(ms(r.p99), 7)}  ${
            Object.entries(r.slow)
              .map(([k, n]) => `${k}: ${n}`)
              .join(', ') || 'none'
          }`,
        )
    }
  }
  if (results.weights) {
    say('\nWeights (gzip -6): HTML of the page; first-load JavaScript = the scripts its HTML references')
    say(`${'page'.padEnd(32)}  HTML KB  gzip KB  scripts  JS KB  JS gzip KB`)
    for (const w of results.weights)
      say(
        `${w.page.padEnd(32)}${pad(kb(w.htmlBytes), 9)}${pad(kb(w.htmlGzipBytes), 9)}${pad(w.scripts, 9)}${pad(kb(w.jsBytes), 7)}${pad(kb(w.jsGzipBytes), 12)}`,
      )
  }
  if (results.lighthouse) {
    say(
      `\nLighthouse 12 mobile (simulated throttling) through the front: the median of ${results.lighthouse[0]?.runs} runs per page; perf of all runs; CPU = Lighthouse's benchmark index`,
    )
    say(`${'page'.padEnd(32)}  perf  (runs)  a11y  best  SEO  LCP ms  TBT ms    CLS   CPU  audits failed in any run`)
    for (const l of results.lighthouse)
      say(
        `${l.page.padEnd(32)}${pad(l.performance, 6)}${pad(`${l.performanceMin}-${l.performanceMax}`, 8)}${pad(l.accessibility, 6)}${pad(l.bestPractices, 6)}${pad(l.seo, 5)}${pad(l.lcpMs, 8)}${pad(l.tbtMs, 8)}${pad(l.cls.toFixed(3), 7)}${pad(l.benchmarkIndex, 6)}  ${l.failedAudits.join(', ')}`,
      )
  }
  if (results.crawl) {
    const c = results.crawl
    say(
      `\nPaths no cache has seen (bench/crawl.mjs): ${c.jobs} jobs imported through /api/sync-jobs in ${c.importMs} ms, ${c.connections} connections, each address once`,
    )
    say(`${'path'.padEnd(40)}requests   req/s   p50 ms   p99 ms  non-2xx  targets`)
    for (const [label, r, goal] of [
      [`every job page of the sitemap`, c.crawl, '>= 300 req/s, p99 < 150 ms'],
      [`${c.searches.count} unique filtered boards`, c.searches, '>= 250 req/s, p99 < 150 ms'],
      ...(c.warmCrawl ? [[`job pages after the warm-up (${c.warmCrawl.warmupSeconds} s)`, c.warmCrawl, '>= 300 req/s, p99 < 150 ms']] : []),
    ])
      say(`${label.padEnd(40)}${pad(r.requests, 8)}${pad(r.rps, 8)}${pad(r.p50, 9)}${pad(r.p99, 9)}${pad(r.non2xx, 9)}  ${goal}`)
    say(
      `server RSS MB (target < 400): ${Object.entries(c.rssMB)
        .map(([when, mb]) => `after ${RSS_MOMENTS[when] ?? when} ${mb}`)
        .join(', ')}`,
    )
  }
  if (results.board) {
    say(`\nBoard bench (bench/board.mjs): ${results.board.jobs} jobs, ${results.board.requests} sequential requests per row`)
    say(`${'scenario'.padEnd(26)}status  cards  p50 ms  p95 ms  HTML KB`)
    for (const r of results.board.results)
      say(`${r.label.padEnd(26)}${pad(r.status, 6)}${pad(r.cards, 7)}${pad(r.p50.toFixed(1), 8)}${pad(r.p95.toFixed(1), 8)}${pad(kb(r.bytes), 9)}`)
  }
  if (results.import) {
    say('\nImport bench (bench/import.mjs)')
    say('jobs   feed MB  run                   time s  cpu s  peak RSS MB    new  updated  deleted')
    for (const r of results.import.rows)
      say(
        `${String(r.jobs).padEnd(7)}${pad(r.feedMB, 7)}  ${r.label.padEnd(20)}${pad((r.durationMs / 1000).toFixed(2), 7)}${pad((r.cpuMs / 1000).toFixed(2), 7)}${pad(r.peakRssMB, 13)}${pad(r.newJobs, 7)}${pad(r.updatedJobs, 9)}${pad(r.deletedJobs, 9)}`,
      )
  }
  if (results.aiSearch) {
    say(
      `\nAI-search bench (bench/ai-search.mjs): local ranking over ${results.aiSearch.jobs} jobs, p50 ${round(results.aiSearch.p50, 1)} ms, p95 ${round(results.aiSearch.p95, 1)} ms, max ${round(results.aiSearch.max, 1)} ms`,
    )
  }
  if (results.applications) {
    const { submissions: s, fuzz: f } = results.applications
    say(
      `\nApplications bench (bench/applications.mjs): ${s.count} uploads with a ${s.cvMB} MB CV, p50 ${round(s.p50, 1)} ms, p95 ${round(s.p95, 1)} ms, server RSS MB ${s.rssMB.join(' ')}`,
    )
    say(
      `fuzzing: ${f.bodies} bodies, answers ${JSON.stringify(f.statuses)}, 5xx ${f.serverErrors}, stored ${f.storedApplications} applications and ${f.storedFiles} files`,
    )
  }
  say('\nTargets')
  for (const t of targets) say(`${t.met ? 'met   ' : 'MISSED'}  ${t.name.padEnd(52)}${pad(t.value, 9)}  (${t.goal})`)
  say(`${targets.filter((t) => t.met).length} of ${targets.length} targets met`)
  if (skip.size) say(`skipped: ${[...skip].join(', ')}`)
  for (const [part, message] of Object.entries(results.errors)) say(`FAILED ${part}: ${message.split('\n')[0]}`)
  say(`\nfigures as JSON: ${path.relative(process.cwd(), OUT) || OUT}`)
  console.log(lines.join('\n'))
}

/** Runs one part; a failure is recorded and the others still run. */
async function part(name, fn) {
  if (skip.has(name) || stopping) return
  const started = Date.now()
  try {
    await fn()
  } catch (error) {
    if (stopping) return
    results.errors[name] = String(error?.stack ?? error)
    console.error(`[bench] ${name} failed: ${error?.stack ?? error}`)
  }
  log(`${name}: ${((Date.now() - started) / 1000).toFixed(0)} s`)
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-all-'))
  fs.chmodSync(tmp, 0o755) // nginx's workers run as `nobody` when started by root
  cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }))

  if (['load', 'weights', 'lighthouse'].some((p) => !skip.has(p))) {
    try {
      const { nextUrl, frontUrl } = await startSite(tmp)
      const { files, html } = await savePages(nextUrl, path.join(tmp, 'pages'))
      const nodeStatic = startChild(
        process.execPath,
        [path.join(root, 'bench/static-server.mjs'), String(PORTS.nodeStatic), path.join(tmp, 'pages', 'manifest.json')],
        { stdio: ['ignore', 'ignore', 'inherit'] },
      )
      const urls = { next: nextUrl, front: frontUrl, nodeStatic: `http://127.0.0.1:${PORTS.nodeStatic}`, nginxStatic: await startNginxStatic(tmp, files) }
      await waitForHttp(`${urls.nodeStatic}/`, 10_000, nodeStatic.child)
      for (const page of PAGES) {
        for (const server of ['nodeStatic', 'nginxStatic']) {
          const body = Buffer.from(await (await fetch(`${urls[server]}${page}`)).arrayBuffer())
          if (!body.equals(fs.readFileSync(files[page]))) throw new Error(`${SERVER_NAMES[server]} does not answer the saved bytes of ${page}`)
        }
      }
      await part('weights', async () => {
        results.weights = []
        for (const page of PAGES) results.weights.push({ page, ...(await pageWeights(`${nextUrl}${page}`, html[page])) })
      })
      await part('load', async () => {
        results.load = await loadTest(urls)
        results.frontUnderLoad = await frontUnderLoad(frontUrl, path.join(tmp, 'front', 'logs', 'access.log'))
      })
      await part('lighthouse', async () => {
        results.lighthouse = await lighthouseTest(frontUrl)
      })
      if (env.BENCH_HOLD) {
        // to look at the measured build by hand; Ctrl+C (or SIGTERM) stops everything as usual
        log(`BENCH_HOLD: the site stays up on ${nextUrl}, the front on ${frontUrl}, until Ctrl+C`)
        await new Promise(() => {})
      }
    } catch (error) {
      results.errors.site = String(error?.stack ?? error)
      console.error(`[bench] starting the site failed: ${error?.stack ?? error}`)
      const serverLog = path.join(tmp, 'server.log')
      if (fs.existsSync(serverLog)) console.error(`[bench] the server's log ends:\n${fs.readFileSync(serverLog, 'utf8').slice(-6000)}`)
    }
    log('stopping the site, the front and the static servers')
    await cleanup()
  }

  // one after another on the now idle machine; each cleans up after itself, also on SIGTERM
  await part('crawl', async () => {
    results.crawl = await childBenchmark('bench/crawl.mjs', [], {
      BENCH_PORT: String(PORTS.childApp + 1),
      BENCH_PG_PORT: String(PORTS.childPg + 1),
      BENCH_JOBS: String(JOBS),
      BENCH_DIST_DIR: DIST_DIR,
    })
  })
  await part('board', async () => {
    results.board = await childBenchmark('bench/board.mjs', [], {
      BENCH_PORT: String(PORTS.childApp),
      BENCH_PG_PORT: String(PORTS.childPg),
      BENCH_JOBS: String(JOBS),
    })
  })
  await part('import', async () => {
    results.import = await childBenchmark('bench/import.mjs', [env.BENCH_IMPORT_SIZES || '1000,10000'], { BENCH_PG_PORT: String(PORTS.childPg) })
  })
  await part('ai-search', async () => {
    results.aiSearch = await childBenchmark('bench/ai-search.mjs', [], { BENCH_PG_PORT: String(PORTS.childPg), BENCH_JOBS: String(JOBS) })
  })
  await part('applications', async () => {
    results.applications = await childBenchmark('bench/applications.mjs', [], {
      BENCH_PORT: String(PORTS.childApp),
      BENCH_PG_PORT: String(PORTS.childPg + 3),
      BENCH_DIST_DIR: DIST_DIR,
    })
  })

  collectTargets()
  results.finishedAt = new Date().toISOString()
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`)
  printSummary()
  if (Object.keys(results.errors).length) process.exitCode = 1
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(cleanup)
