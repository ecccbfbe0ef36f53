import { describe, expect, it } from 'vitest'
import { newPage, type Page, useBrowser } from '../support/browser'

const browser = useBrowser()

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies und lokaler Speicher' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie-Einstellungen' })
const stored = (page: Page) =>
  page.evaluate(() => ({
    consent: localStorage.getItem('cookie-consent'),
    preferences: JSON.parse(localStorage.getItem('cookie-preferences') ?? 'null'),
  }))

/** A marker on window survives clicks but not a reload: tells whether the page reloaded. */
const markPage = (page: Page) => page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1))
const wasReloaded = (page: Page) => page.evaluate(() => (window as unknown as { marker?: number }).marker !== 1)

async function freshVisit(path = '/') {
  const { page, context } = await newPage(browser())
  await page.goto(path)
  await banner(page).waitFor({ state: 'visible', timeout: 5_000 })
  await markPage(page)
  return { page, context }
}

describe('cookie banner', () => {
  it('is hidden at first and appears after one second when nothing is stored', async () => {
    const { page, context } = await newPage(browser())
    // record when the banner is added to the page, in ms since navigation start
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const w = window as unknown as { bannerShownAt?: number }
        if (w.bannerShownAt === undefined && document.querySelector('[data-testid="cookie-banner"]')) w.bannerShownAt = performance.now()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/')
    expect(await banner(page).count()).toBe(0)
    await banner(page).waitFor({ state: 'visible', timeout: 5_000 })
    const shownAt = await page.evaluate(() => (window as unknown as { bannerShownAt: number }).bannerShownAt)
    expect(shownAt).toBeGreaterThanOrEqual(950)
    expect(shownAt).toBeLessThan(4_000)
    // the banner names what is stored and links to the privacy policy
    await expect.poll(() => banner(page).getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz')
    expect(await banner(page).textContent()).toContain('lokalen Speicher')
    expect(await stored(page)).toEqual({ consent: null, preferences: null })
    await context.close()
  })

  it("'Alle akzeptieren' stores every category and closes the banner; without an analytics script it does not reload", async () => {
    const { page, context } = await freshVisit()
    await banner(page).getByRole('button', { name: 'Alle akzeptieren', exact: true }).click()
    await expect.poll(() => stored(page)).toEqual({ consent: 'true', preferences: { necessary: true, analytics: true, marketing: true } })
    await page.waitForTimeout(1_500)
    expect(await banner(page).count()).toBe(0)
    // no analytics script is configured (the default), so nothing starts and the page stays as it is
    expect(await wasReloaded(page)).toBe(false)
    // consent given, but no analytics provider is configured (NEXT_PUBLIC_ANALYTICS_SRC unset): nothing loads
    expect(await page.locator('script#analytics').count()).toBe(0)
    await context.close()
  })

  it("'Nur notwendige' stores necessary only and closes without reload", async () => {
    const { page, context } = await freshVisit()
    await banner(page).getByRole('button', { name: 'Nur notwendige', exact: true }).click()
    await expect.poll(() => banner(page).count()).toBe(0)
    expect(await stored(page)).toEqual({ consent: 'true', preferences: { necessary: true, analytics: false, marketing: false } })
    await page.waitForTimeout(500)
    expect(await wasReloaded(page)).toBe(false)
    await context.close()
  })

  it('the X button counts as necessary only', async () => {
    const { page, context } = await freshVisit()
    await banner(page)
      .getByRole('button', { name: /Schließen/ })
      .click()
    await expect.poll(() => banner(page).count()).toBe(0)
    expect(await stored(page)).toEqual({ consent: 'true', preferences: { necessary: true, analytics: false, marketing: false } })
    expect(await wasReloaded(page)).toBe(false)
    await context.close()
  })

  it("'Einstellungen' opens a modal dialog where necessary cannot be switched off; 'Auswahl speichern' stores the choice", async () => {
    const { page, context } = await freshVisit()
    await banner(page).getByRole('button', { name: 'Einstellungen', exact: true }).click()
    await dialog(page).waitFor({ state: 'visible' })
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true')

    const necessary = dialog(page).getByRole('switch', { name: 'Notwendig' })
    const analytics = dialog(page).getByRole('switch', { name: 'Statistik' })
    const marketing = dialog(page).getByRole('switch', { name: 'Marketing' })
    expect(await necessary.getAttribute('aria-checked')).toBe('true')
    expect(await necessary.isDisabled()).toBe(true)
    await necessary.click({ force: true })
    expect(await necessary.getAttribute('aria-checked')).toBe('true')
    expect(await analytics.getAttribute('aria-checked')).toBe('false')
    expect(await marketing.getAttribute('aria-checked')).toBe('false')

    await marketing.click()
    expect(await marketing.getAttribute('aria-checked')).toBe('true')
    await dialog(page).getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect.poll(() => dialog(page).count()).toBe(0)
    expect(await banner(page).count()).toBe(0)
    expect(await stored(page)).toEqual({ consent: 'true', preferences: { necessary: true, analytics: false, marketing: true } })
    expect(await wasReloaded(page)).toBe(false)
    await context.close()
  })

  // The reload when a configured script starts or stops is covered by tests/unit/consent.test.ts:
  // NEXT_PUBLIC_ANALYTICS_SRC is fixed at build time, and the e2e build has none.
  it('saving with Statistik switched on keeps the page when no analytics script is configured', async () => {
    const { page, context } = await freshVisit()
    await banner(page).getByRole('button', { name: 'Einstellungen', exact: true }).click()
    await dialog(page).getByRole('switch', { name: 'Statistik' }).click()
    await dialog(page).getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect.poll(() => stored(page)).toEqual({ consent: 'true', preferences: { necessary: true, analytics: true, marketing: false } })
    await page.waitForTimeout(1_000)
    expect(await wasReloaded(page)).toBe(false)
    await context.close()
  })

  it('the dialog keeps focus inside, closes on Escape and returns focus to its opener', async () => {
    const { page, context } = await freshVisit()
    const opener = banner(page).getByRole('button', { name: 'Einstellungen', exact: true })
    await opener.focus()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor({ state: 'visible' })
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog(page).count()).toBe(0)
    // nothing decided yet: the banner stays, focus is back on „Einstellungen“
    expect(await banner(page).isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Einstellungen')
    expect(await stored(page)).toEqual({ consent: null, preferences: null })
    await context.close()
  })

  it('with a stored decision the banner stays hidden and the saved preferences are loaded', async () => {
    const { page, context } = await newPage(browser())
    await page.addInitScript(() => {
      localStorage.setItem('cookie-consent', 'true')
      localStorage.setItem('cookie-preferences', JSON.stringify({ necessary: true, analytics: false, marketing: true }))
    })
    await page.goto('/')
    await page.waitForTimeout(2_000)
    expect(await banner(page).count()).toBe(0)

    // „Cookie-Einstellungen“ reopens the dialog with the stored choice
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).first().click()
    await dialog(page).waitFor({ state: 'visible' })
    expect(await dialog(page).getByRole('switch', { name: 'Statistik' }).getAttribute('aria-checked')).toBe('false')
    expect(await dialog(page).getByRole('switch', { name: 'Marketing' }).getAttribute('aria-checked')).toBe('true')
    await context.close()
  })

  it('visitors can withdraw a consent later through „Cookie-Einstellungen“', async () => {
    const { page, context } = await newPage(browser())
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1')
        localStorage.setItem('cookie-consent', 'true')
        localStorage.setItem('cookie-preferences', JSON.stringify({ necessary: true, analytics: true, marketing: true }))
      }
    })
    await page.goto('/')
    await markPage(page)
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).first().click()
    await dialog(page).getByRole('switch', { name: 'Statistik' }).click()
    await dialog(page).getByRole('switch', { name: 'Marketing' }).click()
    await dialog(page).getByRole('button', { name: 'Auswahl speichern' }).click()
    await expect.poll(() => stored(page)).toEqual({ consent: 'true', preferences: { necessary: true, analytics: false, marketing: false } })
    // no analytics script was running (none configured), so there is nothing to stop by a reload
    expect(await wasReloaded(page)).toBe(false)
    await page.waitForTimeout(1_500)
    expect(await banner(page).count()).toBe(0)
    await context.close()
  })

  it('works on a phone-sized screen', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 360, height: 740 } })
    await page.goto('/')
    await banner(page).waitFor({ state: 'visible', timeout: 5_000 })
    for (const name of ['Alle akzeptieren', 'Nur notwendige', 'Einstellungen']) {
      const box = await banner(page).getByRole('button', { name, exact: true }).boundingBox()
      expect(box, name).not.toBeNull()
      expect(box!.x).toBeGreaterThanOrEqual(0)
      expect(box!.x + box!.width).toBeLessThanOrEqual(360)
      expect(box!.y + box!.height).toBeLessThanOrEqual(740)
    }
    await context.close()
  })
})
