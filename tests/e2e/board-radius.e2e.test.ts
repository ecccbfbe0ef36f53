import { describe, expect, it } from 'vitest'
import { newPage, shot, type Page, useBrowser } from '../support/browser'

const browser = useBrowser()
const cardTitles = (page: Page) => page.locator('[data-job-card] h3').allInnerTexts()
const distances = (page: Page) => page.locator('[data-card-distance]').allInnerTexts()
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
const DESKTOP = { viewport: { width: 1440, height: 900 } }

// Pinneberg's postcode: no seeded job has it; Hamburg's Küchenchef is about 19 km away, the Lüneburger Heide about 60 km
const POSTCODE = '25421'

describe('job board: radius search by „PLZ oder Ort“', () => {
  for (const [screen, device] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const javaScriptEnabled of [false, true]) {
      it(`on a ${screen}${javaScriptEnabled ? '' : ' without JavaScript'}: a postcode and 25 km show the jobs nearby with their distance, as a shareable URL`, async () => {
        const { page, context } = await newPage(browser(), { ...device, javaScriptEnabled })
        await page.goto('/bewerbende')
        if (screen === 'phone') await page.locator('[data-filter-toggle]').click()
        await page.getByLabel('PLZ oder Ort').fill(POSTCODE)
        await page.getByLabel('Umkreis').selectOption('25')
        if (!javaScriptEnabled) await page.getByRole('search', { name: 'Stellenangebote filtern' }).getByRole('button', { name: 'Suchen', exact: true }).click()
        await page.waitForURL((url) => url.searchParams.get('ort') === POSTCODE && url.searchParams.get('umkreis') === '25')
        await expect.poll(() => cardTitles(page)).toEqual(['Küchenchef (m/w/d)'])
        const [km] = await distances(page)
        expect(km).toMatch(/ca\. (1[5-9]|2[0-3]) km$/)
        expect(await page.locator('[data-filter-chip="location"]').innerText()).toContain(`PLZ: ${POSTCODE}`)
        expect(await page.locator('[data-filter-chip="radius"]').innerText()).toContain('Umkreis: 25 km')
        await shot(page, `radius-${screen}${javaScriptEnabled ? '' : '-nojs'}`, { fullPage: true })

        // the address bar is the search: opened elsewhere, it shows the same
        const shared = await newPage(browser(), { ...device, javaScriptEnabled: false })
        await shared.page.goto(page.url())
        expect(await cardTitles(shared.page)).toEqual(['Küchenchef (m/w/d)'])
        expect(await distances(shared.page)).toEqual([km])
        await shared.context.close()
        await context.close()
      })
    }
  }

  it('sorts by distance, reads an older link’s postcode, and says so when a place is unknown instead of hiding jobs', async () => {
    const { page, context } = await newPage(browser(), { ...DESKTOP, javaScriptEnabled: false })
    await page.goto(`/bewerbende?ort=${POSTCODE}&umkreis=100&sort=distance`)
    expect(await cardTitles(page)).toEqual(['Küchenchef (m/w/d)', 'Pächter (m/w/d) für Landgasthof mit Hotel'])
    const km = (await distances(page)).map((t) => Number(t.replace(/\D/g, '')))
    expect(km[0]).toBeLessThan(km[1])

    await page.goto(`/bewerbende?plz=${POSTCODE}&umkreis=25`)
    expect(await cardTitles(page)).toEqual(['Küchenchef (m/w/d)'])
    expect(await page.getByLabel('PLZ oder Ort').inputValue()).toBe(POSTCODE)

    await page.goto('/bewerbende')
    const all = (await cardTitles(page)).length
    await page.goto('/bewerbende?ort=Atlantis&umkreis=25')
    expect(await page.locator('[data-place-unknown]').innerText()).toContain('Ort oder PLZ „Atlantis“ nicht gefunden')
    expect((await cardTitles(page)).length).toBe(all)
    expect(await distances(page)).toEqual([])
    await shot(page, 'radius-unknown-place', { fullPage: true })
    await context.close()
  })
})
