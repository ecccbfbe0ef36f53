// Prometheus metrics of one process (GET /api/metrics). Plain ESM JavaScript: the production
// server (scripts/server.mjs) imports it without a TypeScript loader and counts requests and
// page-memory answers; the app's code, bundled by Next into the same process, counts imports,
// searches and logins. Both reach the same prom-client module (a server-external package in
// next.config.ts), and each metric is created once per process (getSingleMetric), however many
// copies of this file the bundles hold. Several instances: each exposes its own; Prometheus adds
// an `instance` label per scrape target. Types in index.d.mts.
import { timingSafeEqual } from 'node:crypto'
import client from 'prom-client'
import { cacheSizes } from '../cache-bytes/index.mjs'

const { register } = client

/** Created once per process; the same object for every later caller. */
function single(name, make) {
  return register.getSingleMetric(name) ?? make()
}

/** Process memory, CPU, event-loop lag, handles (prom-client's default metrics), started once. */
function startDefaultMetrics() {
  if (globalThis.__siteDefaultMetrics) return
  globalThis.__siteDefaultMetrics = true
  client.collectDefaultMetrics({ register })
}

export const metrics = {
  requestDuration: () =>
    single(
      'site_http_request_duration_seconds',
      () =>
        new client.Histogram({
          name: 'site_http_request_duration_seconds',
          help: 'Time from request to the end of the answer, by route kind (page, api, admin, asset) and status',
          labelNames: ['kind', 'status'],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        }),
    ),
  pageMemory: () =>
    single(
      'site_page_memory_requests_total',
      () =>
        new client.Counter({
          name: 'site_page_memory_requests_total',
          help: "Public page requests the production server's one-second page copy answered (hit) or passed to Next (miss)",
          labelNames: ['result'],
        }),
    ),
  feedImports: () =>
    single(
      'site_feed_imports_total',
      () =>
        new client.Counter({
          name: 'site_feed_imports_total',
          help: 'Feed import runs in this process by outcome (success, refused, failed, skipped)',
          labelNames: ['status'],
        }),
    ),
  feedImportDuration: () =>
    single(
      'site_feed_import_duration_seconds',
      () =>
        new client.Histogram({
          name: 'site_feed_import_duration_seconds',
          help: 'Duration of feed import runs in this process',
          labelNames: ['status'],
          buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
        }),
    ),
  feedImportJobs: () =>
    single(
      'site_feed_import_jobs_total',
      () =>
        new client.Counter({
          name: 'site_feed_import_jobs_total',
          help: 'Jobs the feed imports of this process created (new), changed or removed',
          labelNames: ['change'],
        }),
    ),
  mailQueue: () =>
    single(
      'site_mail_queue_jobs',
      () =>
        new client.Gauge({
          name: 'site_mail_queue_jobs',
          help: "Mail jobs in the database's queue (all instances) by task and state: waiting to be sent, or failed for good",
          labelNames: ['task', 'state'],
        }),
    ),
  aiSearches: () =>
    single(
      'site_ai_searches_total',
      () =>
        new client.Counter({
          name: 'site_ai_searches_total',
          help: 'AI job searches by answerer: model (Gemini), local (ranking in PostgreSQL), cache (an earlier answer)',
          labelNames: ['answerer'],
        }),
    ),
  cacheBytes: () =>
    single(
      'site_cache_bytes',
      () =>
        new client.Gauge({
          name: 'site_cache_bytes',
          help: 'Estimated bytes each in-process cache holds now (strings counted at two bytes a character)',
          labelNames: ['cache'],
          collect() {
            for (const { name, bytes } of cacheSizes()) this.set({ cache: name }, bytes)
          },
        }),
    ),
  cacheBoundBytes: () =>
    single(
      'site_cache_bound_bytes',
      () =>
        new client.Gauge({
          name: 'site_cache_bound_bytes',
          help: 'The byte bound of each in-process cache: above it the least recently used entries are dropped',
          labelNames: ['cache'],
          collect() {
            for (const { name, bound } of cacheSizes()) this.set({ cache: name }, bound)
          },
        }),
    ),
  failedLogins: () =>
    single(
      'site_failed_logins_total',
      () =>
        new client.Counter({
          name: 'site_failed_logins_total',
          help: 'Failed staff logins: a wrong e-mail or password, or a wrong second-factor code',
          labelNames: ['step'],
        }),
    ),
  pageWarmingPages: () =>
    single('site_page_warming_pages_total', () =>
      withSeries(
        new client.Counter({
          name: 'site_page_warming_pages_total',
          help: 'Pages the background warming after a job change rendered (warmed), could not render (failed) or left out (skipped: over PAGE_WARMING_MAX, or a newer run took over)',
          labelNames: ['result'],
        }),
        'result',
        ['warmed', 'failed', 'skipped'],
      ),
    ),
  pageWarmingDuration: () =>
    single(
      'site_page_warming_duration_seconds',
      () =>
        new client.Histogram({
          name: 'site_page_warming_duration_seconds',
          help: 'Duration of background warming runs in this process, by outcome (finished, superseded by a newer run)',
          labelNames: ['outcome'],
          buckets: [1, 5, 15, 30, 60, 120, 300, 600, 1800],
        }),
    ),
  pageWarmingLastRun: () =>
    single(
      'site_page_warming_last_run_timestamp_seconds',
      () =>
        new client.Gauge({
          name: 'site_page_warming_last_run_timestamp_seconds',
          help: 'When the last background warming run in this process started and ended (Unix time)',
          labelNames: ['edge'],
        }),
    ),
}

/** A counter with each of its known label values listed at zero, so an alert on „failed“ sees 0 rather than nothing. */
function withSeries(counter, label, values) {
  for (const value of values) counter.inc({ [label]: value }, 0)
  return counter
}

/** Every metric of this process in Prometheus' text format. */
export async function renderMetrics() {
  startDefaultMetrics()
  for (const make of Object.values(metrics)) make() // listed (at zero) before their first event
  return { contentType: register.contentType, body: await register.metrics() }
}

/**
 * The kind of route a request address belongs to, as the request-duration metric labels it: a
 * few fixed values, never the address itself (unbounded labels would grow without end).
 * @param {string | undefined} url
 */
export function routeKind(url) {
  const path = String(url ?? '/').split('?')[0]
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path.startsWith('/_next/') || /\.[a-z0-9]{2,5}$/i.test(path)) return 'asset'
  return 'page'
}

/** Whether a socket address is the machine itself (IPv4 127/8, IPv6 ::1, IPv4-mapped 127/8). */
export function isLoopback(address) {
  const a = String(address ?? '').toLowerCase()
  return a === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a)
}

/**
 * Who may read the metrics: a request straight from the machine itself (its socket address is
 * loopback and no proxy forwarded it: a front on the same machine connects from loopback too, but
 * adds X-Forwarded-For), or anyone with the bearer token METRICS_TOKEN.
 * @param {{ peer?: string | null, forwardedFor?: string | null, authorization?: string | null, token?: string }} request
 */
export function metricsAllowed({ peer, forwardedFor, authorization, token }) {
  if (token) {
    const sent = Buffer.from(String(authorization ?? '').replace(/^Bearer\s+/i, ''))
    const wanted = Buffer.from(token)
    if (/^Bearer\s/i.test(String(authorization ?? '')) && sent.length === wanted.length && timingSafeEqual(sent, wanted)) return true
  }
  if (!peer || !isLoopback(peer)) return false
  // scripts/server.mjs appends the peer to X-Forwarded-For: anything more came through a proxy
  const forwarded = String(forwardedFor ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  return forwarded.length === 0 || (forwarded.length === 1 && forwarded[0] === peer)
}
