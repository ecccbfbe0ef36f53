import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload, RequiredDataFromCollectionSlug } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job, User } from '@/payload-types'
import { loadDashboard, recordDashboardVisit, VISIT_GAP_MS } from '@/features/admin-dashboard'
import { lastRefusedRun, overrideRefusedImport } from '@/features/feed/override'
import { runFeedImport } from '@/features/feed/import'
import { removedJobsOf } from '@/features/feed/lib/runSummary'
import { up as convertManualJobTexts } from '../../migrations/20261123_021617_manual_job_texts_to_rich_text'
import { importOnlyFrom, startFeedServer, type FeedServer } from '../support/feedServer'
import { getTestPayload } from '../support/payload'
import { solidPng } from '../support/images'

const context = { disableRevalidate: true }
let payload: Payload
let user: User
let editor: User

// Lexical JSON as the admin's editor sends it.
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const el = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
/** A job saved as in the admin, without revalidating pages (no Next request here). */
const newJob = (data: RequiredDataFromCollectionSlug<'jobs'>) => payload.create({ collection: 'jobs', context, data })
const lexical = (...children: unknown[]) => ({ root: el('root', children) }) as unknown as Job['descriptionContent']

beforeAll(async () => {
  payload = await getTestPayload()
  user = await payload.create({ collection: 'users', data: { email: `admin-${Date.now()}@example.com`, password: 'Geheim-123456', role: 'admin' } })
  editor = await payload.create({ collection: 'users', data: { email: `editor-${Date.now()}@example.com`, password: 'Geheim-123456', role: 'editor' } })
})

afterAll(async () => {
  // int files share one database: the seed test later expects a fresh install without staff
  await payload.delete({ collection: 'users', where: { id: { in: [user.id, editor.id] } } })
})

describe('job texts in rich text', () => {
  it('derives the HTML the site reads from the editor content: headings, lists, bold, links', async () => {
    const job = await newJob({
      title: 'Rezeptionist (m/w/d)',
      source: 'manual',
      descriptionContent: lexical(
        el('heading', [text('Ihre Aufgaben')], { tag: 'h2' }),
        el('paragraph', [
          text('Sie sind '),
          text('Gastgeber', 1),
          text(' aus Leidenschaft. '),
          el('link', [text('Mehr zum Haus')], { fields: { linkType: 'custom', url: 'https://hotel.example/haus', newTab: false } }),
        ]),
        el('list', [el('listitem', [text('Check-in')], { value: 1 }), el('listitem', [text('Check-out')], { value: 2 })], {
          listType: 'bullet',
          tag: 'ul',
          start: 1,
        }),
      ),
      benefitsContent: lexical(el('list', [el('listitem', [text('30 Tage Urlaub')], { value: 1 })], { listType: 'number', tag: 'ol', start: 1 })),
    })
    expect(job.description).toContain('<h2>Ihre Aufgaben</h2>')
    expect(job.description).toContain('<strong>Gastgeber</strong>')
    expect(job.description).toMatch(/<a href="https:\/\/hotel\.example\/haus"[^>]*rel="noopener noreferrer nofollow"[^>]*>Mehr zum Haus<\/a>/)
    expect(job.description).toContain('<ul><li>Check-in</li><li>Check-out</li></ul>')
    expect(job.benefits).toBe('<ol><li>30 Tage Urlaub</li></ol>')
    expect(job.requirements ?? null).toBeNull()

    // a script typed as a link target never reaches the site
    const edited = await payload.update({
      collection: 'jobs',
      id: job.id,
      context,
      data: { descriptionContent: lexical(el('paragraph', [el('link', [text('klick')], { fields: { linkType: 'custom', url: 'javascript:alert(1)' } })])) },
    })
    expect(edited.description).not.toContain('javascript:')
    expect(edited.benefits).toBe('<ol><li>30 Tage Urlaub</li></ol>')

    // emptied by the editor: the text is gone from the site too
    const emptied = await payload.update({ collection: 'jobs', id: job.id, context, data: { benefitsContent: null } })
    expect(emptied.benefits ?? null).toBeNull()
  })

  it('leaves imported jobs with the feed HTML and old manual HTML intact', async () => {
    const feedJob = await newJob({
      title: 'Importiert',
      source: 'feed',
      externalId: `x-${Date.now()}`,
      description: '<p>Aus dem Feed</p>',
      descriptionContent: lexical(el('paragraph', [text('ignoriert')])),
    })
    expect(feedJob.description).toBe('<p>Aus dem Feed</p>')

    const legacy = await newJob({ title: 'Alt', source: 'manual', description: '<p>Altes <b>HTML</b></p>' })
    const saved = await payload.update({ collection: 'jobs', id: legacy.id, context, data: { title: 'Alt, neu gespeichert', descriptionContent: null } })
    expect(saved.description).toBe('<p>Altes <b>HTML</b></p>')
  })

  it('the data migration turns old manual HTML into editor content that renders the same text', async () => {
    const legacy = await newJob({
      title: 'Koch (m/w/d)',
      source: 'manual',
      description: '<h2>Aufgaben</h2><p>Sie <strong>kochen</strong>.</p><ul><li>Mise en place</li></ul>',
      requirements: '<p>Ausbildung</p>',
    })
    await payload.db.drizzle.execute(`UPDATE jobs SET description_content = NULL, requirements_content = NULL, benefits_content = NULL WHERE id = ${legacy.id}`)
    await convertManualJobTexts({ db: payload.db.drizzle, payload, req: {} } as unknown as Parameters<typeof convertManualJobTexts>[0])
    const converted = await payload.findByID({ collection: 'jobs', id: legacy.id, depth: 0 })
    expect(JSON.stringify(converted.descriptionContent)).toContain('"tag":"h2"')
    expect(JSON.stringify(converted.descriptionContent)).toContain('"listType":"bullet"')
    // saving it again in the admin gives the same HTML back
    const resaved = await payload.update({ collection: 'jobs', id: legacy.id, context, data: { descriptionContent: converted.descriptionContent } })
    expect(resaved.description).toBe('<h2>Aufgaben</h2><p>Sie <strong>kochen</strong>.</p><ul><li>Mise en place</li></ul>')
    expect(resaved.requirements).toBe('<p>Ausbildung</p>')
  })
})

describe('admin dashboard', () => {
  it('counts contact requests since the last visit, the last run, live jobs and the most edited pages', async () => {
    const t0 = new Date()
    const fresh = await payload.findByID({ collection: 'users', id: user.id })
    expect(await recordDashboardVisit(payload, fresh, t0)).toBeNull() // first visit: everything counts

    await new Promise((resolve) => setTimeout(resolve, 20))
    await payload.create({
      collection: 'contact-requests',
      data: { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com', message: 'Hallo', privacyAccepted: true },
      context,
    })
    // a reload within the same visit measures from the same moment
    let visitor = await payload.findByID({ collection: 'users', id: user.id })
    expect(await recordDashboardVisit(payload, visitor, new Date(t0.getTime() + 60_000))).toBeNull()
    // the next visit counts from the visit before
    visitor = await payload.findByID({ collection: 'users', id: user.id })
    const later = new Date(t0.getTime() + 60_000 + VISIT_GAP_MS + 1)
    const since = await recordDashboardVisit(payload, visitor, later)
    expect(since).toBe(new Date(t0.getTime() + 60_000).toISOString())

    const all = await loadDashboard(payload, null)
    const sinceFirst = await loadDashboard(payload, t0.toISOString())
    expect(sinceFirst.newContactRequests).toBe(1)
    expect(all.newContactRequests).toBeGreaterThanOrEqual(1)
    expect((await loadDashboard(payload, new Date(Date.now() + 1000).toISOString())).newContactRequests).toBe(0)

    // open requests: everything not ticked „Erledigt“, also a request stored without the flag
    const openBefore = all.openContactRequests
    const done = await payload.create({
      collection: 'contact-requests',
      data: { firstName: 'Erledigt', lastName: 'Muster', email: 'e@example.com', message: 'Hallo', privacyAccepted: true, handled: true },
      context,
    })
    const unflagged = await payload.create({
      collection: 'contact-requests',
      data: { firstName: 'Ohne', lastName: 'Flag', email: 'o@example.com', message: 'Hallo', privacyAccepted: true },
      context,
    })
    await payload.db.drizzle.execute(`UPDATE contact_requests SET handled = NULL WHERE id = ${unflagged.id}`)
    expect((await loadDashboard(payload, null)).openContactRequests).toBe(openBefore + 1)
    await payload.delete({ collection: 'contact-requests', where: { id: { in: [done.id, unflagged.id] } } })

    // live jobs: an expired deadline does not count
    const before = (await loadDashboard(payload, null)).liveJobs
    await newJob({ title: 'Abgelaufen', source: 'manual', applicationDeadline: '2020-01-31T12:00:00.000Z' })
    await newJob({ title: 'Offen', source: 'manual', applicationDeadline: '2099-01-31T12:00:00.000Z' })
    expect((await loadDashboard(payload, null)).liveJobs).toBe(before + 1)

    // most edited pages: by saved versions
    const busy = await payload.create({ collection: 'pages', context, data: { title: 'Viel bearbeitet', slug: `viel-${Date.now()}`, _status: 'published' } })
    for (let i = 0; i < 6; i++) await payload.update({ collection: 'pages', id: busy.id, context, data: { title: `Viel bearbeitet ${i}` } })
    const top = (await loadDashboard(payload, null)).topPages
    expect(top.length).toBeLessThanOrEqual(5)
    expect(top[0]).toMatchObject({ id: busy.id, title: 'Viel bearbeitet 5', edits: 7 })

    const run = await payload.create({
      collection: 'import-runs',
      data: { startedAt: new Date(Date.now() + 3_600_000).toISOString(), status: 'failed', error: 'Zeitüberschreitung' },
    })
    expect((await loadDashboard(payload, null)).lastRun).toMatchObject({ id: run.id, status: 'failed', error: 'Zeitüberschreitung' })
    await payload.delete({ collection: 'import-runs', id: run.id })
  })
})

// A story: each test starts from the jobs and runs the one before left, so the order is fixed
// even when the run shuffles tests (--sequence.shuffle).
describe('„Import trotzdem übernehmen“ after an ATS switch', { shuffle: false }, () => {
  let ats: FeedServer
  const feed = (prefix: string, n: number) =>
    `<jobs>${Array.from({ length: n }, (_, i) => `<job><id>${prefix}-${i}</id><title>Stelle ${prefix} ${i}</title><city>Kiel</city></job>`).join('')}</jobs>`

  beforeAll(async () => {
    ats = await startFeedServer()
    await importOnlyFrom(payload, ats.url, { maxDeletePercent: 50 })
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'site-settings', context, data: { feedUrls: [] } })
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context })
    await ats?.close()
  })

  it('offers the last refused run, takes it over for an admin with the confirmed removals and records it', async () => {
    ats.serve(feed('alt', 4))
    expect((await runFeedImport(payload, { trigger: 'manual' })).status).toBe('success')

    // the firm switched its ATS: every id is new
    ats.serve(feed('neu', 3))
    const refused = await runFeedImport(payload, { trigger: 'manual' })
    expect(refused.status).toBe('refused')
    const offer = await lastRefusedRun(payload)
    expect(offer).toMatchObject({ id: refused.importRunId, refusedDeletes: 4, totalJobs: 3 })

    expect((await overrideRefusedImport(payload, null, offer!.id)).status).toBe(401)
    expect((await overrideRefusedImport(payload, editor, offer!.id)).status).toBe(403) // admins only
    expect((await overrideRefusedImport(payload, user, offer!.id + 1000)).status).toBe(409)

    const taken = await overrideRefusedImport(payload, user, offer!.id)
    expect(taken.status).toBe(200)
    expect(taken.body).toMatchObject({ totalJobs: 3, newJobs: 3, deletedJobs: 4 })
    const jobs = await payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, limit: 100, depth: 0 })
    expect(jobs.docs.map((j) => j.externalId).sort()).toEqual(['neu-0', 'neu-1', 'neu-2'])

    const run = await payload.findByID({ collection: 'import-runs', id: taken.result!.importRunId!, depth: 0 })
    expect(run).toMatchObject({ status: 'success', trigger: 'override', overrideOf: offer!.id, triggeredBy: user.id, deletedJobs: 4 })
    // the run names the jobs it took off the site
    expect(
      removedJobsOf(run.removedJobs)
        .map((job) => `${job.title} (${job.externalId})`)
        .sort(),
    ).toEqual([0, 1, 2, 3].map((i) => `Stelle alt ${i} (alt-${i})`))
    expect(await lastRefusedRun(payload)).toBeNull() // the offer ends with a newer run
    expect((await overrideRefusedImport(payload, user, offer!.id)).status).toBe(409)
  })

  it('refuses again when the feed would now remove more than was confirmed', async () => {
    ats.serve(feed('drei', 4)) // removes all 3 stored
    expect((await runFeedImport(payload, { trigger: 'manual' })).status).toBe('refused')
    const offer = await lastRefusedRun(payload)
    expect(offer?.refusedDeletes).toBe(3)

    // staff confirmed fewer removals than the feed needs by now (it changed after the refusal)
    await payload.db.drizzle.execute(`UPDATE import_runs SET refused_deletes = 2 WHERE id = ${offer!.id}`)
    const outcome = await overrideRefusedImport(payload, user, offer!.id)
    expect(outcome.status).toBe(409)
    expect(String(outcome.body.error)).toContain('jetzt 3 statt 2 Stellen')
    expect((await payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, limit: 100 })).totalDocs).toBe(3)
  })

  it('never takes over an empty feed', async () => {
    ats.serve('<jobs></jobs>')
    const refused = await runFeedImport(payload, { trigger: 'manual' })
    expect(refused.status).not.toBe('success')
    expect(await lastRefusedRun(payload)).toBeNull()
  })
})

describe('feed images are stored on our origin', () => {
  let ats: FeedServer
  let imageServer: http.Server
  const requests: string[] = []
  let png: Buffer
  let images: string

  beforeAll(async () => {
    png = await solidPng(40, 30, '#1e36af')
    imageServer = http.createServer((req, res) => {
      requests.push(req.url ?? '')
      if (req.url?.startsWith('/a.png') || req.url?.startsWith('/gleich.png') || req.url?.startsWith('/person.png'))
        return res.writeHead(200, { 'content-type': 'image/png' }).end(png)
      if (req.url === '/text.png') return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>')
      if (req.url === '/riesig.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(6 * 1024 * 1024))
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => imageServer.listen(0, '127.0.0.1', resolve))
    images = `http://127.0.0.1:${(imageServer.address() as AddressInfo).port}`
    ats = await startFeedServer()
    await importOnlyFrom(payload, ats.url)
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'site-settings', context, data: { feedUrls: [], maxDeletePercent: 50 } })
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context })
    await ats?.close()
    imageServer?.closeAllConnections()
    await new Promise((resolve) => imageServer?.close(resolve))
  })

  it('downloads imageUrl, the first description image and contact photos once, de-duplicated by content', async () => {
    const job = (id: string, inner: string) => `<job><id>${id}</id><title>Bild ${id}</title><city>Kiel</city>${inner}</job>`
    ats.serve(`<jobs>
      ${job('b1', `<image>${images}/a.png</image><contact><firstname>Ina</firstname><photo>${images}/person.png</photo></contact>`)}
      ${job('b2', `<image>${images}/a.png</image>`)}
      ${job('b3', `<html><![CDATA[<p>Text</p><img src="${images}/gleich.png?v=2"><img src="${images}/zweites.png">]]></html>`)}
      ${job('b4', `<image>${images}/fehlt.png</image>`)}
      ${job('b5', `<image>${images}/text.png</image>`)}
      ${job('b6', `<image>${images}/riesig.png</image>`)}
    </jobs>`)
    const result = await runFeedImport(payload, { trigger: 'manual' })
    expect(result.status).toBe('success')
    const jobs = new Map(
      (await payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, depth: 1, limit: 20 })).docs.map((j) => [j.externalId, j]),
    )
    const media = (id: string, key: 'image' | 'contactPhoto') => jobs.get(id)?.[key] as { id: number; url: string; sourceUrl: string } | null | undefined
    expect(media('b1', 'image')?.url).toMatch(/^\/api\/media\/file\//)
    // downloads run in parallel: whichever URL with these bytes arrives first names the one Media
    expect([`${images}/a.png`, `${images}/gleich.png?v=2`, `${images}/person.png`]).toContain(media('b1', 'image')?.sourceUrl)
    expect(media('b2', 'image')?.id).toBe(media('b1', 'image')?.id) // same URL: one download, one Media
    expect(media('b3', 'image')?.id).toBe(media('b1', 'image')?.id) // other URL, same bytes: one Media
    expect(media('b1', 'contactPhoto')?.id).toBe(media('b1', 'image')?.id)
    for (const broken of ['b4', 'b5', 'b6']) expect(media(broken, 'image') ?? null).toBeNull() // placeholder stays
    expect(requests.filter((r) => r === '/a.png')).toHaveLength(1)
    expect(requests).not.toContain('/zweites.png') // only the first <img> of a description

    // the next import fetches nothing it already has (the broken ones are retried)
    requests.length = 0
    expect((await runFeedImport(payload, { trigger: 'manual' })).status).toBe('success')
    expect(requests.sort()).toEqual(['/fehlt.png', '/riesig.png', '/text.png'])

    // the site's reader swaps the remote URLs for ours
    const { withStoredImages } = await import('@/lib/jobs/image')
    const b1 = await payload.findByID({ collection: 'jobs', id: jobs.get('b1')!.id, depth: 0 })
    const shown = withStoredImages(b1, new Map([[media('b1', 'image')!.id, media('b1', 'image')!.url]]))
    expect(shown.imageUrl).toBe(media('b1', 'image')!.url)
    expect(shown.contactImage).toBe(media('b1', 'image')!.url)
  })
})
