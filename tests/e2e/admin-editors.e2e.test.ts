import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffHeaders } from '../support/rest'
import { apiFromPage, baseUrl, loginAsStaff, newPage, newStaffPage, type Page, shot, useBrowser, useDatabase } from '../support/browser'
import { solidPng } from '../support/images'

const visible = (page: Page, text: string | RegExp, timeout = 30_000) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true)

/** No feed and no imported jobs, also after a test failed half-way: they would sit first on every other test's board. */
async function removeFeedJobs() {
  const headers = await staffHeaders()
  await fetch(`${baseUrl()}/api/globals/site-settings`, { method: 'POST', headers, body: JSON.stringify({ feedUrls: [] }) })
  await fetch(`${baseUrl()}/api/jobs?where[source][equals]=feed`, { method: 'DELETE', headers })
}
const browser = useBrowser()
const db = useDatabase()

describe('German dates in the admin', () => {
  it('shows and accepts TT.MM.JJJJ in the job form and 24-hour times', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1000 } })
    await page.goto('/admin/collections/jobs/create')
    const title = page.locator('#field-title')
    await expect.poll(() => title.isVisible(), { timeout: 30_000 }).toBe(true)
    await title.fill('Datumsprobe (m/w/d)')
    const deadline = page.locator('#field-applicationDeadline input, .field-type.date:has-text("Bewerbungsfrist") input').first()
    await deadline.fill('24.12.2026')
    await deadline.press('Enter')
    await page.locator('#field-title').click()
    expect(await deadline.inputValue()).toBe('24.12.2026')
    expect((await deadline.getAttribute('placeholder')) ?? '').not.toMatch(/MM\/dd/)
    await shot(page, 'job-form-german-date')
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first().click()
    await page.waitForURL(/\/admin\/collections\/jobs\/\d+/, { timeout: 30_000 })
    const id = page.url().match(/jobs\/(\d+)/)![1]
    // jobs have drafts (autosave): wait until the click has published it
    await expect.poll(async () => (await apiFromPage(page, 'GET', `/api/jobs/${id}?depth=0`)).body?._status, { timeout: 30_000 }).toBe('published')
    const saved = await apiFromPage(page, 'GET', `/api/jobs/${id}?depth=0`)
    expect(saved.body.applicationDeadline).toMatch(/^2026-12-24T/)

    // reopened: still German
    await page.reload()
    await expect.poll(() => deadline.inputValue(), { timeout: 30_000 }).toBe('24.12.2026')

    // date and time (readonly import run start): TT.MM.JJJJ HH:mm, no AM/PM
    await db().query(
      `INSERT INTO import_runs (started_at, status, trigger, updated_at, created_at) VALUES ('2026-11-21T14:05:00Z', 'success', 'manual', now(), now())`,
    )
    const run = (await db().query(`SELECT max(id) AS id FROM import_runs`)).rows[0].id
    await page.goto(`/admin/collections/import-runs/${run}`)
    const summary = page.locator('.import-run-view')
    await expect.poll(() => summary.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await summary.innerText()).toContain('Feed-Import vom 21.11.2026 15:05')
    await db().query(`DELETE FROM import_runs WHERE id = $1`, [run])
    await apiFromPage(page, 'DELETE', `/api/jobs/${id}`)
    await context.close()
  })
})

describe('admin dashboard', () => {
  it('shows open contact requests (and how many are new since the last visit), the last import, live jobs and the most edited pages', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1100 } })
    // The last visit was an hour ago; one request came before it, one after.
    await db().query(`UPDATE users SET dashboard_visit_at = now() - interval '1 hour', dashboard_previous_visit_at = NULL`)
    const insert = `INSERT INTO contact_requests (first_name, last_name, email, message, privacy_accepted, created_at, updated_at) VALUES ($1, 'Muster', 'x@example.com', 'Hallo', true, $2, now()) RETURNING id`
    const old = (await db().query(insert, ['Alt', new Date(Date.now() - 2 * 3_600_000)])).rows[0].id
    const fresh = (await db().query(insert, ['Neu', new Date()])).rows[0].id
    const expected = Number((await db().query(`SELECT count(*) FROM contact_requests WHERE handled IS NOT TRUE`)).rows[0].count)
    const newSince = Number((await db().query(`SELECT count(*) FROM contact_requests WHERE created_at > now() - interval '1 hour'`)).rows[0].count)
    const live = Number(
      (
        await db().query(
          `SELECT count(*) FROM jobs WHERE application_deadline IS NULL OR application_deadline >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
        )
      ).rows[0].count,
    )

    await page.goto('/admin')
    const overview = page.getByRole('region', { name: 'Übersicht' })
    await expect.poll(() => overview.isVisible(), { timeout: 30_000 }).toBe(true)
    const figure = (card: string) => overview.locator(`[data-card="${card}"] .site-dashboard__figure`).textContent()
    expect(await figure('contact-requests')).toBe(String(expected))
    expect(await overview.locator('[data-card="contact-requests"]').textContent()).toMatch(
      new RegExp(`${newSince} neu seit Ihrem letzten Besuch am \\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d`),
    )
    expect(await figure('live-jobs')).toBe(String(live))
    expect(await overview.locator('[data-card="import"]').textContent()).toMatch(/Noch kein Import|Erfolgreich|Abgelehnt|Fehlgeschlagen|Läuft/)
    const topLinks = overview.locator('[data-card="top-pages"] li a')
    expect(await topLinks.count()).toBeGreaterThan(0)
    expect(await topLinks.count()).toBeLessThanOrEqual(5)
    expect(await topLinks.first().getAttribute('href')).toMatch(/^\/admin\/collections\/pages\/\d+$/)
    await shot(page, 'dashboard', { fullPage: true })

    // a reload in the same visit keeps the count; the link lists exactly those requests
    await page.reload()
    await expect.poll(() => figure('contact-requests'), { timeout: 30_000 }).toBe(String(expected))
    await overview.getByRole('link', { name: 'Offene Anfragen ansehen' }).click()
    await page.waitForURL(/contact-requests\?where/)
    await visible(page, 'Neu')
    await db().query(`DELETE FROM contact_requests WHERE id = ANY($1)`, [[old, fresh]])
    await context.close()
  })
})

describe('„Import trotzdem übernehmen“ on the sync page', () => {
  let ats: http.Server
  let body = ''
  const feed = (prefix: string, n: number) =>
    `<jobs>${Array.from({ length: n }, (_, i) => `<job><id>${prefix}-${i}</id><title>ATS-Wechsel ${prefix} ${i}</title><city>Kiel</city></job>`).join('')}</jobs>`

  beforeAll(async () => {
    ats = http.createServer((_req, res) => res.end(body))
    await new Promise<void>((resolve) => ats.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await removeFeedJobs()
    ats?.closeAllConnections()
    await new Promise((resolve) => ats?.close(resolve))
  })

  it('offers the refused run with a confirmation naming the removals and records the takeover', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1600, height: 1000 } })
    const url = `http://127.0.0.1:${(ats.address() as AddressInfo).port}/feed.xml`
    await apiFromPage(page, 'DELETE', '/api/jobs?where[source][equals]=feed') // start from no imported jobs
    expect((await apiFromPage(page, 'POST', '/api/globals/site-settings', { feedUrls: [{ url }] })).status).toBe(200)
    const run = Date.now().toString(36)
    body = feed(`alt-${run}`, 3)
    expect((await apiFromPage(page, 'POST', '/api/sync-jobs')).status).toBe(200)

    body = feed(`neu-${run}`, 2) // the firm switched its ATS: all ids are new
    await page.goto('/admin/sync-jobs')
    await page.getByRole('button', { name: 'Stellenangebote jetzt synchronisieren' }).click()
    await visible(page, 'Fehler beim Synchronisieren')
    const panel = page.getByRole('region', { name: 'Abgelehnter Import' })
    await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await panel.textContent()).toContain('2 Stellen im Feed, 3 Stellen würden entfernt')
    await shot(page, 'sync-refused-offer', { fullPage: true })

    await panel.getByRole('button', { name: 'Import trotzdem übernehmen' }).click()
    await visible(page, '3 Stellen werden von der Website entfernt')
    await shot(page, 'sync-override-confirm')
    await page.getByRole('button', { name: '3 Stellen entfernen und übernehmen' }).click()
    await visible(page, 'Import übernommen')
    await expect.poll(() => panel.isVisible(), { timeout: 30_000 }).toBe(false)
    await visible(page, 'Übernahme trotz Ablehnung')

    const jobs = (await apiFromPage(page, 'GET', `/api/jobs?where[externalId][like]=-${run}-&limit=20&depth=0`)).body
    expect(jobs.docs.map((j: { externalId: string }) => j.externalId).sort()).toEqual([`neu-${run}-0`, `neu-${run}-1`])
    const recorded = await apiFromPage(page, 'GET', '/api/import-runs?sort=-startedAt&limit=1&depth=0')
    expect(recorded.body.docs[0]).toMatchObject({ trigger: 'override', status: 'success', deletedJobs: 3 })
    expect(recorded.body.docs[0].overrideOf).toBeTruthy()
    expect(recorded.body.docs[0].triggeredBy).toBeTruthy()

    // the endpoint refuses a run that is no longer the last refused one, and visitors
    expect((await apiFromPage(page, 'POST', '/api/sync-jobs/override', { runId: recorded.body.docs[0].overrideOf })).status).toBe(409)
    expect((await fetch(`${baseUrl()}/api/sync-jobs/override`, { method: 'POST', body: '{}' })).status).toBe(401)

    await apiFromPage(page, 'POST', '/api/globals/site-settings', { feedUrls: [] })
    await apiFromPage(page, 'DELETE', '/api/jobs?where[source][equals]=feed')
    await context.close()
  })
})

describe('job texts in the rich-text editor', () => {
  it('an editor writes headings, lists, bold text and the job page shows them; feed texts are read-only', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1000 } })
    await page.goto('/admin/collections/jobs/create')
    await expect.poll(() => page.locator('#field-title').isVisible(), { timeout: 30_000 }).toBe(true)
    await page.locator('#field-title').fill('Gastgeber mit Herz (m/w/d)')
    expect(await page.getByText('Beschreibung (aus dem Feed)').count()).toBe(0)
    const editor = page.locator('.rich-text-lexical').first().locator('[contenteditable="true"]')
    await editor.click()
    // Lexical's markdown shortcuts, as an editor types them
    await page.keyboard.type('## Ihre Aufgaben')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Sie sind **Gastgeber** aus Leidenschaft.')
    await page.keyboard.press('Enter')
    await page.keyboard.type('- Check-in')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Check-out')
    await shot(page, 'job-rich-text')
    await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first().click()
    await page.waitForURL(/\/admin\/collections\/jobs\/\d+/, { timeout: 30_000 })
    const id = page.url().match(/jobs\/(\d+)/)![1]
    // jobs have drafts (autosave): wait until the click has published it
    await expect.poll(async () => (await apiFromPage(page, 'GET', `/api/jobs/${id}?depth=0`)).body?._status, { timeout: 30_000 }).toBe('published')
    const job = (await apiFromPage(page, 'GET', `/api/jobs/${id}?depth=0`)).body

    const detail = await newPage(browser())
    await detail.page.goto(`/stellenangebote/${job.slug}`)
    await expect.poll(() => detail.page.getByRole('heading', { name: 'Ihre Aufgaben' }).isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await detail.page.locator('strong', { hasText: 'Gastgeber' }).count()).toBeGreaterThan(0)
    expect(await detail.page.locator('li', { hasText: 'Check-out' }).count()).toBeGreaterThan(0)
    await detail.context.close()
    await apiFromPage(page, 'DELETE', `/api/jobs/${id}`)

    // an imported job: the feed's HTML, read-only, no editor
    await db().query(
      `INSERT INTO jobs (title, slug, source, external_id, description, updated_at, created_at) VALUES ('Importierte Stelle', 'importiert-e2e', 'feed', 'imp-e2e', '<p>Text aus dem Feed</p>', now(), now())`,
    )
    const imported = (await db().query(`SELECT id FROM jobs WHERE external_id = 'imp-e2e'`)).rows[0].id
    await page.goto(`/admin/collections/jobs/${imported}`)
    const feedText = page.getByRole('region', { name: 'Beschreibung (aus dem Feed)' })
    await expect.poll(() => feedText.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await feedText.innerText()).toBe('Text aus dem Feed')
    expect(await page.locator('.rich-text-lexical').count()).toBe(0)
    await shot(page, 'job-imported-readonly')
    await db().query(`DELETE FROM jobs WHERE id = $1`, [imported])
    await context.close()
  })
})

describe('page preview', () => {
  it('staff see a saved draft on the real site and in the live preview; visitors see the published page', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1600, height: 1000 } })
    const impressum = (await apiFromPage(page, 'GET', '/api/pages?where[slug][equals]=impressum&depth=0')).body.docs[0]
    const draftTitle = `Impressum Entwurf ${Date.now().toString(36)}`
    expect((await apiFromPage(page, 'PATCH', `/api/pages/${impressum.id}?draft=true`, { title: draftTitle, _status: 'draft' })).status).toBe(200)

    // visitors: the published page, and no way into draft mode
    expect(await (await fetch(`${baseUrl()}/impressum`)).text()).not.toContain(draftTitle)
    expect((await fetch(`${baseUrl()}/api/preview?path=/impressum`, { redirect: 'manual' })).status).toBe(401)
    expect((await fetch(`${baseUrl()}/api/preview?path=//evil.example`, { redirect: 'manual' })).status).toBe(400)

    // the admin's preview link
    await page.goto(`/admin/collections/pages/${impressum.id}`)
    await expect.poll(() => page.locator('#field-title').isVisible(), { timeout: 30_000 }).toBe(true)
    await page.goto(`/api/preview?path=/impressum`)
    await page.waitForURL(/\/impressum$/)
    await visible(page, draftTitle)
    await visible(page, 'Vorschau: Sie sehen den neuesten Entwurf dieser Seite.')
    await shot(page, 'draft-preview-site')

    // live preview beside the form, with phone/tablet/desktop sizes
    await page.goto(`/admin/collections/pages/${impressum.id}`)
    await expect.poll(() => page.locator('#field-title').isVisible(), { timeout: 30_000 }).toBe(true)
    await page
      .getByRole('button', { name: /Live-Vorschau/i })
      .first()
      .click()
    const frame = page.frameLocator('iframe').first()
    await expect.poll(() => frame.getByText(draftTitle).first().isVisible(), { timeout: 30_000 }).toBe(true)
    await shot(page, 'live-preview')
    // the sizes: phone, tablet, desktop
    await page.getByText('Automatisch (Fensterbreite)', { exact: true }).first().click()
    for (const size of ['Smartphone', 'Tablet', 'Desktop']) await visible(page, size, 10_000)
    await page.getByText('Smartphone', { exact: true }).first().click()
    await expect
      .poll(
        () =>
          page
            .locator('iframe')
            .first()
            .evaluate((el) => Math.round(el.getBoundingClientRect().width)),
        { timeout: 10_000 },
      )
      .toBeLessThanOrEqual(390)
    await shot(page, 'live-preview-smartphone')

    // saving a new draft refreshes the preview
    const second = `${draftTitle} zwei`
    await page.locator('#field-title').fill(second)
    await page.getByRole('button', { name: 'Entwurf speichern' }).click()
    await expect.poll(() => frame.getByText(second).first().isVisible(), { timeout: 30_000 }).toBe(true)

    // publishing shows at once to visitors
    expect((await apiFromPage(page, 'PATCH', `/api/pages/${impressum.id}`, { title: impressum.title, _status: 'published' })).status).toBe(200)
    expect(await (await fetch(`${baseUrl()}/impressum`)).text()).not.toContain(draftTitle)
    await context.close()
  })
})

describe('job images from our own origin', () => {
  let images: http.Server
  let ats: http.Server
  const imageRequests: string[] = []
  let png: Buffer

  beforeAll(async () => {
    png = await solidPng(800, 450, '#c2410c')
    images = http.createServer((req, res) => {
      imageRequests.push(req.url ?? '')
      res.writeHead(200, { 'content-type': 'image/png' }).end(png)
    })
    ats = http.createServer((_req, res) => {
      const base = `http://127.0.0.1:${(images.address() as AddressInfo).port}`
      res.end(`<jobs>
        <job><id>bild-e2e-1</id><title>Bildprobe Rezeption (m/w/d)</title><city>Kiel</city><image>${base}/rezeption.png</image>
          <contact><firstname>Ina</firstname><lastname>Bild</lastname><email>ina@hotel.example</email><photo>${base}/ina.png</photo></contact></job>
        <job><id>bild-e2e-2</id><title>Bildprobe Küche (m/w/d)</title><city>Kiel</city><html><![CDATA[<p>Ein Bild:</p><img src="${base}/kueche.png">]]></html></job>
      </jobs>`)
    })
    for (const server of [images, ats]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await removeFeedJobs()
    for (const server of [images, ats]) {
      server?.closeAllConnections()
      await new Promise((resolve) => server?.close(resolve))
    }
  })

  it('the board and the detail show the feed images from our origin; the browser never asks the image host', async () => {
    const staff = await newPage(browser())
    await loginAsStaff(staff.page)
    const feedUrl = `http://127.0.0.1:${(ats.address() as AddressInfo).port}/feed.xml`
    await apiFromPage(staff.page, 'DELETE', '/api/jobs?where[source][equals]=feed') // start from no imported jobs
    expect((await apiFromPage(staff.page, 'POST', '/api/globals/site-settings', { feedUrls: [{ url: feedUrl }] })).status).toBe(200)
    expect((await apiFromPage(staff.page, 'POST', '/api/sync-jobs')).status).toBe(200)
    expect(imageRequests.sort()).toEqual(['/ina.png', '/kueche.png', '/rezeption.png']) // the server downloaded each once
    imageRequests.length = 0

    const imageHost = `127.0.0.1:${(images.address() as AddressInfo).port}`
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
    const seen: string[] = []
    page.on('request', (request) => seen.push(request.url()))
    await page.goto('/bewerbende?q=Bildprobe')
    const cards = page.locator('[data-job-card^="bild-e2e-"] img')
    await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(2)
    for (const img of await cards.all()) {
      await img.scrollIntoViewIfNeeded()
      const src = (await img.getAttribute('src')) ?? ''
      expect(src).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
      expect(await img.getAttribute('loading')).toBe('lazy')
      expect(await img.getAttribute('srcset')).toContain('w=')
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
    }
    await shot(page, 'board-feed-images')

    await page.goto('/stellenangebote/bild-e2e-1')
    const hero = page.locator('article img').first()
    await expect.poll(() => hero.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
    expect(await hero.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F/)
    const photo = page.getByRole('img', { name: 'Ina Bild' })
    await expect.poll(() => photo.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true)

    expect(seen.filter((url) => url.includes(imageHost))).toEqual([])
    expect(seen.every((url) => url.startsWith(baseUrl()) || url.startsWith('data:'))).toBe(true)
    expect(imageRequests).toEqual([])
    await context.close()

    await apiFromPage(staff.page, 'POST', '/api/globals/site-settings', { feedUrls: [] })
    await apiFromPage(staff.page, 'DELETE', '/api/jobs?where[source][equals]=feed')
    await staff.context.close()
  })
})
