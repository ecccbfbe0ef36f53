#!/usr/bin/env node
// Feed-import benchmark: generates Coveto-format feeds of 1,000 and 10,000 jobs, serves them on
// 127.0.0.1, imports each into a fresh, migrated database (embedded PostgreSQL unless
// DATABASE_URL is set) and prints the time of the first import, of an unchanged re-import, of a
// re-import with 10 % changed jobs, and the import process's peak RSS. Also printed: the import's
// CPU time in that process (PostgreSQL's not included), which varies less than the time on a
// shared machine, and the process's RSS before the import (Payload loaded).
// Targets for 10,000 jobs: first < 5 s, unchanged re-import < 2.5 s, peak < 350 MB.
//   node bench/import.mjs [sizes, default 1000,10000]
import http from 'node:http'
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { runPayload, runPayloadAsync } from '../scripts/payload.mjs'
import { feed } from './feed.mjs'
import { createCleanups, throwawayPostgres } from './support.mjs'

const sizes = (process.argv[2] ?? '1000,10000').split(',').map(Number)
const { cleanups, cleanup } = createCleanups()
const baseUrl = process.env.DATABASE_URL || (await throwawayPostgres('bench-import-', Number(process.env.BENCH_PG_PORT || 54336), cleanups)).url

let current = ''
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' })
  res.end(current)
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const feedUrl = `http://127.0.0.1:${server.address().port}/feed.xml`

const rows = []
try {
  for (const n of sizes) {
    const url = await createFreshDatabase(baseUrl, `bench_import_${n}`)
    // The feed is served on loopback, which safe-fetch refuses unless the host is allowed.
    const env = {
      ...process.env,
      DATABASE_URL: url,
      NODE_OPTIONS: '--no-deprecation',
      PAYLOAD_SECRET: 'bench',
      JOBS_AUTORUN: 'false',
      FETCH_ALLOWED_HOSTS: '127.0.0.1',
    }
    if (runPayload(['migrate'], { env, quiet: true }).status !== 0) throw new Error('payload migrate failed')

    const feeds = { first: feed(n), changed: feed(n, 10) }
    const bytes = Buffer.byteLength(feeds.first)
    // The import runs in its own process (the app's TypeScript via `payload run`), which
    // fetches the feed from this process's server.
    const results = []
    for (const [label, body] of [
      ['first import', feeds.first],
      ['unchanged re-import', feeds.first],
      ['10 % changed', feeds.changed],
    ]) {
      current = body
      // runPayloadAsync: this process keeps serving the feed while the import process fetches it
      const worker = await runPayloadAsync(['run', 'bench/import-worker.ts'], {
        env: { ...env, BENCH_FEED_URL: feedUrl, BENCH_FRESH_SETTINGS: label === 'first import' ? '1' : '' },
        quiet: true,
      })
      const line = worker.output.split('\n').find((l) => l.startsWith('BENCH '))
      if (worker.status !== 0 || !line) throw new Error(`import worker failed:\n${worker.output}`)
      const result = JSON.parse(line.slice(6))
      // A failed import is fast and measures nothing: stop instead of printing its time as a result.
      if (result.status !== 'success') throw new Error(`${label}: import ${result.status}: ${result.error}`)
      results.push({ label, ...result })
    }
    for (const r of results) rows.push({ jobs: n, feedMB: (bytes / 1e6).toFixed(1), ...r })
  }
} finally {
  server.close()
  await cleanup()
}

console.log('\nFeed import benchmark (one process per import; time = download + parse + transaction)')
console.log('jobs    feed MB  run                   status   new    updated deleted  time (s)  cpu (s)  RSS before  peak RSS (MB)')
for (const r of rows) {
  console.log(
    `${String(r.jobs).padEnd(8)}${String(r.feedMB).padEnd(9)}${r.label.padEnd(22)}${r.status.padEnd(9)}${String(r.newJobs).padEnd(7)}${String(r.updatedJobs).padEnd(8)}${String(r.deletedJobs).padEnd(9)}${(r.durationMs / 1000).toFixed(2).padEnd(10)}${(r.cpuMs / 1000).toFixed(2).padEnd(9)}${String(r.baselineRssMB).padEnd(12)}${r.peakRssMB}`,
  )
}
const big = rows.filter((r) => r.jobs === 10000)
let ok = null
if (big.length) {
  const [first, again] = big
  const peak = Math.max(...big.map((r) => r.peakRssMB))
  ok = first.durationMs < 5_000 && again.durationMs < 2_500 && peak < 350
  console.log(
    `\n10,000 jobs: first ${(first.durationMs / 1000).toFixed(1)} s (< 5), re-import ${(again.durationMs / 1000).toFixed(1)} s (< 2.5), peak ${peak} MB (< 350): ${ok ? 'targets met' : 'TARGETS MISSED'}`,
  )
  if (!ok) process.exitCode = 1
}
// one machine-readable line for bench/index.mjs
console.log(
  `BENCH ${JSON.stringify({ ok, rows: rows.map(({ jobs, feedMB, label, status, newJobs, updatedJobs, deletedJobs, durationMs, cpuMs, baselineRssMB, peakRssMB }) => ({ jobs, feedMB: Number(feedMB), label, status, newJobs, updatedJobs, deletedJobs, durationMs, cpuMs, baselineRssMB, peakRssMB })) })}`,
)
