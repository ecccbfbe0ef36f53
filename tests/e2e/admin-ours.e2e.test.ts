import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { restorePublishedPage, staffHeaders } from '../support/rest'
import { baseUrl, loginAsStaff, newPage, newStaffPage, type Page, shot, useBrowser, useDatabase } from '../support/browser'
import { solidPng } from '../support/images'

const browser = useBrowser()
const db = useDatabase()

const loaded = (page: Page, selector: string) =>
  expect
    .poll(
      () =>
        page
          .locator(selector)
          .first()
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)
          .catch(() => false),
      { timeout: 30_000 },
    )
    .toBe(true)

async function uploadLogo(headers: Record<string, string>, name: string) {
  const png = await solidPng(240, 80, '#0f766e')
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${name}.png`)
  form.append('_payload', JSON.stringify({ alt: `Logo ${name}` }))
  const response = await fetch(`${baseUrl()}/api/media`, {
    method: 'POST',
    headers: { authorization: headers.authorization, cookie: headers.cookie },
    body: form,
  })
  expect(response.status).toBe(201)
  return (await response.json()).doc as { id: number; url: string }
}

describe('references', () => {
  it('thumbnails in the lists, a live preview of the logo, and „Immer zeigen“ keeps a logo among those shown', async () => {
    const headers = await staffHeaders()
    const name = `Pinnhotel ${Date.now().toString(36)}`
    const media = await uploadLogo(headers, name.replace(/\s/g, '-'))
    const created = await fetch(`${baseUrl()}/api/references`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, category: 'Hotel', logo: media.id, showName: true, alwaysShow: true }),
    })
    expect(created.status).toBe(201)
    const reference = (await created.json()).doc
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 1000 } })
    try {
      await loginAsStaff(page)
      await page.goto(`/admin/collections/references?where[name][equals]=${encodeURIComponent(name)}`)
      const row = page.locator('tr', { hasText: name })
      await expect.poll(() => row.isVisible(), { timeout: 30_000 }).toBe(true)
      await loaded(page, `tr:has-text("${name}") img`)
      expect(await page.getByText('Sortierung').count()).toBe(0)
      await shot(page, 'references-list-thumbnails')

      await page.goto('/admin/collections/media')
      await loaded(page, '.table tbody tr img')

      await page.goto(`/admin/collections/references/${reference.id}`)
      const preview = page.locator('[data-reference-preview]')
      await expect.poll(() => preview.isVisible(), { timeout: 30_000 }).toBe(true)
      await loaded(page, '[data-reference-preview] img')
      expect(await preview.locator('img.is-inverted').count()).toBe(0)
      await page.getByLabel('Farben invertieren').check()
      await expect.poll(() => preview.locator('img.is-inverted').count()).toBe(1) // follows the form before saving
      expect(await page.locator('#field-sortOrder').count()).toBe(0)
      await shot(page, 'reference-logo-preview')

      // the pinned logo is among the first eight on every load, and not always in the same place
      const places = new Set<number>()
      const visitor = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
      // the saved reference reaches the cached home page (revalidated by tag, maybe one request later)
      await expect
        .poll(
          async () => {
            await visitor.page.goto('/')
            await visitor.page.waitForSelector('[data-references-grid][data-shuffled="true"]')
            return (await visitor.page.locator('[data-testid="reference"]').allInnerTexts()).some((text) => text.includes(name))
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      for (let i = 0; i < 6; i++) {
        await visitor.page.goto('/')
        await visitor.page.waitForSelector('[data-references-grid][data-shuffled="true"]')
        const shown = await visitor.page.locator('[data-testid="reference"]:visible').allInnerTexts()
        expect(shown).toHaveLength(8)
        const at = shown.findIndex((text) => text.includes(name))
        expect(at).toBeGreaterThanOrEqual(0)
        places.add(at)
      }
      expect(places.size).toBeGreaterThan(1)
      await visitor.context.close()
    } finally {
      await fetch(`${baseUrl()}/api/references/${reference.id}`, { method: 'DELETE', headers })
      await fetch(`${baseUrl()}/api/media/${media.id}`, { method: 'DELETE', headers })
      await context.close()
    }
  })
})

describe('ours, not Payload’s', () => {
  it('the login and the navigation show the firm’s name and logo', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    const company = (await db().query(`SELECT company_name FROM site_settings LIMIT 1`)).rows[0].company_name as string
    await page.goto('/admin/login')
    const logo = page.locator('[data-admin-brand="logo"]')
    await expect.poll(() => logo.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await logo.innerText()).toContain(company)
    expect(await page.locator('svg title', { hasText: 'Payload' }).count()).toBe(0)
    await shot(page, 'admin-login-brand')
    await loginAsStaff(page)
    await page.goto('/admin')
    const icon = page.locator('[data-admin-brand="icon"]')
    await expect.poll(() => icon.isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await icon.getAttribute('title')).toBe(company)
    await context.close()
  })

  it('under another host name than the configured one, the admin says so in German and links to the right address', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 800 } })
    const other = baseUrl().replace('localhost', '127.0.0.1')
    await page.goto(`${other}/admin/login`)
    const heading = page.getByRole('heading', { name: 'Bitte öffnen Sie die Verwaltung unter ihrer richtigen Adresse' })
    await expect.poll(() => heading.isVisible(), { timeout: 30_000 }).toBe(true)
    const link = page.getByRole('link', { name: /Zur Verwaltung unter localhost/ })
    expect(await link.getAttribute('href')).toBe(`${baseUrl()}/admin/login`)
    expect(await page.getByLabel('Passwort').count()).toBe(0)
    await shot(page, 'admin-wrong-host')
    await link.click()
    await page.waitForURL(`${baseUrl()}/admin/login`)
    await expect.poll(() => page.getByLabel('Passwort').isVisible(), { timeout: 30_000 }).toBe(true)
    await context.close()
  })
})

describe('help page', () => {
  it('„Hilfe“ in the navigation opens nine how-tos, each with its screenshot', async () => {
    const { page, context } = await newStaffPage(browser(), { viewport: { width: 1440, height: 1000 } })
    await page.goto('/admin')
    // the menu (closed or open) links to it
    const link = page.locator('nav').getByRole('link', { name: 'Hilfe' })
    expect(await link.getAttribute('href')).toBe('/admin/hilfe')
    await page.goto('/admin/hilfe')
    const topics = page.locator('.help-view__topic')
    await expect.poll(() => topics.count(), { timeout: 30_000 }).toBe(9)
    const titles = await page.locator('.help-view__topic h2').allInnerTexts()
    expect(titles).toEqual([
      'Anmelden',
      'Einen Satz auf einer Seite ändern',
      'Den Datenschutztext ändern',
      'Ein Referenzlogo hinzufügen',
      'Ein Stellenangebot schreiben',
      'Eine Kontaktanfrage beantworten',
      'Den Stellen-Import prüfen',
      'Einstellungen ändern',
      'Eine Kollegin oder einen Kollegen hinzufügen',
    ])
    for (const img of await page.locator('.help-view__topic img').all()) {
      await img.scrollIntoViewIfNeeded()
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 }).toBe(true)
    }
    await shot(page, 'admin-help')
    await context.close()
  })
})

/** Run with HELP_SCREENSHOTS=1 to (re)take the help page's screenshots into public/admin-help. */
describe.runIf(process.env.HELP_SCREENSHOTS)('help screenshots', () => {
  it('takes one small WebP per how-to', async () => {
    const sharp = (await import('sharp')).default
    const dir = path.resolve('public/admin-help')
    fs.mkdirSync(dir, { recursive: true })
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 800 } })
    const save = async (file: string) => {
      const png = await page.screenshot()
      await sharp(png).resize({ width: 960 }).webp({ quality: 55 }).toFile(path.join(dir, file))
    }
    const settle = async () => {
      await expect.poll(() => page.locator('.template-default, .template-minimal').first().isVisible(), { timeout: 30_000 }).toBe(true)
      await page.waitForLoadState('networkidle').catch(() => {})
    }
    await page.goto('/admin/login')
    await settle()
    await save('anmelden.webp')
    await loginAsStaff(page)
    const home =
      (await db().query(`SELECT id FROM pages WHERE slug IN ('home', 'startseite', '') ORDER BY id LIMIT 1`)).rows[0]?.id ??
      (await db().query(`SELECT min(id) AS id FROM pages`)).rows[0].id
    await page.goto(`/admin/collections/pages/${home}`)
    await settle()
    await save('satz-aendern.webp')
    // the privacy text: the question before publishing, with both versions side by side
    const privacy = (await db().query(`SELECT id FROM pages WHERE slug = 'datenschutz'`)).rows[0].id
    const headers = await staffHeaders()
    const original = await (await fetch(`${baseUrl()}/api/pages/${privacy}?depth=0`, { headers })).json()
    try {
      await page.goto(`/admin/collections/pages/${privacy}`)
      await settle()
      await page.locator('.tabs-field__tab-button').first().click()
      const editor = page.locator('.rich-text-lexical [contenteditable="true"]').first()
      await editor.getByText('Stand:', { exact: false }).first().click()
      await page.keyboard.press('End')
      await page.keyboard.type(' (geprüft)')
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).first().click()
      await expect.poll(() => page.locator('.legal-publish-review').isVisible(), { timeout: 30_000 }).toBe(true)
      await save('datenschutz.webp')
      await page.getByRole('button', { name: 'Abbrechen' }).click()
    } finally {
      await restorePublishedPage(privacy, { layout: original.layout })
    }
    await page.goto('/admin/collections/references/create')
    await settle()
    await page.locator('#field-name').fill('Hotel Beispiel')
    await save('referenz.webp')
    await page.goto('/admin/collections/jobs/create')
    await settle()
    await page.locator('#field-title').fill('Rezeptionist (m/w/d)')
    await save('stelle.webp')
    const request = (
      await db().query(
        `INSERT INTO contact_requests (first_name, last_name, email, company, message, privacy_accepted, created_at, updated_at)
         VALUES ('Erika', 'Muster', 'erika@hotel-beispiel.de', 'Hotel Beispiel', 'Guten Tag, wir suchen ab Frühjahr eine Hoteldirektion. Bitte rufen Sie uns an.', true, now(), now()) RETURNING id`,
      )
    ).rows[0].id
    await page.goto(`/admin/collections/contact-requests/${request}`)
    await settle()
    await save('kontakt.webp')
    await db().query(`DELETE FROM contact_requests WHERE id = $1`, [request])
    await page.goto('/admin/sync-jobs')
    await settle()
    await save('import.webp')
    await page.goto('/admin/globals/site-settings')
    await settle()
    await save('einstellungen.webp')
    await page.goto('/admin/collections/users/create')
    await settle()
    await save('kollegen.webp')
    await context.close()
    for (const file of fs.readdirSync(dir)) expect(fs.statSync(path.join(dir, file)).size).toBeLessThan(120_000)
  })
})
