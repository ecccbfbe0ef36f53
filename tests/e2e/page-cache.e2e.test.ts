import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startExtraAppServer } from '../support/appServer'
import { E2E_ADMIN } from '../support/credentials'
import { startQueryCounter } from '../support/pgCounter'
import { staffHeaders } from '../support/rest'

/**
 * Public pages come from Next's cache and the proxy answers from memory: after the first request,
 * neither a known page nor an unknown address reaches the database. A second server of the same
 * build runs on the e2e database through a relay that counts every statement (its own copy of
 * the build, so its cache is its own; the shared server is untouched).
 */
const root = path.resolve(import.meta.dirname, '../..')
const DIST = '.next-e2e-page-cache'
const JOB = 'beispiel-kuechenchef-hamburg'

let app: { baseUrl: string; stop: () => Promise<void> }
let counter: Awaited<ReturnType<typeof startQueryCounter>>

const get = (pathname: string) =>
  fetch(`${app.baseUrl}${pathname}`, { redirect: 'manual' }).then(async (response) => ({ response, body: await response.text() }))

/** Waits until no statement has run for a while (first renders, background revalidation). */
async function quiet(ms = 1500) {
  for (let last = -1; last !== counter.count();) {
    last = counter.count()
    await new Promise((resolve) => setTimeout(resolve, ms))
  }
}

const EXPECTED: [path: string, status: number][] = [
  ['/', 200],
  ['/ueber-uns', 200],
  ['/verpachtung', 200],
  ['/bewerbende', 200],
  ['/stellenangebote', 200],
  [`/stellenangebote/${JOB}`, 200],
  [`/jobs/${JOB}`, 200],
  ['/bewerbende?q=koch&ort=Hamburg', 200],
  ['/stellenangebote/gibt-es-nicht-4711', 404],
  ['/jobs/gibt-es-nicht-4711', 404],
  ['/gibt-es-nicht', 404],
  ['/alt/gibt-es-nicht.html', 404],
  ['/stellenboard/bewerbende', 404],
  ['/stellenboard/bewerbende/cT1rb2No', 404],
]

describe('page cache: no database query per request', () => {
  beforeAll(async () => {
    fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
    fs.cpSync(path.join(root, '.next-e2e'), path.join(root, DIST), { recursive: true })
    counter = await startQueryCounter(inject('e2eDatabaseUrl'))
    app = await startExtraAppServer(counter.url, inject('mediaDir'), { NEXT_DIST_DIR: DIST })
  }, 180_000)

  afterAll(async () => {
    await app?.stop()
    await counter?.stop()
    fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
  })

  it('known pages, job details, both boards and unknown addresses: the repeat costs no statement', async () => {
    for (const [pathname, status] of EXPECTED) expect((await get(pathname)).response.status, pathname).toBe(status)
    await quiet()
    const before = counter.count()
    for (let round = 0; round < 3; round++) {
      for (const [pathname, status] of EXPECTED) expect((await get(pathname)).response.status, pathname).toBe(status)
    }
    expect(counter.count() - before).toBe(0)
  })

  it('pages and job details are served from the cache, the filtered board briefly cacheable by a front', async () => {
    for (const pathname of ['/ueber-uns', `/stellenangebote/${JOB}`, '/bewerbende']) {
      await get(pathname)
      const { response } = await get(pathname)
      expect(response.headers.get('x-nextjs-cache'), pathname).toMatch(/HIT|STALE/)
      expect(response.headers.get('cache-control'), pathname).toBe('public, max-age=0, s-maxage=5')
    }
    const { response, body } = await get('/bewerbende?q=K%C3%BCchenchef')
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5')
    expect(body).toContain('Küchenchef (m/w/d)')
    // rendered at its internal address, but every link and the form point to the visitor's one
    expect(body).not.toMatch(/(href|action)="\/stellenboard/)
    expect(body).toMatch(/<form[^>]*action="\/bewerbende"/)
  })

  it("new and removed pages, jobs and redirects count on the next request (the proxy's snapshot follows)", async () => {
    const staff = await staffHeaders(E2E_ADMIN, app.baseUrl)
    const api = async (pathname: string, init: RequestInit = {}) => {
      const response = await fetch(`${app.baseUrl}${pathname}`, { ...init, headers: staff })
      expect(response.ok, `${pathname}: ${response.status}`).toBe(true)
      return response.json()
    }
    expect((await get('/cache-testseite')).response.status).toBe(404)
    expect((await get('/stellenangebote/cache-test-koch')).response.status).toBe(404)
    expect((await get('/alt/cache-test.html')).response.status).toBe(404)

    const { doc: page } = await api('/api/pages', {
      method: 'POST',
      body: JSON.stringify({ title: 'Cache-Testseite', slug: 'cache-testseite', _status: 'published' }),
    })
    const { doc: job } = await api('/api/jobs', {
      method: 'POST',
      body: JSON.stringify({ title: 'Cache-Test Koch (m/w/d)', slug: 'cache-test-koch', location: 'Stade', publishDate: new Date().toISOString() }),
    })
    const { doc: redirect } = await api('/api/redirects', {
      method: 'POST',
      body: JSON.stringify({ from: '/alt/cache-test.html', to: { type: 'custom', url: '/ueber-uns' } }),
    })
    try {
      expect((await get('/cache-testseite')).body).toContain('Cache-Testseite')
      const detail = await get('/stellenangebote/cache-test-koch')
      expect(detail.response.status).toBe(200)
      expect(detail.body).toContain('Cache-Test Koch (m/w/d)')
      expect((await get('/stellenangebote')).body).toContain('Cache-Test Koch (m/w/d)')
      const moved = await get('/alt/cache-test.html')
      expect(moved.response.status).toBe(308)
      expect(moved.response.headers.get('location')).toMatch(/\/ueber-uns$/)
    } finally {
      await api(`/api/redirects/${redirect.id}`, { method: 'DELETE' })
      await api(`/api/jobs/${job.id}`, { method: 'DELETE' })
      await api(`/api/pages/${page.id}`, { method: 'DELETE' })
    }
    expect((await get('/cache-testseite')).response.status).toBe(404)
    expect((await get('/stellenangebote/cache-test-koch')).response.status).toBe(404)
    expect((await get('/stellenangebote')).body).not.toContain('Cache-Test Koch (m/w/d)')
    expect((await get('/alt/cache-test.html')).response.status).toBe(404)
  })
})
