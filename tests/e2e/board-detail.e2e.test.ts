import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, newPage, type Browser, type Page } from '../support/browser'
import { createJob, daysFromNow, deleteJob, staffToken, type StaffAuth } from '../support/board'

let browser: Browser
let token: StaffAuth
const created: number[] = []
let withContact: { id: number; slug: string }
let expired: { id: number; slug: string }

const jsonLd = (page: Page) => page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent || 'null')))

describe('job detail', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
    token = await staffToken()
    withContact = await createJob(token, {
      title: 'Restaurantleiter (m/w/d) E2E',
      company: 'Testhaus am See',
      location: 'Konstanz',
      department: 'Service',
      salary: '48.000 € p. a.',
      description:
        '<p>Leitung des Restaurants.</p><p>Teilzeit</p><p>30 Stunden pro Woche</p><script>window.__xss = 1</script><img src="/nope.png" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">Klick</a>',
      hours: '32',
      contactPerson: 'Erika Testfrau',
      contactTitle: 'Personalleiterin',
      contactEmail: 'erika@testhaus.example',
      contactPhone: '+49 7531 000000',
      contactCity: 'Konstanz',
      contactPostalCode: '78462',
      applyUrl: 'https://bewerbung.example.com/apply?id=rl-e2e',
      applicationDeadline: daysFromNow(30),
    })
    expired = await createJob(token, {
      title: 'Abgelaufene Stelle E2E',
      location: 'Kiel',
      description: '<p>Vorbei.</p>',
      publishDate: daysFromNow(-60),
      applicationDeadline: daysFromNow(-10),
    })
    created.push(withContact.id, expired.id)
  })
  afterAll(async () => {
    for (const id of created) await deleteJob(token, id)
    await browser?.close()
  })

  it('shows breadcrumbs, title, location, German date, badges, sections, default contact, apply and JSON-LD', async () => {
    const { page, context } = await newPage(browser)
    const response = await page.goto('/stellenangebote/beispiel-kuechenchef-hamburg')
    expect(response?.status()).toBe(200)
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' })
    expect((await crumbs.innerText()).replace(/\s+/g, ' ')).toBe('Startseite Stellenangebote Küchenchef (m/w/d)')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Küchenchef (m/w/d)')
    const body = await page.locator('article').first().innerText()
    expect(body).toContain('Hamburg')
    expect(body).toMatch(/Veröffentlicht am \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/)
    expect(await page.locator('[data-badge]').allInnerTexts()).toEqual(['Vollzeit', '40 Std./Woche', 'unbefristet', 'Frühester Beginn: 01.03.2027'])
    expect(body).not.toContain('40 Stunden pro Woche')
    for (const heading of ['Stellenbeschreibung', 'Anforderungen', 'Das bieten wir']) {
      expect(await page.getByRole('heading', { name: heading, level: 2 }).isVisible()).toBe(true)
    }
    expect(body).toContain('Küche') // department
    expect(body).toContain('58.000 – 65.000 € p. a.') // salary

    // no contact data on the job: the SiteSettings' default contact
    const contact = page.locator('[data-contact-card]')
    expect(await contact.innerText()).toContain('Max Mustermann (Platzhalter)')
    expect(await contact.innerText()).toContain('Geschäftsführer')
    expect(await contact.innerText()).toContain('21680 Stade')

    // a manual job has no ATS id: no „Jetzt online bewerben“ into the ATS template (nothing exists there)
    expect(await page.getByRole('link', { name: 'Jetzt online bewerben' }).count()).toBe(0)
    expect(await page.getByRole('link', { name: 'Per E-Mail bewerben' }).getAttribute('href')).toMatch(/^mailto:kontakt@example\.com\?subject=Bewerbung/)

    const [ld] = await jsonLd(page)
    expect(ld).toMatchObject({
      '@type': 'JobPosting',
      title: 'Küchenchef (m/w/d)',
      employmentType: 'FULL_TIME',
      identifier: { value: 'beispiel-kuechenchef-hamburg' },
    })
    expect(ld.jobLocation.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: 'Hamburg', addressCountry: 'DE' })
    expect(ld.baseSalary.value).toMatchObject({ unitText: 'YEAR', minValue: 58000, maxValue: 65000 })
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description!.length).toBeLessThanOrEqual(120)
    expect(description).toContain('Für ein traditionsreiches 5-Sterne-Haus')

    // the back button returns to the board's filters
    await page.getByRole('link', { name: 'Zurück zur Übersicht' }).click()
    await page.waitForURL(/\/bewerbende#filter$/)
    await context.close()
  })

  it('shows the job’s own contact data and renders the description sanitised', async () => {
    const { page, context } = await newPage(browser)
    const response = await page.goto(`/jobs/${withContact.slug}`)
    expect(response?.status()).toBe(200)
    const contact = page.locator('[data-contact-card]')
    expect(await contact.innerText()).toContain('Erika Testfrau')
    expect(await contact.innerText()).toContain('Personalleiterin')
    expect(await contact.innerText()).toContain('78462 Konstanz')
    expect(await contact.innerText()).not.toContain('Mustermann')
    const apply = page.getByRole('link', { name: 'Jetzt online bewerben' })
    expect(await apply.getAttribute('href')).toBe('https://bewerbung.example.com/apply?id=rl-e2e')
    expect(await apply.getAttribute('target')).toBe('_blank')
    expect(await apply.getAttribute('rel')).toContain('noopener')
    expect(await page.getByRole('link', { name: 'Per E-Mail bewerben' }).getAttribute('href')).toMatch(/^mailto:erika@testhaus\.example/)
    // explicit field (32) wins over the parsed line (30); the parsed Teilzeit line becomes a badge
    expect(await page.locator('[data-badge]').allInnerTexts()).toEqual(['Teilzeit', '32 Std./Woche'])
    await page.getByText('Klick').click() // its javascript: href was removed
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
    const html = await page.locator('article').first().innerHTML()
    expect(html).not.toMatch(/onerror|javascript:|__xss/)
    const [ld] = await jsonLd(page)
    expect(ld.employmentType).toBe('PART_TIME')
    expect(ld.hiringOrganization.name).toBe('Testhaus am See')
    await context.close()
  })

  it('an expired job leaves the board and loses its JSON-LD', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/bewerbende?q=Abgelaufene')
    expect(await page.locator('[data-job-card]').count()).toBe(0)
    await page.goto(`/stellenangebote/${expired.slug}`)
    // the JobPosting goes; the BreadcrumbList stays (the page itself is still there)
    expect((await jsonLd(page)).map((ld) => ld['@type'])).toEqual(['BreadcrumbList'])
    expect(await page.getByText('Die Bewerbungsfrist für diese Stelle ist abgelaufen.').isVisible()).toBe(true)
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')
    await context.close()
  })

  it('share without native share copies the link (clipboard) and says so', async () => {
    const { page, context } = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] })
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true })
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.goto('/stellenangebote/beispiel-spa-manager-bayern')
    await page.getByRole('button', { name: 'Teilen' }).click()
    await expect.poll(() => page.getByText('Link in die Zwischenablage kopiert!').isVisible()).toBe(true)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl()}/stellenangebote/beispiel-spa-manager-bayern`)
    await context.close()
  })

  it('share uses the native share sheet in a secure context', async () => {
    const { page, context } = await newPage(browser)
    await page.addInitScript(() => {
      const calls: unknown[] = []
      ;(window as unknown as { shareCalls: unknown[] }).shareCalls = calls
      Object.defineProperty(navigator, 'share', { value: async (data: unknown) => void calls.push(data), configurable: true })
    })
    await page.goto('/stellenangebote/beispiel-spa-manager-bayern')
    await page.getByRole('button', { name: 'Teilen' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shareCalls: { url: string; title: string }[] }).shareCalls))
      .toEqual([expect.objectContaining({ url: `${baseUrl()}/stellenangebote/beispiel-spa-manager-bayern`, title: 'Spa Manager (m/w/d)' })])
    expect(await page.getByText('Link in die Zwischenablage kopiert!').count()).toBe(0)
    await context.close()
  })

  it('share reports a failure when nothing can be copied', async () => {
    const { page, context } = await newPage(browser)
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new Error('denied')) }, configurable: true })
      document.execCommand = () => false
    })
    await page.goto('/stellenangebote/beispiel-spa-manager-bayern')
    await page.getByRole('button', { name: 'Teilen' }).click()
    await expect.poll(() => page.getByText('Fehler beim Teilen. Versuchen Sie es erneut.').isVisible()).toBe(true)
    await context.close()
  })

  it('a direct visit gets the whole job in the HTML, a click on the board shows the skeleton while loading', async () => {
    const html = await (await fetch(`${baseUrl()}/stellenangebote/${withContact.slug}`)).text()
    expect(html).toContain('Restaurantleiter (m/w/d) E2E</h1>')
    expect(html).not.toContain('data-job-detail-skeleton')

    const { page, context } = await newPage(browser)
    await page.goto('/bewerbende?search=Restaurantleiter')
    // hold the detail page's data back, so the loading state is visible
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/stellenangebote/${withContact.slug}**`, async (route) => {
      if (route.request().headers()['rsc']) await held
      await route.continue()
    })
    await page.locator(`[data-job-card="${withContact.slug}"] a`).click()
    await expect.poll(() => page.locator('[data-job-detail-skeleton]').isVisible()).toBe(true)
    release()
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Restaurantleiter (m/w/d) E2E' }).isVisible()).toBe(true)
    expect(await page.locator('[data-job-detail-skeleton]').count()).toBe(0)
    await context.close()
  })

  it('an unknown id answers 404 with the job-not-found text and a way back', async () => {
    for (const path of ['/stellenangebote/gibt-es-nicht', '/jobs/gibt-es-nicht']) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect(response.status).toBe(404)
      // rendered on the server: readable without JavaScript
      const html = await response.text()
      expect(html).toMatch(/^<!DOCTYPE html><html lang="de"/)
      expect(html).toContain('<h1 class="text-3xl font-bold text-brand-950">Stellenanzeige nicht gefunden</h1>')
      expect(html).toContain('Zurück zu den Stellenangeboten</a>')
    }
    const { page, context } = await newPage(browser)
    const response = await page.goto('/stellenangebote/gibt-es-nicht')
    expect(response?.status()).toBe(404)
    await expect.poll(() => page.getByRole('heading', { name: 'Stellenanzeige nicht gefunden' }).isVisible()).toBe(true)
    expect(await page.getByText('Die gesuchte Stellenanzeige existiert nicht oder wurde bereits entfernt.').isVisible()).toBe(true)
    await page.getByRole('link', { name: 'Zurück zu den Stellenangeboten' }).click()
    await page.waitForURL(/\/stellenangebote$/)
    await context.close()
  })
})
