import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classifyPath, routeVerdict } from '@/lib/routing'
import { loadRouteTable } from '@/features/routing/check'
import { getTestPayload } from '../support/payload'

/** The proxy's existence checks against the real database (pages, drafts, jobs, editor redirects). */
let payload: Payload
const cleanup: (() => Promise<unknown>)[] = []
const check = async (path: string) => routeVerdict(await loadRouteTable(), classifyPath(path))
const ctx = { disableRevalidate: true }

describe('route check (proxy)', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
    const published = await payload.create({ collection: 'pages', data: { title: 'Routen-Test', slug: 'routen-test', _status: 'published' }, context: ctx })
    const draft = await payload.create({ collection: 'pages', data: { title: 'Entwurf', slug: 'routen-entwurf', _status: 'draft' }, draft: true, context: ctx })
    const job = await payload.create({ collection: 'jobs', data: { title: 'Routen-Koch (m/w/d)', slug: 'routen-koch-1' }, context: ctx })
    const toPage = await payload.create({
      collection: 'redirects',
      data: { from: '/Alt/Routen.HTML', to: { type: 'reference', reference: { relationTo: 'pages', value: published.id } } },
    })
    const toUrl = await payload.create({ collection: 'redirects', data: { from: '/team.php', to: { type: 'custom', url: '/ueber-uns' } } })
    cleanup.push(
      () => payload.delete({ collection: 'redirects', id: toPage.id }),
      () => payload.delete({ collection: 'redirects', id: toUrl.id }),
      () => payload.delete({ collection: 'jobs', id: job.id, context: ctx }),
      () => payload.delete({ collection: 'pages', id: draft.id, context: ctx }),
      () => payload.delete({ collection: 'pages', id: published.id, context: ctx }),
    )
  })
  afterAll(async () => {
    for (const step of cleanup) await step()
  })

  it('renders published pages and known jobs on both routes', async () => {
    expect(await check('/routen-test')).toEqual({ action: 'render' })
    expect(await check('/stellenangebote/routen-koch-1')).toEqual({ action: 'render' })
    expect(await check('/jobs/routen-koch-1')).toEqual({ action: 'render' })
    expect(await check('/bewerbende')).toEqual({ action: 'render' })
    for (const path of ['/stellenangebote/feed.xml', '/stellenangebote/jobs.xml', '/merkliste', '/job-agent/verwalten']) {
      expect(await check(path), path).toEqual({ action: 'render' })
    }
  })

  it('sends unknown pages, drafts, /home and unknown jobs to the 404 page', async () => {
    expect(await check('/gibt-es-nicht')).toEqual({ action: 'not-found', kind: 'page' })
    expect(await check('/routen-entwurf')).toEqual({ action: 'not-found', kind: 'page' })
    expect(await check('/home')).toEqual({ action: 'not-found', kind: 'page' })
    expect(await check('/a/b/c')).toEqual({ action: 'not-found', kind: 'page' })
    expect(await check('/stellenangebote/routen-koch-2')).toEqual({ action: 'not-found', kind: 'job' })
    expect(await check("/jobs/x' OR '1'='1")).toEqual({ action: 'not-found', kind: 'job' })
  })

  it("answers the editors' redirects, to a page or a URL, whatever the case of the old link", async () => {
    expect(await check('/alt/routen.html')).toEqual({ action: 'redirect', to: '/routen-test' })
    expect(await check('/ALT/Routen.html/')).toEqual({ action: 'redirect', to: '/routen-test' })
    expect(await check('/team.php')).toEqual({ action: 'redirect', to: '/ueber-uns' })
  })
})
