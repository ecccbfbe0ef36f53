import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffHeaders } from '../support/rest'
import { apiFromPage, baseUrl, newStaffPage, type Page, shot, useBrowser, useDatabase } from '../support/browser'

const visible = (page: Page, text: string | RegExp, timeout = 30_000) => expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true)

const browser = useBrowser()
const db = useDatabase()

describe('imported jobs in the admin', () => {
  it('shows the feed text as on the site, locks every import-owned field and says what stays editable', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1100 } })
    await db().query(
      `INSERT INTO jobs (title, slug, source, external_id, location, company, description, requirements, updated_at, created_at)
       VALUES ('Importierte Direktion (m/w/d)', 'import-lock-e2e', 'feed', 'lock-e2e', 'Kiel', 'Hotel am Meer',
               '<h3>Ihre Aufgaben</h3><p>Sie führen das <strong>Haus</strong>.</p><ul><li>Gäste</li></ul>', '<p>Erfahrung</p>', now(), now())`,
    )
    const id = (await db().query(`SELECT id FROM jobs WHERE external_id = 'lock-e2e'`)).rows[0].id
    try {
      await page.goto(`/admin/collections/jobs/${id}`)
      const note = page.getByRole('note')
      await expect.poll(() => note.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await note.textContent()).toContain('Hier ändern können Sie: Stellenbild, Foto (Ansprechpartner), URL-Kennung.')

      // the text as the job page shows it: a heading, bold text, a list; never the HTML source
      const description = page.getByRole('region', { name: 'Beschreibung (aus dem Feed)' })
      await expect.poll(() => description.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await description.locator('h3', { hasText: 'Ihre Aufgaben' }).isVisible()).toBe(true)
      expect(await description.locator('strong', { hasText: 'Haus' }).count()).toBe(1)
      expect(await description.locator('li', { hasText: 'Gäste' }).count()).toBe(1)
      expect(await page.locator('body').innerText()).not.toContain('<h3>')
      expect(await page.locator('textarea#field-description').count()).toBe(0)

      // title, Ort, Unternehmen and Quelle are read-only; the URL stays editable
      for (const field of ['title', 'location', 'company']) {
        const input = page.locator(`#field-${field}`)
        expect((await input.isDisabled()) || (await input.getAttribute('readonly')) !== null, field).toBe(true)
      }
      const source = page.locator('#field-source')
      expect(
        (await source.locator('[class*="is-disabled"]').count()) + (await source.evaluate((el) => (el.className.includes('read-only') ? 1 : 0))),
      ).toBeGreaterThan(0)
      expect(await page.locator('#field-slug').isDisabled()).toBe(false)
      await shot(page, 'job-imported-locked', { fullPage: true })

      // the API refuses the change too: the next import would silently overwrite it
      const headers = await staffHeaders()
      const patched = await fetch(`${baseUrl()}/api/jobs/${id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ title: 'Geändert', location: 'Bonn', source: 'manual' }),
      })
      expect(patched.status).toBeLessThan(500)
      const stored = (await db().query(`SELECT title, location, source FROM jobs WHERE id = $1`, [id])).rows[0]
      expect(stored).toEqual({ title: 'Importierte Direktion (m/w/d)', location: 'Kiel', source: 'feed' })
    } finally {
      await db().query(`DELETE FROM jobs WHERE id = $1`, [id])
      await context.close()
    }
  })
})

describe('contact requests as an inbox', () => {
  it('filters open and done, shows the status in German, the message readable with a reply link, exports the filter as safe CSV and counts open requests on the dashboard', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1000 } })
    const marker = Date.now().toString(36)
    const insert = `INSERT INTO contact_requests (first_name, last_name, email, company, message, privacy_accepted, handled, created_at, updated_at)
                    VALUES ($1, $2, 'anfrage@example.com', $3, $4, true, $5, now(), now()) RETURNING id`
    const open = (
      await db().query(insert, [
        'Offene',
        `Anfrage${marker}`,
        '=HYPERLINK("http://evil.example")',
        `Guten Tag,\nwir suchen eine Hoteldirektion ${marker}.`,
        false,
      ])
    ).rows[0].id
    const done = (await db().query(insert, ['Erledigte', `Anfrage${marker}`, 'Hotel', 'Schon beantwortet', true])).rows[0].id
    try {
      await page.goto('/admin/collections/contact-requests')
      const filters = page.getByRole('navigation', { name: 'Anfragen filtern' })
      await expect.poll(() => filters.isVisible(), { timeout: 30_000 }).toBe(true)
      await visible(page, /Anfragen werden 183 Tage \(etwa 6 Monate\) nach Eingang automatisch gelöscht/)
      await filters.getByRole('link', { name: 'Offen' }).click()
      await page.waitForURL(/where%5Bhandled%5D%5Bequals%5D=false|where\[handled\]\[equals\]=false/)
      await visible(page, `Anfrage${marker}`)
      await expect.poll(() => page.getByText('Erledigte', { exact: true }).count(), { timeout: 30_000 }).toBe(0)
      const openRow = page.locator('tr', { hasText: 'Offene' })
      expect(await openRow.locator('.inbox-status').textContent()).toBe('Offen')
      expect(await page.locator('table').innerText()).not.toMatch(/\bwahr\b|\bfalsch\b|\btrue\b|\bfalse\b/i)
      await shot(page, 'contact-inbox-open')

      // the export takes the list's current filter; formulas are defused
      const csv = await apiFromPage(page, 'GET', '/api/contact-requests/export?where[handled][equals]=false')
      expect(csv.status).toBe(200)
      expect(csv.type).toContain('text/csv')
      expect(String(csv.body)).toContain(`"Offen";"Offene";"Anfrage${marker}"`)
      expect(String(csv.body)).toContain(`"'=HYPERLINK(""http://evil.example"")"`)
      expect(String(csv.body)).not.toContain('Schon beantwortet')
      const exportHref = await page.getByRole('link', { name: 'Als CSV exportieren' }).getAttribute('href')
      expect(decodeURIComponent(exportHref ?? '')).toMatch(/^\/api\/contact-requests\/export\?.*\[handled\].*\[equals\]=false/)
      expect((await fetch(`${baseUrl()}/api/contact-requests/export`)).status).toBe(401)
      expect((await apiFromPage(page, 'GET', '/api/contact-requests/export?where[nichtda][equals]=1')).status).toBe(400)

      // the message is text to read, with a reply that quotes it
      await page.goto(`/admin/collections/contact-requests/${open}`)
      const message = page.locator('blockquote.contact-message__text')
      await expect.poll(() => message.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await message.innerText()).toContain(`wir suchen eine Hoteldirektion ${marker}.`)
      expect(await page.locator('textarea#field-message').count()).toBe(0)
      const reply = await page.getByRole('link', { name: 'Per E-Mail antworten' }).getAttribute('href')
      expect(reply).toMatch(/^mailto:anfrage@example\.com\?subject=/)
      expect(decodeURIComponent(reply!.split('&body=')[1])).toContain(`> wir suchen eine Hoteldirektion ${marker}.`)
      await shot(page, 'contact-request-detail', { fullPage: true })

      // the dashboard counts what is still open
      const expected = Number((await db().query(`SELECT count(*) FROM contact_requests WHERE handled IS NOT TRUE`)).rows[0].count)
      await page.goto('/admin')
      const card = page.locator('[data-card="contact-requests"]')
      await expect.poll(() => card.isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await card.locator('h3').textContent()).toBe('Offene Kontaktanfragen')
      expect(await card.locator('.site-dashboard__figure').textContent()).toBe(String(expected))
      await db().query(`UPDATE contact_requests SET handled = true WHERE id = $1`, [open])
      await page.reload()
      await expect.poll(() => card.locator('.site-dashboard__figure').textContent(), { timeout: 30_000 }).toBe(String(expected - 1))
    } finally {
      await db().query(`DELETE FROM contact_requests WHERE id = ANY($1)`, [[open, done]])
      await context.close()
    }
  })
})

describe('import history', () => {
  let ats: http.Server
  let body = ''
  beforeAll(async () => {
    ats = http.createServer((_req, res) => res.end(body))
    await new Promise<void>((resolve) => ats.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    const headers = await staffHeaders()
    await fetch(`${baseUrl()}/api/globals/site-settings`, { method: 'POST', headers, body: JSON.stringify({ feedUrls: [] }) })
    await fetch(`${baseUrl()}/api/jobs?where[source][equals]=feed`, { method: 'DELETE', headers })
    ats?.closeAllConnections()
    await new Promise((resolve) => ats?.close(resolve))
  })

  it('a run names the jobs it removed, its page is a readable summary, and a quick run is not „0 s“', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1000 } })
    const run = Date.now().toString(36)
    const feed = (ids: number[]) =>
      `<jobs>${ids.map((i) => `<job><id>hist-${run}-${i}</id><title>Verlauf ${run} Stelle ${i}</title><city>Kiel</city></job>`).join('')}</jobs>`
    await apiFromPage(page, 'DELETE', '/api/jobs?where[source][equals]=feed')
    expect(
      (
        await apiFromPage(page, 'POST', '/api/globals/site-settings', {
          feedUrls: [{ url: `http://127.0.0.1:${(ats.address() as AddressInfo).port}/feed.xml` }],
        })
      ).status,
    ).toBe(200)
    body = feed([1, 2, 3, 4])
    expect((await apiFromPage(page, 'POST', '/api/sync-jobs')).status).toBe(200)
    body = feed([1, 2, 3])
    expect((await apiFromPage(page, 'POST', '/api/sync-jobs')).status).toBe(200)
    const last = (await db().query(`SELECT id, duration_ms FROM import_runs ORDER BY id DESC LIMIT 1`)).rows[0]

    await page.goto('/admin/sync-jobs')
    const row = page.locator('tbody tr').first()
    await expect.poll(() => row.isVisible(), { timeout: 30_000 }).toBe(true)
    const cells = await row.locator('td').allInnerTexts()
    expect(cells[7]).toMatch(/^\d+ ms$|^\d+(,\d)? s$/)
    expect(cells[7]).not.toBe('0 s')

    await page.goto(`/admin/collections/import-runs/${last.id}`)
    const removed = page.getByRole('list', { name: 'Entfernte Stellen' })
    await expect.poll(() => removed.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await removed.innerText()).toContain(`Verlauf ${run} Stelle 4`)
    expect(await removed.innerText()).toContain(`Feed-ID hist-${run}-4`)
    await visible(page, 'Erfolgreich')
    const summary = await page.locator('.import-run-view').innerText()
    expect(summary).toMatch(/Dauer\s+\d+ ms|Dauer\s+\d+(,\d)? s/)
    expect(summary).toMatch(/3\s+Stellen im Feed/)
    expect(summary).toMatch(/1\s+entfernt/)
    // a record, not a form: no inputs, no clear buttons on dates
    expect(await page.locator('.import-run-view input, .import-run-view textarea, .import-run-view button').count()).toBe(0)
    expect(await page.locator('.date-time-picker, .clear-indicator').count()).toBe(0)
    await shot(page, 'import-run-summary', { fullPage: true })
    await context.close()
  })
})
