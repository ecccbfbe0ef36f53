import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../support/browser'
import { startFeedServer, type FeedServer } from '../support/feedServer'
import { staffHeaders } from '../support/rest'

const TOKEN = 'e2e-metrics-token' // tests/support/appServer.ts gives the servers this METRICS_TOKEN

const metricsText = async (init: RequestInit = {}) => {
  const response = await fetch(`${baseUrl()}/api/metrics`, init)
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return response.text()
}

/** The sum of the samples of `name` whose labels include all of `labels` (0 when none). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0
  for (const line of text.split('\n')) {
    const match = line.match(/^([a-z_:]+)(?:\{(.*)\})? (\S+)$/)
    if (!match || match[1] !== name) continue
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) sum += Number(match[3])
  }
  return sum
}

describe('metrics: GET /api/metrics on the production server', () => {
  const feed = { server: undefined as FeedServer | undefined }
  beforeAll(async () => {
    feed.server = await startFeedServer()
  })
  afterAll(async () => {
    await feed.server?.close()
  })

  it('answers the machine itself in Prometheus format, with process memory', async () => {
    const text = await metricsText()
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    for (const state of ['waiting', 'failed']) expect(text).toContain(`site_mail_queue_jobs{task="sendContactMail",state="${state}"}`)
  })

  // A peer that is not loopback is refused by metricsAllowed (tests/unit/metrics.test.ts); the test
  // sends nothing to a non-loopback address of this machine.
  it('refuses a request forwarded by a front without the token (404)', async () => {
    if (process.env.E2E_BASE_URL) return console.warn('[metrics] skipped the address checks: E2E_BASE_URL points at a server this test did not start')
    // as nginx on the same machine would send it: the socket is loopback, a visitor is forwarded
    expect((await fetch(`${baseUrl()}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } })).status).toBe(404)
    // a header claiming the socket address is not believed
    expect((await fetch(`${baseUrl()}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7', 'x-site-socket': 'x 127.0.0.1' } })).status).toBe(404)
    expect((await fetch(`${baseUrl()}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7', authorization: 'Bearer wrong-token-00' } })).status).toBe(
      404,
    )
    expect(await metricsText({ headers: { 'x-forwarded-for': '203.0.113.7', authorization: `Bearer ${TOKEN}` } })).toContain(
      'site_http_request_duration_seconds',
    )
  })

  it('counts page views, failed logins and feed imports', async () => {
    const before = await metricsText()
    // each answer names its own request (the one-second page copy too), or the front's id
    const ids = new Set<string | null>()
    for (let i = 0; i < 3; i++) {
      const view = await fetch(`${baseUrl()}/unternehmen`)
      expect(view.status).toBe(200)
      ids.add(view.headers.get('x-request-id'))
    }
    expect(ids.size).toBe(3)
    expect((await fetch(`${baseUrl()}/unternehmen`, { headers: { 'x-request-id': 'front-request-0001' } })).headers.get('x-request-id')).toBe(
      'front-request-0001',
    )
    // a wrong password from a client address of its own (its own throttle bucket)
    const login = await fetch(`${baseUrl()}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'definitely-wrong-1' }),
    })
    expect(login.status).toBe(401)

    // an import of an empty feed: refused, and no job changes (the feed URLs are put back after)
    const staff = await staffHeaders()
    const settingsUrl = `${baseUrl()}/api/globals/site-settings`
    const { feedUrls } = (await (await fetch(`${settingsUrl}?depth=0`, { headers: staff })).json()) as { feedUrls?: { url: string }[] }
    feed.server!.serve('<?xml version="1.0" encoding="UTF-8"?><jobs></jobs>')
    let importStatus: string
    try {
      expect((await fetch(settingsUrl, { method: 'POST', headers: staff, body: JSON.stringify({ feedUrls: [{ url: feed.server!.url }] }) })).status).toBe(200)
      const sync = await fetch(`${baseUrl()}/api/sync-jobs`, { method: 'POST', headers: staff })
      const result = (await sync.json()) as { status?: string }
      importStatus = sync.ok ? 'success' : String(result.status)
    } finally {
      const restored = await fetch(settingsUrl, {
        method: 'POST',
        headers: staff,
        body: JSON.stringify({ feedUrls: (feedUrls ?? []).map(({ url }) => ({ url })) }),
      })
      expect(restored.status).toBe(200)
    }
    expect(['refused', 'failed']).toContain(importStatus)

    const after = await metricsText()
    const delta = (name: string, labels: Record<string, string> = {}) => sample(after, name, labels) - sample(before, name, labels)
    expect(delta('site_http_request_duration_seconds_count', { kind: 'page', status: '200' })).toBeGreaterThanOrEqual(3)
    expect(delta('site_http_request_duration_seconds_count', { kind: 'api', status: '401' })).toBeGreaterThanOrEqual(1)
    expect(delta('site_page_memory_requests_total', { result: 'miss' }) + delta('site_page_memory_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(3)
    expect(delta('site_failed_logins_total', { step: 'password' })).toBe(1)
    // at least: the scheduled import (every 15 minutes) may run in between
    expect(delta('site_feed_imports_total', { status: importStatus })).toBeGreaterThanOrEqual(1)
    expect(delta('site_feed_import_duration_seconds_count', { status: importStatus })).toBeGreaterThanOrEqual(1)
  })

  it("reports each in-process cache's estimated bytes within its bound", async () => {
    const ip = { 'x-forwarded-for': '198.51.100.78' }
    // what fills them: a board (job index), a filtered board, an AI search, a page twice (page memory), a form page
    for (const path of ['/bewerbende', '/bewerbende?q=koch', '/bewerbende?q=koch', '/unternehmen', '/bewerbende/initiativbewerbung']) {
      expect((await fetch(`${baseUrl()}${path}`, { headers: ip })).status, path).toBe(200)
    }
    const search = await fetch(`${baseUrl()}/api/ai-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ip },
      body: JSON.stringify({ query: 'Koch in Hamburg' }),
    })
    expect(search.status).toBe(200)
    const text = await metricsText()
    const caches = ['page-memory', 'filtered-boards', 'next-memory', 'job-index', 'ai-search-results', 'rate-limits', 'application-forms', 'finished-pages']
    for (const cache of caches) {
      const bytes = sample(text, 'site_cache_bytes', { cache })
      const bound = sample(text, 'site_cache_bound_bytes', { cache })
      expect(text, cache).toContain(`site_cache_bound_bytes{cache="${cache}"}`)
      expect(bound, cache).toBeGreaterThan(0)
      expect(bytes, cache).toBeLessThanOrEqual(bound)
    }
    // (the others empty on any content change, which another test may make meanwhile)
    for (const cache of ['ai-search-results', 'rate-limits']) expect(sample(text, 'site_cache_bytes', { cache }), cache).toBeGreaterThan(0)
  })
})
