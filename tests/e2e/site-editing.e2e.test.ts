import { beforeAll, describe, expect, it } from 'vitest'
import { staffHeaders } from '../support/rest'
import { baseUrl } from '../support/browser'

let staff: Record<string, string> = {}
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${baseUrl()}/api${path}`, {
    ...init,
    headers: { ...staff, ...(init.headers ?? {}) },
  })
const html = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()

describe('editing in the admin shows on the site with the next request', () => {
  beforeAll(async () => {
    staff = await staffHeaders()
  })

  it('a saved page block, a reference and the site settings appear on the next request', async () => {
    // Warm the caches first, so the test proves they are expired, not merely empty.
    expect(await html('/')).toContain('Führungskräfte für Hotellerie, Gastronomie und Touristik')
    expect(await html('/unternehmen')).toContain('In fünf Schritten zur passenden Führungskraft')

    const home = (await (await api('/pages?where[slug][equals]=home&depth=0')).json()).docs[0]
    const layout = structuredClone(home.layout)
    const hero = layout.find((block: { blockType: string }) => block.blockType === 'homeHero')
    const original = hero.heading
    hero.heading = 'Neue Überschrift aus der Redaktion'
    expect((await api(`/pages/${home.id}`, { method: 'PATCH', body: JSON.stringify({ layout, _status: 'published' }) })).status).toBe(200)
    expect(await html('/')).toContain('Neue Überschrift aus der Redaktion')

    const settings = await (await api('/globals/site-settings')).json()
    expect((await api('/globals/site-settings', { method: 'POST', body: JSON.stringify({ phone: '+49 40 7654321' }) })).status).toBe(200)
    const impressum = await html('/impressum')
    expect(impressum).toContain('+49 40 7654321')
    expect(await html('/unternehmen')).toContain('+49 40 7654321')

    const reference = (await (await api('/references?limit=1&depth=0')).json()).docs[0]
    expect((await api(`/references/${reference.id}`, { method: 'PATCH', body: JSON.stringify({ name: 'Redaktionshotel Geändert' }) })).status).toBe(200)
    expect(await html('/')).toContain('Redaktionshotel Geändert')

    // Restore for the other test files.
    hero.heading = original
    await api(`/pages/${home.id}`, { method: 'PATCH', body: JSON.stringify({ layout, _status: 'published' }) })
    await api('/globals/site-settings', { method: 'POST', body: JSON.stringify({ phone: settings.phone }) })
    await api(`/references/${reference.id}`, { method: 'PATCH', body: JSON.stringify({ name: reference.name }) })
    expect(await html('/')).toContain(original)
  })
})

import { launchBrowser, loginAsStaff, newPage } from '../support/browser'

describe('editing a block in the admin panel', () => {
  it('shows the German block fields of the home page and publishes a changed text to the site', async () => {
    const browser = await launchBrowser()
    try {
      const { page } = await newPage(browser, { viewport: { width: 1440, height: 1000 } })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await loginAsStaff(page)
      const home = (await (await fetch(`${baseUrl()}/api/pages?where[slug][equals]=home&depth=0`, { headers: await staffHeaders() })).json()).docs[0]
      await page.goto(`/admin/collections/pages/${home.id}`)
      const tabs = page.getByText('Abschnitte', { exact: true }).first()
      await expect.poll(() => tabs.isVisible(), { timeout: 30_000 }).toBe(true)
      const heading = page.locator('[id="field-layout__0__heading"]')
      await expect.poll(() => heading.isVisible(), { timeout: 15_000 }).toBe(true)
      expect(await page.getByText('Startseite: Hero').first().isVisible()).toBe(true)
      const original = await heading.inputValue()
      await heading.fill('Im Admin geänderte Überschrift')
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
      await expect
        .poll(async () => (await fetch(`${baseUrl()}/`)).text().then((body) => body.includes('Im Admin geänderte Überschrift')), { timeout: 15_000 })
        .toBe(true)

      await heading.fill(original)
      await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click()
      await expect.poll(async () => (await fetch(`${baseUrl()}/`)).text().then((body) => body.includes(original)), { timeout: 15_000 }).toBe(true)
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
