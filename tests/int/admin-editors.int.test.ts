import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Job, User } from '@/payload-types'
import { loadDashboard, recordDashboardVisit, VISIT_GAP_MS } from '@/features/admin-dashboard'
import { lastRefusedRun, overrideRefusedImport } from '@/features/import-override'
import { siteSettingsSeed } from '@/seed/settings'
import { runFeedImport } from '@/server/feedImport'
import { up as convertManualJobTexts } from '../../migrations/20261123_020100_manual_job_texts_to_rich_text'
import { getTestPayload } from '../support/payload'

const context = { disableRevalidate: true }
let payload: Payload
let user: User

// Lexical JSON as the admin's editor sends it.
const text = (value: string, format = 0) => ({ type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 })
const el = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({ type, children, direction: 'ltr', format: '', indent: 0, version: 1, ...extra })
const lexical = (...children: unknown[]) => ({ root: el('root', children) }) as unknown as Job['descriptionContent']

beforeAll(async () => {
  payload = await getTestPayload()
  user = await payload.create({ collection: 'users', data: { email: `editor-${Date.now()}@example.com`, password: 'Geheim-123456' } })
})

describe('job texts in rich text', () => {
  it('derives the HTML the site reads from the editor content: headings, lists, bold, links', async () => {
    const job = await payload.create({
      collection: 'jobs',
      context,
      data: {
        title: 'Rezeptionist (m/w/d)',
        source: 'manual',
        descriptionContent: lexical(
          el('heading', [text('Ihre Aufgaben')], { tag: 'h2' }),
          el('paragraph', [text('Sie sind '), text('Gastgeber', 1), text(' aus Leidenschaft. '), el('link', [text('Mehr zum Haus')], { fields: { linkType: 'custom', url: 'https://hotel.example/haus', newTab: false } })]),
          el('list', [el('listitem', [text('Check-in')], { value: 1 }), el('listitem', [text('Check-out')], { value: 2 })], { listType: 'bullet', tag: 'ul', start: 1 }),
        ),
        benefitsContent: lexical(el('list', [el('listitem', [text('30 Tage Urlaub')], { value: 1 })], { listType: 'number', tag: 'ol', start: 1 })),
      },
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
    const feedJob = await payload.create({
      collection: 'jobs',
      context,
      data: { title: 'Importiert', source: 'feed', externalId: `x-${Date.now()}`, description: '<p>Aus dem Feed</p>', descriptionContent: lexical(el('paragraph', [text('ignoriert')])) },
    })
    expect(feedJob.description).toBe('<p>Aus dem Feed</p>')

    const legacy = await payload.create({ collection: 'jobs', context, data: { title: 'Alt', source: 'manual', description: '<p>Altes <b>HTML</b></p>' } })
    const saved = await payload.update({ collection: 'jobs', id: legacy.id, context, data: { title: 'Alt, neu gespeichert', descriptionContent: null } })
    expect(saved.description).toBe('<p>Altes <b>HTML</b></p>')
  })

  it('the data migration turns old manual HTML into editor content that renders the same text', async () => {
    const legacy = await payload.create({
      collection: 'jobs',
      context,
      data: { title: 'Koch (m/w/d)', source: 'manual', description: '<h2>Aufgaben</h2><p>Sie <strong>kochen</strong>.</p><ul><li>Mise en place</li></ul>', requirements: '<p>Ausbildung</p>' },
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

    // live jobs: an expired deadline does not count
    const before = (await loadDashboard(payload, null)).liveJobs
    await payload.create({ collection: 'jobs', context, data: { title: 'Abgelaufen', source: 'manual', applicationDeadline: '2020-01-31T12:00:00.000Z' } })
    await payload.create({ collection: 'jobs', context, data: { title: 'Offen', source: 'manual', applicationDeadline: '2099-01-31T12:00:00.000Z' } })
    expect((await loadDashboard(payload, null)).liveJobs).toBe(before + 1)

    // most edited pages: by saved versions
    const busy = await payload.create({ collection: 'pages', context, data: { title: 'Viel bearbeitet', slug: `viel-${Date.now()}`, _status: 'published' } })
    for (let i = 0; i < 6; i++) await payload.update({ collection: 'pages', id: busy.id, context, data: { title: `Viel bearbeitet ${i}` } })
    const top = (await loadDashboard(payload, null)).topPages
    expect(top.length).toBeLessThanOrEqual(5)
    expect(top[0]).toMatchObject({ id: busy.id, title: 'Viel bearbeitet 5', edits: 7 })

    const run = await payload.create({ collection: 'import-runs', data: { startedAt: new Date(Date.now() + 3_600_000).toISOString(), status: 'failed', error: 'Zeitüberschreitung' } })
    expect((await loadDashboard(payload, null)).lastRun).toMatchObject({ id: run.id, status: 'failed', error: 'Zeitüberschreitung' })
    await payload.delete({ collection: 'import-runs', id: run.id })
  })
})

describe('„Import trotzdem übernehmen“ after an ATS switch', () => {
  let server: http.Server
  let xml = ''
  const feed = (prefix: string, n: number) =>
    `<jobs>${Array.from({ length: n }, (_, i) => `<job><id>${prefix}-${i}</id><title>Stelle ${prefix} ${i}</title><city>Kiel</city></job>`).join('')}</jobs>`

  beforeAll(async () => {
    server = http.createServer((_req, res) => res.end(xml))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context })
    await payload.updateGlobal({
      slug: 'site-settings',
      context,
      data: { ...siteSettingsSeed, feedUrls: [{ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.xml` }], maxDeletePercent: 50 },
    })
  })
  afterAll(async () => {
    await payload.updateGlobal({ slug: 'site-settings', context, data: { feedUrls: [] } })
    await payload.delete({ collection: 'jobs', where: { source: { equals: 'feed' } }, context })
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('offers the last refused run, takes it over for an admin with the confirmed removals and records it', async () => {
    xml = feed('alt', 4)
    expect((await runFeedImport(payload, { trigger: 'manual' })).status).toBe('success')

    // the firm switched its ATS: every id is new
    xml = feed('neu', 3)
    const refused = await runFeedImport(payload, { trigger: 'manual' })
    expect(refused.status).toBe('refused')
    const offer = await lastRefusedRun(payload)
    expect(offer).toMatchObject({ id: refused.importRunId, refusedDeletes: 4, totalJobs: 3 })

    expect((await overrideRefusedImport(payload, null, offer!.id)).status).toBe(401)
    expect((await overrideRefusedImport(payload, user, offer!.id + 1000)).status).toBe(409)

    const taken = await overrideRefusedImport(payload, user, offer!.id)
    expect(taken.status).toBe(200)
    expect(taken.body).toMatchObject({ totalJobs: 3, newJobs: 3, deletedJobs: 4 })
    const jobs = await payload.find({ collection: 'jobs', where: { source: { equals: 'feed' } }, limit: 100, depth: 0 })
    expect(jobs.docs.map((j) => j.externalId).sort()).toEqual(['neu-0', 'neu-1', 'neu-2'])

    const run = await payload.findByID({ collection: 'import-runs', id: taken.result!.importRunId!, depth: 0 })
    expect(run).toMatchObject({ status: 'success', trigger: 'override', overrideOf: offer!.id, triggeredBy: user.id, deletedJobs: 4 })
    expect(await lastRefusedRun(payload)).toBeNull() // the offer ends with a newer run
    expect((await overrideRefusedImport(payload, user, offer!.id)).status).toBe(409)
  })

  it('refuses again when the feed would now remove more than was confirmed', async () => {
    xml = feed('drei', 4) // removes all 3 stored
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
    xml = '<jobs></jobs>'
    const refused = await runFeedImport(payload, { trigger: 'manual' })
    expect(refused.status).not.toBe('success')
    expect(await lastRefusedRun(payload)).toBeNull()
  })
})
