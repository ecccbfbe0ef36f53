#!/usr/bin/env node
// Job board benchmark: seeds 5,000 jobs, then measures the board's server response time (p50/p95)
// for an unfiltered and filtered requests (one with radius, pay and a fact), 200 sequential requests each after a warm-up, and the
// HTML bytes sent. Targets: p95 < 100 ms, HTML < 150 KB.
//
//   node bench/board.mjs                  throwaway embedded PostgreSQL + production build in .next-bench
//   DATABASE_URL=postgres://… node bench/board.mjs   a fresh database `site_bench` on that server
//   BASE_URL=http://localhost:3000 node bench/board.mjs   measure a running production server as is
//                                            (seed it first, e.g. with BENCH_SEED_ONLY=1 and its DATABASE_URL)
// Options: BENCH_JOBS (5000), BENCH_REQUESTS (200), BENCH_WARMUP (30), BENCH_PORT (3099), BENCH_PG_PORT (54339),
//          BENCH_REBUILD=1 forces `next build`.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { deriveSearchFields, seedJobs } from './jobs.mjs'
import { benchSiteEnv, bin, buildUnlessBuilt, createCleanups, migrateAndSeed, root, runMain, startServer, throwawayPostgres } from './support.mjs'

const JOBS = Number(process.env.BENCH_JOBS || 5000)
const REQUESTS = Number(process.env.BENCH_REQUESTS || 200)
const WARMUP = Number(process.env.BENCH_WARMUP || 30)
const PORT = Number(process.env.BENCH_PORT || 3099)
const distDir = '.next-bench'

const { cleanups, cleanup } = createCleanups()

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measure(baseUrl, label, pathAndQuery) {
  const url = `${baseUrl}${pathAndQuery}`
  for (let i = 0; i < WARMUP; i++) await (await fetch(url)).arrayBuffer()
  const times = []
  let bytes = 0
  let status = 0
  for (let i = 0; i < REQUESTS; i++) {
    const started = process.hrtime.bigint()
    const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } })
    const body = await response.arrayBuffer()
    times.push(Number(process.hrtime.bigint() - started) / 1e6)
    bytes = body.byteLength
    status = response.status
  }
  const html = await (await fetch(url)).text()
  if (process.env.BENCH_DUMP) fs.writeFileSync(path.join(process.env.BENCH_DUMP, `${label.replace(/\W+/g, '-')}.html`), html)
  const cards = (html.match(/data-job-card=/g) || []).length
  times.sort((a, b) => a - b)
  return { label, path: pathAndQuery, status, cards, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1), bytes }
}

async function main() {
  let baseUrl = process.env.BASE_URL?.replace(/\/$/, '')
  let databaseUrl = process.env.DATABASE_URL

  if (!baseUrl || process.env.BENCH_SEED_ONLY) {
    if (!databaseUrl) {
      const server = await throwawayPostgres('bench-board-', Number(process.env.BENCH_PG_PORT || 54339), cleanups)
      databaseUrl = await createFreshDatabase(server.url, 'site_bench')
    } else if (!process.env.BENCH_SEED_ONLY) {
      databaseUrl = await createFreshDatabase(databaseUrl, 'site_bench') // never the app's own database
    }
    const env = { ...benchSiteEnv({ databaseUrl, serverUrl: `http://localhost:${PORT}` }), NEXT_DIST_DIR: distDir }
    let started = Date.now()
    migrateAndSeed(env)
    await seedJobs(databaseUrl, JOBS)
    await deriveSearchFields(databaseUrl)
    console.log(`[bench] migrated, seeded and inserted ${JOBS} jobs in ${Date.now() - started} ms`)
    if (process.env.BENCH_SEED_ONLY) return

    buildUnlessBuilt(distDir, env)
    // a data cache left by an earlier run would show its jobs, not these
    fs.rmSync(path.join(root, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true })
    baseUrl = `http://localhost:${PORT}`
    await startServer({ env: env, readyUrl: `${baseUrl}/bewerbende`, cleanups, command: bin('next'), args: ['start', '--port', String(PORT)] })
  }

  const scenarios = [
    ['unfiltered', '/bewerbende'],
    ['filtered', `/bewerbende?q=${encodeURIComponent('KOCH')}&ort=${encodeURIComponent('München')}&sort=title`],
    ['filtered, page 3, desc', `/stellenangebote?bereich=Service&sort=location&order=desc&seite=3`],
    ['radius + pay + fact', `/bewerbende?ort=${encodeURIComponent('München')}&umkreis=50&gehalt=3000&je=monat&modell=vollzeit&sort=distance`],
    ['detail', '/stellenangebote/bench-4711'],
  ]
  const results = []
  for (const [label, url] of scenarios) results.push(await measure(baseUrl, label, url))

  console.log(`\nJob board, ${JOBS} jobs, ${REQUESTS} sequential requests per row after ${WARMUP} warm-up requests (${os.cpus().length} CPU cores)\n`)
  console.log('scenario                  status  cards   p50 ms   p95 ms   max ms   HTML KB  p95<100ms  HTML<150KB')
  for (const r of results) {
    console.log(
      `${r.label.padEnd(25)} ${String(r.status).padStart(6)} ${String(r.cards).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${(r.bytes / 1024).toFixed(1).padStart(9)}  ${(r.p95 < 100 ? 'yes' : 'NO').padStart(9)}  ${(r.bytes < 150 * 1024 ? 'yes' : 'NO').padStart(10)}`,
    )
  }
  // one machine-readable line for bench/index.mjs
  console.log(`BENCH ${JSON.stringify({ jobs: JOBS, requests: REQUESTS, results })}`)
  // keep the server up for a look (screenshots) before cleaning up
  if (process.env.BENCH_HOLD) await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_HOLD) * 1000))
  return results
}

runMain(main, cleanup)
