import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { after } from 'next/server'
import { env } from '@/env'
import { logEvent } from '@/features/ops/log'
import { redis } from '@/features/shared/redis'
import { metrics } from '@/lib/metrics/index.mjs'
import { ownServer, visitorsInFlight, WARM_HEADER } from '@/lib/own-server/index.mjs'
import { SITEMAP_PATH } from '@/lib/paths'
import { jobPathsInSitemap, warmPlan } from './plan'

/**
 * After an import or an editor's change of a job, the job pages are rendered again in the
 * background, one at a time, so that crawlers (sent by the sitemap and the Indexing API) find them
 * in Next's cache. The pages are requested from this process's own server, so they land in the
 * cache every instance reads (Redis with REDIS_URL). Only the newest run warms: a newer change in
 * this process stops the running one, and with Redis a run stops once another instance started
 * a newer one.
 */
const RUN_KEY = 'site:page-warming:run'
const RUN_KEY_TTL_MS = 30 * 60_000
const VISITOR_POLL_MS = 20
/** A visitor's request that never ends (a stuck download) must not stop the warming for good. */
const MAX_PAUSE_MS = 5000
const PAGE_TIMEOUT_MS = 30_000

type Run = { id: string; stopped: boolean; changed: string[] }
const holder = globalThis as typeof globalThis & { __pageWarmingRun?: Run }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Plain node:http, not fetch: Next's patched fetch would treat the call as part of the request that started the run. */
function get(server: { origin: string; key: string }, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${server.origin}${path}`, { headers: { [WARM_HEADER]: server.key }, timeout: PAGE_TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', reject)
  })
}

/** Lets visitors go first: a small gap, then waits while any visitor's request is in flight (at most MAX_PAUSE_MS). */
async function yieldToVisitors(run: Run, gapMs: number): Promise<void> {
  if (gapMs > 0) await sleep(gapMs)
  const started = Date.now()
  while (visitorsInFlight() > 0 && !run.stopped && Date.now() - started < MAX_PAUSE_MS) await sleep(VISITOR_POLL_MS)
}

async function stillNewest(run: Run): Promise<boolean> {
  if (run.stopped) return false
  const shared = await redis()
    ?.get(RUN_KEY)
    .catch(() => run.id) // Redis unreachable: this process's own runs still supersede each other
  return shared === undefined || shared === null || shared === run.id
}

async function warm(run: Run, server: { origin: string; key: string }): Promise<void> {
  const { PAGE_WARMING_MAX: cap, PAGE_WARMING_GAP_MS: gapMs } = env()
  const started = Date.now()
  metrics.pageWarmingLastRun().set({ edge: 'start' }, started / 1000)
  const counts = { warmed: 0, failed: 0, skipped: 0 }
  // counted as they happen: /api/metrics shows a long run's progress
  const count = (result: keyof typeof counts, n = 1) => {
    counts[result] += n
    metrics.pageWarmingPages().inc({ result }, n)
  }
  let outcome: 'finished' | 'superseded' = 'finished'
  await redis()
    ?.set(RUN_KEY, run.id, { PX: RUN_KEY_TTL_MS })
    .catch(() => {})
  try {
    await yieldToVisitors(run, gapMs)
    // warmed first: its list names the job pages to warm
    const sitemap = await get(server, SITEMAP_PATH).catch(() => ({ status: 0, body: '' }))
    count(sitemap.status === 200 ? 'warmed' : 'failed')
    const plan = warmPlan({ changedSlugs: run.changed, sitemapJobPaths: sitemap.status === 200 ? jobPathsInSitemap(sitemap.body) : [], cap })
    count('skipped', plan.skipped)
    for (const [done, path] of plan.paths.entries()) {
      await yieldToVisitors(run, gapMs)
      if (!(await stillNewest(run))) {
        outcome = 'superseded'
        count('skipped', plan.paths.length - done)
        break
      }
      const page = await get(server, path).catch(() => ({ status: 0 }))
      count(page.status === 200 ? 'warmed' : 'failed')
    }
  } finally {
    if (await stillNewest(run))
      await redis()
        ?.del(RUN_KEY)
        .catch(() => {})
    if (holder.__pageWarmingRun === run) holder.__pageWarmingRun = undefined
    const seconds = (Date.now() - started) / 1000
    metrics.pageWarmingDuration().observe({ outcome }, seconds)
    metrics.pageWarmingLastRun().set({ edge: 'end' }, Date.now() / 1000)
    logEvent('info', 'page-warming-ended', { outcome, ...counts, seconds })
  }
}

/**
 * Starts warming the job pages once the current request is answered (at once outside a request).
 * `changedSlugs` are warmed first. Does nothing without the production server (next dev, the
 * CLI, a worker: the site that the worker tells about its import warms instead) or with
 * PAGE_WARMING_MAX=0.
 */
export function warmJobPagesSoon(changedSlugs: readonly string[]): void {
  const server = ownServer()
  if (!server || env().PAGE_WARMING_MAX === 0) return
  const start = () => {
    const previous = holder.__pageWarmingRun
    if (previous) previous.stopped = true
    // the stopped run's changed pages not warmed yet go first in the new one too
    const run: Run = { id: randomUUID(), stopped: false, changed: [...new Set([...changedSlugs, ...(previous?.changed ?? [])])] }
    holder.__pageWarmingRun = run
    warm(run, server).catch((error: Error) => logEvent('error', 'page-warming-failed', { reason: error.message }))
  }
  try {
    after(start)
  } catch {
    start() // not inside a request: the change is committed already
  }
}
