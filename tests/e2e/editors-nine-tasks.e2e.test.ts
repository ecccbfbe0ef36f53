import { describe, expect, it } from 'vitest'
import { E2E_ADMIN } from '../support/credentials'
import { cleanUp, restorePublishedPage, staffHeaders } from '../support/rest'
import { unusedTotpCode } from '../support/secondFactor'
import { baseUrl, loginAsStaff, newPage, shot, useBrowser, useDatabase, type Page } from '../support/browser'

const browser = useBrowser()
const db = useDatabase()

/**
 * The clicks each everyday task took in the admin before the editors' changes (links, buttons,
 * tabs and text fields clicked, typing not counted), from the dashboard at 1440 px:
 * - Anmelden: E-Mail, Passwort, „Anmelden“, Code, „Bestätigen“
 * - Satz ändern: „Seiten“, the page, the text, „Änderungen veröffentlichen“
 * - Datenschutz: „Seiten“, „Datenschutz“, the text, „Änderungen veröffentlichen“
 * - Referenz: „Referenzen“, „Neu erstellen“, Name, Logo-URL, „Speichern“
 * - Stelle: „Stellenangebote“, „Neu erstellen“, Titel, Unternehmen, Ort, Beschreibung, „Speichern“ (and
 *   „Veröffentlicht am“, without which the job landed on the board's last page)
 * - Kontaktanfrage: „Kontaktanfragen“, the request, the address to copy, „Erledigt“, „Speichern“
 * - Import prüfen: „Stellenangebote synchronisieren“
 * - Einstellungen: „Website-Einstellungen“, Telefon, „Speichern“
 * - Kollegin: „Mitarbeiter“, „Neu erstellen“, E-Mail, Passwort, Passwort bestätigen, „Speichern“
 */
const BEFORE = { login: 5, sentence: 4, privacy: 4, reference: 5, job: 7, contact: 5, import: 1, settings: 3, colleague: 6 }

/** Counts the clicks of one task. */
function clicker(page: Page) {
  let count = 0
  return {
    click: async (target: ReturnType<Page['locator']>) => {
      count++
      await target.click()
    },
    /** a click into a text field, then typing */
    type: async (target: ReturnType<Page['locator']>, text: string) => {
      count++
      await target.click()
      await page.keyboard.press('End')
      await page.keyboard.type(text)
    },
    /** a click the test browser cannot follow (a mail link): counted only */
    countOnly: () => {
      count++
    },
    get count() {
      return count
    },
  }
}

const visible = (page: Page, selector: string) => expect.poll(() => page.locator(selector).first().isVisible(), { timeout: 30_000 }).toBe(true)
/** The dashboard with the navigation open (a remembered preference per user, not a click of the task). */
const onDashboard = async (page: Page) => {
  await page.goto('/admin')
  await visible(page, '.site-dashboard__shortcuts')
  const closed = () => page.locator('#nav-pages').evaluate((link) => Boolean(link.closest('[inert]')))
  if (await closed()) {
    await page.locator('.nav-toggler').first().click()
    await expect.poll(closed, { timeout: 10_000 }).toBe(false)
  }
}
const dashboardLink = (page: Page, name: string) => page.locator('.site-dashboard').getByRole('link', { name, exact: true })
const navLink = (page: Page, name: string) => page.locator('nav').getByRole('link', { name, exact: true }).first()
const text = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()

describe('the nine everyday tasks take no more clicks than before', () => {
  // nine tasks one after another: far beyond one page's time on a busy machine
  it(
    'logs in, changes a sentence and the privacy text, adds a reference, a job, a colleague, answers a request, checks the import and the settings',
    { timeout: 300_000 },
    async () => {
      const headers = await staffHeaders()
      const clicks: Record<keyof typeof BEFORE, number> = { ...BEFORE }
      const pageId = async (slug: string) => (await db().query(`SELECT id FROM pages WHERE slug = $1`, [slug])).rows[0].id as number
      const original = async (id: number) => (await (await fetch(`${baseUrl()}/api/pages/${id}?depth=0`, { headers })).json()).layout
      const about = await pageId('ueber-uns')
      const privacy = await pageId('datenschutz')
      const [aboutLayout, privacyLayout] = [await original(about), await original(privacy)]
      const settings = await (await fetch(`${baseUrl()}/api/globals/site-settings?depth=0`, { headers })).json()
      const marker = Date.now().toString(36)

      // 1. Anmelden, through the form
      const fresh = await newPage(browser(), { viewport: { width: 1440, height: 1000 } })
      try {
        const login = clicker(fresh.page)
        await fresh.page.goto('/admin/login')
        await login.type(fresh.page.getByLabel('E-Mail'), E2E_ADMIN.email)
        await login.type(fresh.page.getByLabel('Passwort'), E2E_ADMIN.password)
        await login.click(fresh.page.getByRole('button', { name: 'Anmelden' }))
        await fresh.page.waitForURL((url) => url.pathname.startsWith('/admin/zwei-faktor'))
        await login.type(fresh.page.getByLabel('Code', { exact: true }), await unusedTotpCode())
        await login.click(fresh.page.getByRole('button', { name: 'Bestätigen' }))
        await fresh.page.waitForURL((url) => !url.pathname.startsWith('/admin/zwei-faktor') && !url.pathname.startsWith('/admin/login'))
        clicks.login = login.count
      } finally {
        await fresh.context.close()
      }

      const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 1000 } })
      const contact = (
        await db().query(
          `INSERT INTO contact_requests (first_name, last_name, email, company, message, privacy_accepted, handled, created_at, updated_at)
         VALUES ('Erika', $1, 'erika@hotel-beispiel.de', 'Hotel Beispiel', 'Bitte rufen Sie uns an.', true, false, now(), now()) RETURNING id`,
          [`Klick${marker}`],
        )
      ).rows[0].id
      try {
        await loginAsStaff(page)

        // 2. a sentence on „Über uns“
        await onDashboard(page)
        const sentence = clicker(page)
        await sentence.click(navLink(page, 'Seiten'))
        await sentence.click(page.locator('table').getByRole('link', { name: 'Über uns', exact: true }))
        await visible(page, '.blocks-field')
        await sentence.type(page.locator('#field-layout__0__heading'), ` ${marker}`)
        await sentence.click(page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first())
        await expect.poll(() => text('/ueber-uns'), { timeout: 30_000 }).toContain(marker)
        clicks.sentence = sentence.count

        // 3. the privacy text, with the question before it goes live
        await onDashboard(page)
        const legal = clicker(page)
        await legal.click(dashboardLink(page, 'Datenschutz bearbeiten'))
        const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
        await visible(page, '.rich-text-lexical [contenteditable="true"]')
        // the editor takes typing once the page has settled (on a busy machine the first keys can come earlier)
        await page.waitForLoadState('networkidle').catch(() => {})
        await legal.type(editor.getByText('Stand:', { exact: false }).first(), ` (${marker})`)
        await expect.poll(() => editor.innerText(), { timeout: 10_000 }).toContain(`(${marker})`)
        await legal.click(page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first())
        await visible(page, '.legal-publish-review')
        await expect.poll(() => page.locator('.legal-publish-review').innerText(), { timeout: 10_000 }).toContain(`(${marker})`)
        await legal.click(page.getByRole('button', { name: 'Jetzt veröffentlichen' }))
        await expect.poll(() => text('/datenschutz'), { timeout: 30_000 }).toContain(`(${marker})`)
        clicks.privacy = legal.count

        // 4. a reference logo
        await onDashboard(page)
        const reference = clicker(page)
        await reference.click(dashboardLink(page, 'Neue Referenz'))
        await reference.type(page.locator('#field-name'), `Hotel ${marker}`)
        await reference.type(page.locator('#field-logoUrl'), 'https://www.example.org/logo.png')
        await reference.click(page.getByRole('button', { name: 'Speichern' }).first())
        await expect.poll(async () => (await db().query(`SELECT count(*) FROM "references" WHERE name = $1`, [`Hotel ${marker}`])).rows[0].count).toBe('1')
        clicks.reference = reference.count

        // 5. a job, live on the board's first page
        await onDashboard(page)
        const job = clicker(page)
        await job.click(dashboardLink(page, 'Neues Stellenangebot'))
        await job.type(page.locator('#field-title'), `Rezeptionist ${marker} (m/w/d)`)
        await job.type(page.locator('#field-company'), 'Hotel Beispiel')
        await job.type(page.locator('#field-location'), 'Hamburg')
        await job.type(page.locator('.rich-text-lexical [contenteditable="true"]').first(), 'Sie empfangen unsere Gäste.')
        await job.click(page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first())
        await expect.poll(() => page.getByText('Veröffentlicht', { exact: true }).first().isVisible(), { timeout: 30_000 }).toBe(true)
        await expect.poll(() => text(`/bewerbende?q=${marker}`), { timeout: 30_000 }).toContain(`Rezeptionist ${marker}`)
        expect(await text('/bewerbende')).toContain(`Rezeptionist ${marker}`)
        clicks.job = job.count

        // 6. a contact request: reply by mail, then done
        await onDashboard(page)
        const answer = clicker(page)
        await answer.click(dashboardLink(page, 'Offene Anfragen ansehen'))
        await answer.click(
          page
            .locator('tr', { hasText: `Klick${marker}` })
            .getByRole('link')
            .first(),
        )
        const reply = page.getByRole('link', { name: 'Per E-Mail antworten' })
        await expect.poll(() => reply.getAttribute('href'), { timeout: 30_000 }).toMatch(/^mailto:erika@hotel-beispiel\.de/)
        // the click opens the mail program, which the test browser has not
        answer.countOnly()
        await answer.click(page.locator('#field-handled'))
        await answer.click(page.getByRole('button', { name: 'Speichern' }).first())
        await expect.poll(async () => (await db().query(`SELECT handled FROM contact_requests WHERE id = $1`, [contact])).rows[0].handled).toBe(true)
        clicks.contact = answer.count

        // 7. the import
        await onDashboard(page)
        const feed = clicker(page)
        await feed.click(dashboardLink(page, 'Stellenangebote synchronisieren'))
        await expect.poll(() => page.getByText('Letzte Importe').first().isVisible(), { timeout: 30_000 }).toBe(true)
        clicks.import = feed.count

        // 8. the settings
        await onDashboard(page)
        const siteSettings = clicker(page)
        await siteSettings.click(navLink(page, 'Website-Einstellungen'))
        await siteSettings.type(page.locator('#field-phone'), ' 0')
        await siteSettings.click(page.getByRole('button', { name: 'Speichern' }).first())
        await expect
          .poll(async () => (await (await fetch(`${baseUrl()}/api/globals/site-settings?depth=0`, { headers })).json()).phone)
          .toBe(`${settings.phone} 0`)
        clicks.settings = siteSettings.count

        // 9. a colleague
        await onDashboard(page)
        const colleague = clicker(page)
        await colleague.click(dashboardLink(page, 'Neue Kollegin oder neuer Kollege'))
        await colleague.type(page.locator('#field-email'), `kollegin-${marker}@example.com`)
        await colleague.type(page.locator('#field-password'), 'Sicheres-Passwort-2026!')
        await colleague.type(page.locator('#field-confirm-password'), 'Sicheres-Passwort-2026!')
        await colleague.click(page.getByRole('button', { name: 'Speichern' }).first())
        await expect
          .poll(async () => (await db().query(`SELECT count(*) FROM users WHERE email = $1`, [`kollegin-${marker}@example.com`])).rows[0].count, {
            timeout: 30_000,
          })
          .toBe('1')
        clicks.colleague = colleague.count
        await onDashboard(page)
        await shot(page, 'dashboard-shortcuts')

        for (const task of Object.keys(BEFORE) as (keyof typeof BEFORE)[]) expect(clicks[task], task).toBeLessThanOrEqual(BEFORE[task])
        console.log(
          `clicks per task (before -> now): ${Object.keys(BEFORE)
            .map((t) => `${t} ${BEFORE[t as keyof typeof BEFORE]} -> ${clicks[t as keyof typeof BEFORE]}`)
            .join(', ')}`,
        )
      } finally {
        await restorePublishedPage(about, { layout: aboutLayout })
        await restorePublishedPage(privacy, { layout: privacyLayout })
        await cleanUp('restoring the phone number', '/api/globals/site-settings', { method: 'POST', body: JSON.stringify({ phone: settings.phone }) })
        await db().query(`DELETE FROM contact_requests WHERE id = $1`, [contact])
        const remove = { method: 'DELETE' }
        await cleanUp('removing the reference', `/api/references?where[name][equals]=${encodeURIComponent(`Hotel ${marker}`)}`, remove)
        await cleanUp('removing the jobs', `/api/jobs?where[title][contains]=${marker}`, remove)
        await cleanUp('removing the colleague', `/api/users?where[email][equals]=${encodeURIComponent(`kollegin-${marker}@example.com`)}`, remove)
        await context.close()
      }
    },
  )
})
