import { listedJobsQuery } from '../support/board'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, newPage, type Browser, type Page } from '../support/browser'
import { staffHeaders } from '../support/rest'
import { SITE_ROUTES } from '../support/site'

let browser: Browser
let headers: Record<string, string>

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute('content')
/** "https://x.de" and "https://x.de/" are the same address (Next drops the root slash). */
const href = (url: string | null) => (url ? new URL(url).href : url)

describe('search engines and link previews', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
    headers = await staffHeaders()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('robots.txt allows the site, keeps out admin and API, and names the sitemap', async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`)
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Allow: /\n')
    expect(text).toContain('Disallow: /admin')
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Allow: /api/media/file/')
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)
  })

  it('sitemap.xml lists the published pages, the job board and every current job', async () => {
    const response = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('xml')
    const xml = await response.text()
    for (const path of [...SITE_ROUTES, '/stellenangebote', '/stellenangebote/beispiel-kuechenchef-hamburg']) {
      expect(xml, path).toContain(`<loc>${baseUrl()}${path}</loc>`)
    }
    // the board's second address is not its canonical one
    expect(xml).not.toContain(`<loc>${baseUrl()}/bewerbende</loc>`)
    expect(xml).not.toContain('/home<')
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/)
    const jr = await fetch(`${baseUrl()}/api/jobs?limit=0&depth=0&${listedJobsQuery()}`, { headers })
    const jobs = await jr.json()
    expect(xml.match(/\/stellenangebote\//g)?.length).toBe(jobs.totalDocs)
  })

  it('a job added in the admin appears in the sitemap, and leaves it when deleted', async () => {
    const created = await fetch(`${baseUrl()}/api/jobs`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Sitemap-Test Barchef', slug: 'sitemap-test-barchef', location: 'Stade' }),
    })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    try {
      await expect
        .poll(async () => (await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).includes('/stellenangebote/sitemap-test-barchef<'), { timeout: 10_000 })
        .toBe(true)
    } finally {
      await fetch(`${baseUrl()}/api/jobs/${doc.id}`, { method: 'DELETE', headers })
    }
    await expect.poll(async () => (await (await fetch(`${baseUrl()}/sitemap.xml`)).text()).includes('sitemap-test-barchef'), { timeout: 10_000 }).toBe(false)
  })

  it('the home page has title, description, canonical, Open Graph, Twitter card and Organization data', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/')
    expect(await page.title()).toBe('Headhunting & Interim Management für Hotellerie und Gastronomie | Muster Hospitality Consulting')
    expect(await meta(page, 'meta[name="description"]')).toMatch(/^Executive Search, Interim Management/)
    expect(await meta(page, 'meta[name="keywords"]')).toContain('Headhunting Hotellerie')
    expect(href(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe(`${baseUrl()}/`)
    expect(await meta(page, 'meta[property="og:type"]')).toBe('website')
    expect(await meta(page, 'meta[property="og:locale"]')).toBe('de_DE')
    expect(href(await meta(page, 'meta[property="og:url"]'))).toBe(`${baseUrl()}/`)
    expect(await meta(page, 'meta[property="og:site_name"]')).toBe('Muster Hospitality Consulting')
    expect(await meta(page, 'meta[property="og:title"]')).toContain('Headhunting & Interim Management')
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image')

    // the share image is served by us, as a real 1200x630 PNG
    const image = await meta(page, 'meta[property="og:image"]')
    expect(image?.startsWith(`${baseUrl()}/`)).toBe(true)
    const imageResponse = await fetch(image!)
    expect(imageResponse.status).toBe(200)
    expect(imageResponse.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await imageResponse.arrayBuffer())
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    const organization = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@type'] === 'Organization')
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Muster Hospitality Consulting',
      url: `${baseUrl()}/`,
      telephone: '+49 4141 000000 (Platzhalter)',
      email: 'kontakt@example.com',
      foundingDate: '2002',
      address: { '@type': 'PostalAddress', postalCode: '21680', addressLocality: 'Stade', addressCountry: 'DE' },
    })
    expect(organization.logo).toMatch(new RegExp(`^${baseUrl()}/`))
    await context.close()
  })

  it('editors set a canonical URL in the admin and it is used on the next request', async () => {
    const { docs } = await (await fetch(`${baseUrl()}/api/pages?where[slug][equals]=home&depth=0`, { headers })).json()
    const home = docs[0]
    const update = (canonical: string | null) =>
      fetch(`${baseUrl()}/api/pages/${home.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ _status: 'published', meta: { ...home.meta, canonical } }),
      })
    const { page, context } = await newPage(browser)
    try {
      expect((await update('https://www.example.de/')).status).toBe(200)
      await page.goto('/')
      expect(href(await page.locator('link[rel="canonical"]').getAttribute('href'))).toBe('https://www.example.de/')
      expect(href(await meta(page, 'meta[property="og:url"]'))).toBe('https://www.example.de/')
    } finally {
      await update(home.meta?.canonical ?? null)
      await context.close()
    }
  })

  it('public responses tell a CDN how long it may keep them', async () => {
    // a front keeps pages for seconds (an edit shows at once), browsers not at all (src/lib/cache-control)
    for (const path of ['/', '/ueber-uns', '/bewerbende']) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=5')
    }
    // Next fixes this for static route handlers: caches may keep them but must ask us every time
    for (const path of ['/sitemap.xml', '/robots.txt', '/og-image.png']) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate')
    }
    // nothing personal or admin-related is cached publicly
    expect((await fetch(`${baseUrl()}/admin/login`)).headers.get('cache-control')).toMatch(/no-store/)
  })

  it('the site icon is served from our origin and announced on every kind of page', async () => {
    // Browsers ask for /favicon.ico on their own; a 404 there is a console error on every page.
    const ico = await fetch(`${baseUrl()}/favicon.ico`)
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/)
    for (const path of ['/', '/verpachtung', '/bewerbende', '/gibt-es-nicht']) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      expect(html, path).toMatch(/<link rel="icon" href="\/favicon\.ico/)
      expect(html, path).toMatch(/<link rel="icon" href="\/icon\.svg/)
      expect(html, path).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png/)
    }
    for (const path of ['/icon.svg', '/apple-icon.png']) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(200)
    }
  })

  it('keeps the admin out of search engines', async () => {
    for (const path of ['/admin', '/admin/login']) {
      const response = await fetch(`${baseUrl()}${path}`, { redirect: 'manual' })
      expect(response.headers.get('x-robots-tag'), path).toBe('noindex, nofollow')
    }
    const login = await (await fetch(`${baseUrl()}/admin/login`)).text()
    expect(login).toMatch(/<meta name="robots" content="noindex, ?nofollow"/)
  })

  it('the home page loads nothing from third parties, before and after consent', async () => {
    const { page, context } = await newPage(browser)
    const foreign: string[] = []
    const origin = new URL(baseUrl()).origin
    page.on('request', (request) => {
      const url = request.url()
      if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) foreign.push(url)
    })
    await page.goto('/')
    await page.getByRole('button', { name: 'Alle akzeptieren', exact: true }).click({ timeout: 5_000 })
    await page.waitForLoadState('load')
    await page.waitForTimeout(1_500)
    await page.goto('/bewerbende')
    await page.waitForLoadState('networkidle')
    expect(foreign).toEqual([])
    await context.close()
  })
})
