import { describe, expect, it } from 'vitest'
import { baseUrl, decideCookies, newPage, useBrowser } from '../support/browser'
import { SITE_ROUTES, recordRequests, topInView } from '../support/site'
import { staffHeaders } from '../support/rest'
import { listedJobsQuery } from '../support/board'

const browser = useBrowser()

describe('public site pages', () => {
  it('serves every route with status 200, one main heading, header and footer, and loads nothing from a third party', async () => {
    const { page, context } = await newPage(browser())
    const requests = recordRequests(page)
    for (const route of SITE_ROUTES) {
      const response = await page.goto(route)
      expect(response?.status(), route).toBe(200)
      expect(await page.locator('html').getAttribute('lang')).toBe('de')
      const h1 = page.locator('main h1')
      expect(await h1.count(), route).toBe(1)
      expect((await h1.innerText()).trim().length, route).toBeGreaterThan(3)
      expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).count()).toBe(1)
      expect(await page.locator('footer').innerText()).toContain('© 2025')
      await page.waitForLoadState('networkidle')
    }
    const origin = new URL(baseUrl()).origin
    const foreign = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
    expect(foreign).toEqual([])
    expect(requests.length).toBeGreaterThan(SITE_ROUTES.length)
    await context.close()
  })

  it('has every section anchor links rely on', async () => {
    const { page, context } = await newPage(browser())
    const anchors: Record<string, string[]> = {
      '/': ['about', 'approach', 'expertise', 'references-section', 'contact', 'ki-jobsuche'],
      '/managementleistungen': ['interim-management', 'coaching', 'unternehmensberatung', 'training'],
      '/verpachtung': ['paechter-jobs'],
    }
    for (const [route, ids] of Object.entries(anchors)) {
      await page.goto(route)
      for (const id of ids) expect(await page.locator(`[id="${id}"]`).count(), `${route}#${id}`).toBe(1)
    }
    await context.close()
  })

  it('shows the home page texts with the live job count', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/')
    const jobs = (await (await fetch(`${baseUrl()}/api/jobs?limit=0&${listedJobsQuery()}`, { headers: await staffHeaders() })).json()).totalDocs
    expect(await page.getByTestId('hero-job-count').innerText()).toBe(`${jobs} aktuelle Stellenangebote`)
    for (const text of ['Sie suchen den nächsten Job?', 'Sie suchen passende Führungskräfte?', 'Unsere Kernbereiche', 'Referenzen']) {
      expect(await page.getByRole('heading', { name: text, exact: true }).isVisible(), text).toBe(true)
    }
    expect(await page.getByTestId('tagline').innerText()).toMatch(/^Potenziale\.\s+Finden\.\s+Zusammen\.$/)
    const expertise = page.locator('#expertise')
    for (const [name, href] of [
      ['Alle Stellenangebote ansehen', '/stellenangebote'],
      ['Managementleistungen entdecken', '/managementleistungen'],
    ]) {
      expect(await expertise.getByRole('link', { name }).getAttribute('href')).toBe(href)
    }
    expect(await expertise.locator('a[href="/verpachtung"]').count()).toBe(1)
    expect(await expertise.locator('a[href="/unternehmen"]').count()).toBe(3)
    expect(await expertise.locator('a[href="/bewerbende"]').count()).toBe(1)
    expect(await page.locator('footer').innerText()).toContain('(m/w/d)')
    await context.close()
  })

  it('scrolls to the AI search when the job card is clicked, and to the expertise with "Services entdecken"', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    await page.goto('/')
    await page.getByTestId('hero-job-card').locator('h2').click()
    await expect.poll(() => topInView(page, '#ki-jobsuche')).toBe(true)
    expect(
      await page
        .getByTestId('hero-job-card')
        .getByRole('link', { name: /Offene Stellen/ })
        .getAttribute('href'),
    ).toBe('/bewerbende')
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('link', { name: /Services entdecken/ }).click()
    await expect.poll(() => topInView(page, '#expertise')).toBe(true)
    await context.close()
  })

  it('answers unknown paths with the 404 page and a link home', async () => {
    for (const path of ['/gibt-es-nicht', '/ueber-uns/unterseite/tief', '/home']) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.status, path).toBe(404)
      // rendered on the server in the site's frame: readable without JavaScript
      const html = await response.text()
      expect(html, path).toMatch(/^<!DOCTYPE html><html lang="de"/)
      expect(html, path).toMatch(/<h1 [^>]*>Oops! Page not found<\/h1>/)
      expect(html, path).toContain('Zur Startseite</a>')
      expect(html, path).toContain('<footer')
    }
    const { page, context } = await newPage(browser())
    for (const path of ['/gibt-es-nicht', '/ueber-uns/unterseite/tief', '/home']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Oops! Page not found')
      await page.getByRole('link', { name: 'Zur Startseite' }).click()
      await page.waitForURL((url) => url.pathname === '/')
    }
    await context.close()
  })

  it('starts every route change at the top and jumps to a section 100 ms after navigating', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    await decideCookies(page) // the banner would cover the footer links
    await page.goto('/ueber-uns')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Impressum' }).click()
    await page.waitForURL('**/impressum')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'Kontakt', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#contact')
    await expect.poll(() => topInView(page, '#contact'), { timeout: 5000 }).toBe(true)
    await context.close()
  })
})
