import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, decideCookies, launchBrowser, newPage, shot, type Browser, type Locator, type Page } from '../support/browser'
import { place } from '../support/jsonLd'
import { createJob, daysFromNow, deleteJob, staffToken, type StaffAuth } from '../support/board'

let browser: Browser
let token: StaffAuth
let multi: { id: number; slug: string }

const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent || 'null')))
const cardTitles = (page: Page) => page.locator('[data-job-card] h3').allInnerTexts()

async function visitor(path: string) {
  const { page, context } = await newPage(browser)
  await decideCookies(page)
  await page.goto(path)
  return { page, context }
}

/** Checks a link's address, follows it and waits for the section it leads to on the page it opens. */
async function follow(page: Page, link: Locator, href: string, target: { pathname: string; section: string }) {
  expect(await link.getAttribute('href')).toBe(href)
  await link.click()
  const hash = href.slice(href.indexOf('#'))
  await page.waitForURL((url) => url.pathname === target.pathname && url.hash === hash)
  await page.locator(target.section).waitFor()
}

describe('site details: initiative applications, sort toggle, tooltips, canonical, further locations, JSON-LD', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
    token = await staffToken()
    multi = await createJob(token, {
      title: 'Bankettleitung Nordlicht (m/w/d)',
      company: 'Hotel Nordlicht GmbH',
      location: 'Hamburg',
      additionalLocations: 'Lübeck\nKiel',
      street: 'Elbchaussee 1',
      postalCode: '22763',
      region: 'Hamburg',
      country: 'DE',
      employmentType: 'Vollzeit oder Teilzeit',
      description: '<h3>Ihre Aufgaben</h3><ul><li>Planung der Bankette</li></ul>',
      requirements: '<ul><li>Erfahrung im Bankett</li></ul>',
      benefits: '<ul><li>Jobticket</li></ul>',
      salary: '3.800 € brutto im Monat',
      applicationDeadline: daysFromNow(30),
    })
  })
  afterAll(async () => {
    if (multi) await deleteJob(token, multi.id)
    await browser?.close()
  })

  it('the board has a #kontakt section with the contact person, phone, e-mail and a button to the contact form', async () => {
    const { page, context } = await visitor('/bewerbende#kontakt')
    const section = page.locator('section#kontakt')
    await section.waitFor()
    expect(await section.getByRole('heading', { level: 2 }).innerText()).toBe('Keine passende Stelle dabei?')
    const card = section.locator('[data-contact-card]')
    expect(await card.innerText()).toContain('Max Mustermann (Platzhalter)')
    expect(await card.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await card.locator('a[href^="mailto:"]').count()).toBe(1)
    await follow(page, section.getByRole('link', { name: 'Zum Kontaktformular' }), '/#contact', { pathname: '/', section: '#contact form' })
    await context.close()
  })

  it('„Initiativbewerbung senden“ leads there from the empty board, the end of the list and the home trust section', async () => {
    const { page, context } = await visitor('/bewerbende?q=gibtesnichtxyz')
    const empty = page.locator('[data-board-empty]')
    await empty.waitFor()
    const fromEmpty = empty.getByRole('link', { name: 'Initiativbewerbung senden' })
    expect(await fromEmpty.getAttribute('href')).toBe('#kontakt')
    await fromEmpty.click()
    await page.waitForURL((url) => url.hash === '#kontakt')
    await expect.poll(() => page.locator('section#kontakt').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200)).toBe(true)

    await page.goto('/bewerbende')
    expect(await page.locator('[data-list-end]').getByRole('link', { name: 'Initiativbewerbung senden' }).getAttribute('href')).toBe('#kontakt')

    await page.goto('/')
    const fromHome = page.locator('section#vertrauen').getByRole('link', { name: 'Initiativbewerbung senden' })
    await follow(page, fromHome, '/bewerbende#kontakt', { pathname: '/bewerbende', section: 'section#kontakt' })
    await context.close()
  })

  it('editors change the home link in the trust block', async () => {
    const home = (await (await fetch(`${baseUrl()}/api/pages?where[slug][equals]=home&depth=0`, { headers: token })).json()).docs[0]
    const layout = home.layout.map((block: Record<string, unknown>) =>
      block.blockType === 'trust' ? { ...block, initiativeLink: { label: 'Jetzt initiativ bewerben', href: '/bewerbende#kontakt' } } : block,
    )
    const save = (body: unknown) => fetch(`${baseUrl()}/api/pages/${home.id}`, { method: 'PATCH', headers: token, body: JSON.stringify(body) })
    expect((await save({ layout, _status: 'published' })).status).toBe(200)
    try {
      const { page, context } = await visitor('/')
      await expect
        .poll(
          async () => {
            await page.reload()
            return page.locator('section#vertrauen [data-initiative-link]').innerText()
          },
          { timeout: 15_000 },
        )
        .toBe('Jetzt initiativ bewerben')
      await context.close()
    } finally {
      await save({ layout: home.layout, _status: 'published' })
    }
  })

  it('the sort toggle works from the default view: oldest first, and back', async () => {
    const { page, context } = await visitor('/bewerbende')
    const before = await cardTitles(page)
    const toggle = page.locator('[data-sort-order="asc"]')
    expect(await toggle.isEnabled()).toBe(true)
    await toggle.click()
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc' && !url.searchParams.has('sort'))
    await expect.poll(() => page.locator('[data-sort-order]').getAttribute('data-sort-order')).toBe('desc')
    const total = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'))
    // the re-sorted list is the server's answer: wait for it as board-filter does, not vitest's default 1 s
    if (total <= 12) await expect.poll(async () => (await cardTitles(page))[0], { timeout: 10_000 }).toBe(before.at(-1))
    expect(await page.locator('[data-filter-chip="sortOrder"]').innerText()).toContain('älteste zuerst')
    await page.locator('[data-sort-order="desc"]').click()
    await page.waitForURL((url) => !url.searchParams.has('order'))
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(before)
    await context.close()
  })

  it('tooltips (Radix) open after 700 ms; the board has no bare title attributes', async () => {
    const { page, context } = await visitor('/bewerbende')
    expect(await page.locator('main [title]').count()).toBe(0)
    await page.waitForLoadState('networkidle') // hydrated: a hover before that moves no tooltip
    const toggle = page.locator('[data-sort-order]')
    await toggle.hover()
    await page.waitForTimeout(350)
    expect(await page.getByRole('tooltip').count()).toBe(0) // not yet: the open delay is 700 ms
    await page.getByRole('tooltip').waitFor({ timeout: 3_000 })
    expect(await page.getByRole('tooltip').innerText()).toContain('Neueste Stellen zuerst')
    expect(await toggle.getAttribute('aria-describedby')).toBeTruthy()
    await shot(page, 'tooltip-sort', { clip: { x: 0, y: Math.max(0, ((await toggle.boundingBox())?.y ?? 200) - 140), width: 1280, height: 260 } })
    await context.close()
  })

  it('the truncated search chip explains itself in a tooltip', async () => {
    const { page, context } = await visitor('/bewerbende?q=Restaurantleitung%20am%20See')
    const chip = page.locator('[data-filter-chip="search"]')
    expect(await chip.innerText()).toContain('Restaurantle...')
    await chip.hover()
    await page.getByRole('tooltip').waitFor({ timeout: 3_000 })
    expect(await page.getByRole('tooltip').innerText()).toContain('Restaurantleitung am See')
    await context.close()
  })

  it('/stellenangebote is the canonical board; /bewerbende stays and points there', async () => {
    for (const path of ['/bewerbende', '/stellenangebote']) {
      const { page, context } = await visitor(path)
      expect(await page.locator('[data-job-card]').count(), path).toBeGreaterThan(0)
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(`${baseUrl()}/stellenangebote`)
      await context.close()
    }
  })

  it('further locations show on the card (with a tooltip), on the detail, and in the location filter', async () => {
    const { page, context } = await visitor('/bewerbende?q=Nordlicht')
    const card = page.locator(`[data-job-card="${multi.slug}"]`)
    await card.waitFor()
    const further = card.locator('[data-further-locations]')
    expect(await further.innerText()).toContain('+2 weitere Orte')
    await further.hover()
    await page.getByRole('tooltip').waitFor({ timeout: 3_000 })
    expect(await page.getByRole('tooltip').innerText()).toContain('Weitere Orte: Lübeck, Kiel')
    expect(await card.innerText()).toContain('Vollzeit oder Teilzeit')

    await page.goto('/bewerbende?ort=Kiel')
    expect(await cardTitles(page)).toContain('Bankettleitung Nordlicht (m/w/d)')

    await page.goto(`/stellenangebote/${multi.slug}`)
    expect(await page.locator('[data-locations]').innerText()).toBe('Hamburg · Lübeck · Kiel')
    await context.close()
  })

  it('the detail page has a complete JobPosting and a BreadcrumbList', async () => {
    const { page, context } = await visitor(`/stellenangebote/${multi.slug}`)
    const all = await jsonLd(page)
    const posting = all.find((ld) => ld['@type'] === 'JobPosting')
    const crumbs = all.find((ld) => ld['@type'] === 'BreadcrumbList')
    // Google's required properties
    for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation']) expect(posting[key], key).toBeTruthy()
    expect(posting).toMatchObject({
      identifier: { '@type': 'PropertyValue', value: multi.slug },
      directApply: true, // the short application is on by default
      hiringOrganization: { '@type': 'Organization', name: 'Hotel Nordlicht GmbH' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', unitText: 'MONTH', value: 3800 } },
      responsibilities: 'Planung der Bankette',
      qualifications: 'Erfahrung im Bankett',
      jobBenefits: 'Jobticket',
      employmentType: ['FULL_TIME', 'PART_TIME'],
    })
    expect(posting.hiringOrganization).not.toHaveProperty('sameAs') // not the agency's own site
    expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now())
    expect(posting.jobLocation).toEqual([
      place('Hamburg', { streetAddress: 'Elbchaussee 1', postalCode: '22763', addressRegion: 'Hamburg' }),
      place('Lübeck'),
      place('Kiel'),
    ])
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Startseite', 'Stellenangebote', 'Bankettleitung Nordlicht (m/w/d)'])
    expect(crumbs.itemListElement[2].item).toBe(`${baseUrl()}/stellenangebote/${multi.slug}`)
    await context.close()
  })

  it('the privacy policy is dated (Oktober 2025)', async () => {
    const { page, context } = await visitor('/datenschutz')
    expect(await page.locator('main').innerText()).toContain('Stand: Oktober 2025')
    await context.close()
  })

  it('screenshot of the #kontakt section', async () => {
    const { page, context } = await visitor('/bewerbende')
    await shot(page.locator('section#kontakt'), 'board-kontakt')
    await context.close()
  })
})
