import { describe, expect, it } from 'vitest'
import { isLoopback, metrics, metricsAllowed, renderMetrics, routeKind } from '@/lib/metrics/index.mjs'

describe('metrics (src/lib/metrics)', () => {
  it('labels requests by route kind, never by address', () => {
    const kinds = {
      '/': 'page',
      '/bewerbende?q=koch': 'page',
      '/stellenangebote/123': 'page',
      '/api/ai-search': 'api',
      '/admin': 'admin',
      '/admin/collections/pages': 'admin',
      '/administration': 'page',
      '/_next/static/chunks/a.js': 'asset',
      '/i.svg': 'asset',
    }
    for (const [path, kind] of Object.entries(kinds)) expect(routeKind(path), path).toBe(kind)
  })

  it('knows loopback addresses', () => {
    for (const a of ['127.0.0.1', '127.8.0.2', '::1', '::ffff:127.0.0.1']) expect(isLoopback(a), a).toBe(true)
    for (const a of ['192.0.2.2', '::ffff:10.0.0.1', '', undefined, '1127.0.0.1', 'fe80::1']) expect(isLoopback(a), String(a)).toBe(false)
  })

  it('answers the machine itself and the token holder, nobody else', () => {
    expect(metricsAllowed({ peer: '127.0.0.1', forwardedFor: '127.0.0.1' })).toBe(true)
    expect(metricsAllowed({ peer: '::1', forwardedFor: null })).toBe(true)
    // a front on the same machine connects from loopback but forwards a visitor
    expect(metricsAllowed({ peer: '127.0.0.1', forwardedFor: '203.0.113.9, 127.0.0.1' })).toBe(false)
    expect(metricsAllowed({ peer: '192.0.2.2', forwardedFor: '192.0.2.2' })).toBe(false)
    expect(metricsAllowed({ peer: null, forwardedFor: '127.0.0.1' })).toBe(false)
    expect(metricsAllowed({ peer: '192.0.2.2', authorization: 'Bearer s3cret-token', token: 's3cret-token' })).toBe(true)
    expect(metricsAllowed({ peer: '192.0.2.2', authorization: 'Bearer wrong-token', token: 's3cret-token' })).toBe(false)
    expect(metricsAllowed({ peer: '192.0.2.2', authorization: 's3cret-token', token: 's3cret-token' })).toBe(false)
    expect(metricsAllowed({ peer: '192.0.2.2', authorization: 'Bearer ', token: undefined })).toBe(false)
  })

  it('renders every metric in Prometheus format, process memory included', async () => {
    metrics.failedLogins().inc({ step: 'password' })
    const { contentType, body } = await renderMetrics()
    expect(contentType).toMatch(/^text\/plain/)
    for (const name of [
      'site_http_request_duration_seconds',
      'site_page_memory_requests_total',
      'site_feed_imports_total',
      'site_feed_import_duration_seconds',
      'site_feed_import_jobs_total',
      'site_mail_queue_jobs',
      'site_ai_searches_total',
      'site_failed_logins_total',
      'process_resident_memory_bytes',
    ])
      expect(body, name).toContain(`# TYPE ${name} `)
    expect(body).toMatch(/site_failed_logins_total\{step="password"\} 1/)
  })
})
