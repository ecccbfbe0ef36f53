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
import { createFreshDatabase } from '../scripts/embedded-pg.mjs'
import { runPayload } from '../scripts/payload.mjs'
import { createCleanups, throwawayPostgres } from './support.mjs'

const serverOnlyNoop = new URL('./server-only-noop.cjs', import.meta.url).pathname
const { cleanups, cleanup } = createCleanups()

try {
  const baseUrl = process.env.DATABASE_URL || (await throwawayPostgres('bench-ai-search-', Number(process.env.BENCH_PG_PORT || 54337), cleanups)).url
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
