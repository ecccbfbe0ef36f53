#!/usr/bin/env node
// AI-search benchmark: a fresh, migrated database (embedded PostgreSQL unless DATABASE_URL is
// set) with 5,000 generated jobs plus the judged test set (tests/fixtures/ai-search-testset.ts),
// then, in one `payload run` process (bench/ai-search-worker.ts, the app's TypeScript):
//  1. latency of the local ranking (runLocalJobSearch, straight to PostgreSQL, no result cache)
//     over the queries of both judged test sets (48-query set and the larger judged set, its jobs
//     seeded too): warm-up, then BENCH_RUNS (10) runs per query of the 48-query set and
//     BENCH_JUDGED_RUNS (3) of the larger set; p50/p95/max, also per set.
//     Target: p95 < 50 ms (the first search after the seeding labels the jobs: the warm-up runs take that).
//  2. the Gemini path (runAiJobSearch with GEMINI_API_KEY set, GEMINI_BASE_URL = a local stub
//     that records the request bodies): request size, estimated tokens and candidates per query.
//   npm run bench:ai-search        Options: BENCH_JOBS (5000), BENCH_RUNS (10), BENCH_JUDGED_RUNS (3), BENCH_WARMUP (2)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createFreshDatabase, startEmbeddedPostgres } from '../scripts/embedded-pg.mjs'
import { runPayload } from '../scripts/payload.mjs'

const serverOnlyNoop = new URL('./server-only-noop.cjs', import.meta.url).pathname

let database
let tmp
let baseUrl = process.env.DATABASE_URL
const cleanup = async () => {
  await database?.stop().catch(() => {})
  database = undefined
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(130)))

try {
  if (!baseUrl) {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ai-search-'))
    fs.chmodSync(tmp, 0o755) // the postgres OS user must enter it when we run as root
    database = await startEmbeddedPostgres({
      dir: path.join(tmp, 'pg'),
      port: Number(process.env.EMBEDDED_PG_PORT || 54329) + 9,
      database: 'postgres',
      persistent: false,
    })
    baseUrl = database.url
  }
  const url = await createFreshDatabase(baseUrl, 'bench_ai_search') // never the app's own database
  const env = {
    ...process.env,
    DATABASE_URL: url,
    NODE_OPTIONS: `--no-deprecation --require ${serverOnlyNoop}`,
    PAYLOAD_SECRET: 'bench',
    JOBS_AUTORUN: 'false',
  }
  // runPayload retries the CLI's silent exits (Node loader race, see scripts/payload.mjs).
  if (runPayload(['migrate'], { env, quiet: true }).status !== 0) throw new Error('payload migrate failed')
  const worker = runPayload(['run', 'bench/ai-search-worker.ts'], { env })
  if (worker.status !== 0) throw new Error(`ai-search worker failed (exit ${worker.status})`)
  const line = worker.output.split('\n').find((l) => l.startsWith('BENCH '))
  if (!line) throw new Error('ai-search worker printed no result')
  if (!JSON.parse(line.slice(6)).ok) process.exitCode = 1
} finally {
  await cleanup()
}
