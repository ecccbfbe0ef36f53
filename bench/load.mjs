#!/usr/bin/env node
// Load benchmark: 60 s at 64 connections over the main public pages of a production start
// (scripts/server.mjs, the real `npm start` path with its CSP hashing), on loopback; then the same
// again, comparing the server's memory after each run. Targets: zero errors and non-2xx answers,
// resident memory after the second run no more than 10 % above the first.
//
//   node bench/load.mjs                       throwaway embedded PostgreSQL, seed, build in .next-bench
//   BASE_URL=http://localhost:3000 SERVER_PID=1234 node bench/load.mjs   a running production server
// Options: LOAD_SECONDS (60), LOAD_CONNECTIONS (64), BENCH_PORT (3098), BENCH_PG_PORT (54338),
//          BENCH_DIST_DIR (.next-bench; reuse another build, e.g. .next-e2e, to skip building), BENCH_REBUILD=1.
//
// autocannon (npm) rather than Debian's wrk: it installs with `npm install` on any machine, takes a
// list of paths to rotate through and reports errors, timeouts and non-2xx answers as numbers this
// script can check. Its client shares the 2 CPU cores with the server, so the figures understate
// what the server alone could do.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { buildUnlessBuilt, createCleanups, migrateAndSeed, startServer, throwawayPostgres, waitForHttp } from './support.mjs'

const SECONDS = Number(process.env.LOAD_SECONDS || 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 64)
const PORT = Number(process.env.BENCH_PORT || 3098)
const distDir = process.env.BENCH_DIST_DIR || '.next-bench'
const PAGES = ['/', '/bewerbende', '/stellenangebote', '/unternehmen', '/verpachtung', '/impressum', '/datenschutz']

const { cleanups, cleanup } = createCleanups()

/** Resident memory of a process and its children (the server may fork workers), in MB. */
function rssMb(pid) {
  const kb = (p) => Number(fs.readFileSync(`/proc/${p}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0)
  const children = (p) => {
    try {
      return fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    } catch {
      return []
    }
  }
  let total = 0
  const queue = [pid]
  while (queue.length) {
    const p = queue.shift()
    try {
      total += kb(p)
      queue.push(...children(p))
    } catch {
      // exited
    }
  }
  return total / 1024
}

async function startSite() {
  const pgServer = await throwawayPostgres('bench-load-', Number(process.env.BENCH_PG_PORT || 54338), cleanups)
  const { tmp } = pgServer
  const databaseUrl = await createFreshDatabase(pgServer.url, 'site_bench_load')
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: path.join(tmp, 'media'),
    NODE_OPTIONS: '--no-deprecation',
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${PORT}`,
    MAIL_LOG_ONLY: 'true',
    JOBS_AUTORUN: 'false',
    NEXT_DIST_DIR: distDir,
    PORT: String(PORT),
  }
  migrateAndSeed(env)
  buildUnlessBuilt(distDir, env)
  const baseUrl = `http://localhost:${PORT}`
  const { server } = await startServer({ env, readyUrl: `${baseUrl}/`, cleanups })
  return { baseUrl, pid: server.pid }
}

function load(baseUrl) {
  return autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 30,
    requests: PAGES.map((p) => ({ method: 'GET', path: p })),
  })
}

async function main() {
  let baseUrl = process.env.BASE_URL?.replace(/\/$/, '')
  let pid = Number(process.env.SERVER_PID || 0)
  if (!baseUrl) ({ baseUrl, pid } = await startSite())
  for (const page of PAGES) await waitForHttp(`${baseUrl}${page}`, 60_000) // render each once
  const memory = [pid ? rssMb(pid) : NaN]
  const runs = []
  for (let i = 0; i < 2; i++) {
    runs.push(await load(baseUrl))
    memory.push(pid ? rssMb(pid) : NaN)
  }

  console.log(
    `\nLoad: ${SECONDS} s x 2 runs, ${CONNECTIONS} connections, ${PAGES.length} pages in rotation, loopback, ${os.cpus().length} CPU cores (shared with the client)\n`,
  )
  console.log('run  requests   req/s  p50 ms  p97.5 ms  p99 ms  max ms   MB/s  errors timeouts non-2xx  server RSS MB')
  runs.forEach((r, i) => {
    console.log(
      `${String(i + 1).padStart(3)} ${String(r.requests.total).padStart(9)} ${r.requests.average.toFixed(0).padStart(7)} ${String(r.latency.p50).padStart(7)} ${String(r.latency.p97_5).padStart(9)} ${String(r.latency.p99).padStart(7)} ${String(r.latency.max).padStart(7)} ${(r.throughput.average / 1024 / 1024).toFixed(1).padStart(6)} ${String(r.errors).padStart(7)} ${String(r.timeouts).padStart(8)} ${String(r.non2xx).padStart(7)} ${memory[i + 1].toFixed(0).padStart(14)}`,
    )
  })
  const errors = runs.reduce((n, r) => n + r.errors + r.timeouts + r.non2xx, 0)
  const growth = (memory[2] - memory[1]) / memory[1]
  console.log(
    `\nserver RSS: ${memory[0].toFixed(0)} MB before, ${memory[1].toFixed(0)} MB after run 1, ${memory[2].toFixed(0)} MB after run 2 (${(growth * 100).toFixed(1)} %)`,
  )
  console.log(
    `zero errors: ${errors === 0 ? 'yes' : `NO (${errors})`}; memory not growing (<= 10 %): ${Number.isNaN(growth) ? 'not measured (no SERVER_PID)' : growth <= 0.1 ? 'yes' : 'NO'}`,
  )
  if (errors !== 0 || growth > 0.1) process.exitCode = 1
}

main()
  .catch((error) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(cleanup)
