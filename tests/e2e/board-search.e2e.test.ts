import { describe, expect, it } from 'vitest'
import { newPage, shot, type Page, useBrowser } from '../support/browser'

const browser = useBrowser()
const cardTitles = (page: Page) => page.locator('[data-job-card] h3').allInnerTexts()
const card = (page: Page, title: string) => page.locator('[data-job-card]').filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const firstCardTop = (page: Page) =>
  page
    .locator('[data-job-card]')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY)

describe('job board: pay, distance and hospitality facts', () => {
  it('on a phone without JavaScript: the first job shows early, „Filter“ opens the rest, and Gehalt ab + Umkreis work as a GET form', async () => {
    const { page, context } = await newPage(browser(), { ...PHONE, javaScriptEnabled: false })
    await page.goto('/bewerbende')
    expect(await firstCardTop(page)).toBeLessThan(900)
    await shot(page, 'board-phone', { fullPage: false })
    // the further fields are closed until „Filter“ is pressed
    expect(await page.getByLabel('Gehalt ab (€)').isVisible()).toBe(false)
    await page.locator('[data-filter-toggle]').click()
    await expect.poll(() => page.getByLabel('Gehalt ab (€)').isVisible()).toBe(true)
    await shot(page, 'board-phone-filters-open', { fullPage: false })

    await page.getByLabel('PLZ oder Ort').fill('Hamburg')
    await page.getByLabel('Umkreis').selectOption('25')
    await page.getByLabel('Gehalt ab (€)').fill('2500')
    await page.getByRole('search', { name: 'Stellenangebote filtern' }).getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.waitForURL(/gehalt=2500/)
    const url = new URL(page.url())
    expect(Object.fromEntries([...url.searchParams].filter(([, v]) => v))).toMatchObject({ ort: 'Hamburg', umkreis: '25', gehalt: '2500', je: 'monat' })
    expect(await cardTitles(page)).toEqual(['Küchenchef (m/w/d)'])
    expect(await card(page, 'Küchenchef (m/w/d)').locator('[data-card-distance]').innerText()).toContain('unter 1 km')
    expect(await card(page, 'Küchenchef (m/w/d)').locator('[data-card-salary]').innerText()).toContain('58.000–65.000 € / Jahr')
    expect(await page.locator('[data-filter-toggle]').innerText()).toContain('Filter (3)')
    // the chips of the applied filters do not push the first job down
    expect(await firstCardTop(page)).toBeLessThan(900)
    await shot(page, 'board-phone-result', { fullPage: false })
    await context.close()

    // the same with JavaScript
    const withJs = await newPage(browser(), PHONE)
    await withJs.page.goto('/bewerbende?ort=Hamburg&umkreis=25&gehalt=2500&je=monat')
    expect(await cardTitles(withJs.page)).toEqual(['Küchenchef (m/w/d)'])
    expect(await firstCardTop(withJs.page)).toBeLessThan(900)
    await shot(withJs.page, 'board-phone-result-js', { fullPage: false })
    await withJs.context.close()
  })

  it('compares pay like with like: 2.500 €/Monat keeps yearly salaries above it and leaves out 2.100 €/Monat and jobs without a figure', async () => {
    const { page, context } = await newPage(browser(), { javaScriptEnabled: false })
    await page.goto('/bewerbende?gehalt=2500&je=monat')
    const titles = await cardTitles(page)
    expect(titles).toEqual(expect.arrayContaining(['Küchenchef (m/w/d)', 'F&B Manager (m/w/d)', 'Revenue Manager (m/w/d)']))
    expect(titles).not.toContain('Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit') // 2.100 € / Monat
    expect(titles).not.toContain('Hoteldirektor / General Manager (m/w/d)') // nach Vereinbarung
    expect(await page.locator('[data-filter-chip="payMin"]').innerText()).toContain('Gehalt ab 2.500 € / Monat')
    // an hourly wish: the part-time job's 2.100 € for 25 hours a week is about 19 € an hour
    await page.goto('/bewerbende?gehalt=19&je=stunde')
    expect(await cardTitles(page)).toContain('Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit')
    await page.goto('/bewerbende?gehalt=20&je=stunde')
    expect(await cardTitles(page)).not.toContain('Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit')

    // the facts: „Mitarbeiterwohnung“ in the ad is staff housing, shown as a badge on the detail
    await page.goto('/bewerbende?unterkunft=1')
    expect(await cardTitles(page)).toEqual(['Sous Chef (m/w/d)'])
    expect(await page.locator('[data-filter-chip="housing"]').innerText()).toContain('Mit Personalunterkunft')
    await page.goto('/bewerbende?unterkunft=1&modell=teilzeit')
    expect(await cardTitles(page)).toEqual([])
    await page.goto('/bewerbende?modell=teilzeit')
    expect(await cardTitles(page)).toEqual(['Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit'])
    await page.goto('/stellenangebote/beispiel-souschef-sylt')
    expect(await page.locator('[data-fact-badge]').allInnerTexts()).toContain('Personalunterkunft')
    await context.close()
  })

  it('on a desktop: typing a pay wish and choosing a radius filter in place; distances sort; the detail states pay and facts', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 900 } })
    await page.goto('/bewerbende')
    expect(await page.locator('[data-filter-toggle]').isVisible()).toBe(false)
    expect(await page.getByLabel('Gehalt ab (€)').isVisible()).toBe(true)
    await shot(page, 'board-desktop', { fullPage: false })
    await page.getByLabel('Gehalt ab (€)').fill('4500')
    await page.waitForURL(/gehalt=4500/)
    await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining(['Küchenchef (m/w/d)', 'Revenue Manager (m/w/d)']))
    expect(await cardTitles(page)).not.toContain('F&B Manager (m/w/d)') // 52.000 € p. a. = 4.333 € / Monat
    expect(await card(page, 'Küchenchef (m/w/d)').locator('[data-salary-badge]').innerText()).toBe('Gehalt angegeben')

    await page.goto('/bewerbende?ort=Hamburg&umkreis=100&sort=distance')
    expect(await page.getByLabel('Sortieren nach').inputValue()).toBe('distance')
    // Hamburg itself, then the Lüneburger Heide (about 45 km); Sylt and Sankt Peter-Ording are farther
    expect(await cardTitles(page)).toEqual(['Küchenchef (m/w/d)', 'Pächter (m/w/d) für Landgasthof mit Hotel'])
    const km = (await page.locator('[data-card-distance]').allInnerTexts()).map((t) => (t.includes('unter') ? 0 : Number(t.replace(/\D/g, ''))))
    expect(km[0]).toBe(0)
    expect(km[1]).toBeGreaterThan(30)
    expect(km[1]).toBeLessThan(60)
    await shot(page, 'board-desktop-distance', { fullPage: true })

    await page.goto('/stellenangebote?q=Rezeption')
    await page.getByRole('link', { name: 'Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit' }).click()
    await page.waitForURL(/\/stellenangebote\/[^?]+$/)
    expect(await page.locator('[data-salary]').innerText()).toContain('2.100 € brutto / Monat')
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!)
    expect(ld.baseSalary.value).toMatchObject({ unitText: 'MONTH', value: 2100 })
    await shot(page, 'detail-desktop', { fullPage: false })
    await context.close()
  })
})
