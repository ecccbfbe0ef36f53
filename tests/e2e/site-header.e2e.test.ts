import { describe, expect, it } from 'vitest'
import { newPage, useBrowser } from '../support/browser'
import { topInView } from '../support/site'

const browser = useBrowser()

describe('header navigation', () => {
  it('opens the desktop dropdowns by mouse and keyboard, closes them with Escape, and links everything', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    await page.goto('/impressum')
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    expect(await page.getByRole('button', { name: /Menü/ }).isVisible()).toBe(false)

    const about = nav.getByRole('button', { name: 'Über uns' })
    expect(await about.getAttribute('aria-expanded')).toBe('false')
    const menuId = await about.getAttribute('aria-controls')
    await about.click()
    expect(await about.getAttribute('aria-expanded')).toBe('true')
    const menu = page.locator(`[id="${menuId}"]`)
    expect(await menu.isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Über uns' }).getAttribute('href')).toBe('/ueber-uns')
    expect(await menu.getByRole('link', { name: 'Referenzen' }).getAttribute('href')).toBe('/#references-section')
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    expect(await about.getAttribute('aria-expanded')).toBe('false')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Über uns')

    // Keyboard only: focus the second dropdown, open it with Enter, follow 'Übersicht'.
    const companies = nav.getByRole('button', { name: 'Für Unternehmen' })
    await companies.focus()
    await page.keyboard.press('Enter')
    expect(await companies.getAttribute('aria-expanded')).toBe('true')
    const companiesMenu = page.locator(`[id="${await companies.getAttribute('aria-controls')}"]`)
    expect(await companiesMenu.getByRole('link').allInnerTexts()).toEqual(['Übersicht', 'Management', 'Headhunting'])
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/unternehmen')
    expect(await companiesMenu.isVisible()).toBe(false)

    expect(await nav.getByRole('link', { name: 'Für Bewerbende' }).getAttribute('href')).toBe('/bewerbende')
    expect(await nav.getByRole('link', { name: 'Verpachtung' }).getAttribute('href')).toBe('/verpachtung')
    expect(await nav.getByRole('link', { name: 'Offene Stellen' }).getAttribute('href')).toBe('/bewerbende#filter')

    // Headhunting: to the home page, scrolled to the expertise section.
    await companies.click()
    await companiesMenu.getByRole('link', { name: 'Headhunting' }).click()
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#expertise')
    await expect.poll(() => topInView(page, '#expertise'), { timeout: 5000 }).toBe(true)

    // A click outside closes an open dropdown; the logo leads home.
    await about.click()
    await page.locator('main').click({ position: { x: 5, y: 400 } })
    expect(await about.getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('lands on the section of a jump even when the page above it grows during the scroll', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    await page.goto('/unternehmen')
    // a slow device: content above the section still grows while the smooth scroll runs
    await page.evaluate(() => {
      addEventListener('scroll', function grow() {
        const section = document.getElementById('expertise')
        if (!section || scrollY < 200) return
        removeEventListener('scroll', grow)
        const late = document.createElement('div')
        late.style.height = '600px'
        section.before(late)
      })
    })
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    const companies = nav.getByRole('button', { name: 'Für Unternehmen' })
    await companies.click()
    await page
      .locator(`[id="${await companies.getAttribute('aria-controls')}"]`)
      .getByRole('link', { name: 'Headhunting' })
      .click()
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#expertise')
    // where scrollIntoView puts it: below the header's scroll padding (5rem) and its scroll margin (5rem)
    const inPlace = () => page.evaluate(() => Math.abs(document.getElementById('expertise')!.getBoundingClientRect().top - 160) < 3)
    await expect.poll(inPlace, { timeout: 5000 }).toBe(true)
    await context.close()
  })

  it('collapses to a toggled menu on a 390 px phone with individually expandable sub-lists; choosing closes it', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await page.goto('/')
    expect(await page.getByRole('navigation', { name: 'Hauptnavigation' }).isVisible()).toBe(false)
    const toggle = page.getByRole('button', { name: 'Menü öffnen' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    await toggle.click()
    const menu = page.locator('#mobile-menu')
    await menu.waitFor() // its code loads when the page is idle, or with this first opening
    expect(await menu.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Menü schließen' }).getAttribute('aria-expanded')).toBe('true')

    const aboutGroup = menu.getByRole('button', { name: 'Über uns' })
    const companyGroup = menu.getByRole('button', { name: 'Für Unternehmen' })
    expect(await menu.getByRole('link', { name: 'Referenzen' }).isVisible()).toBe(false)
    await companyGroup.click()
    expect(await companyGroup.getAttribute('aria-expanded')).toBe('true')
    expect(await aboutGroup.getAttribute('aria-expanded')).toBe('false')
    expect(await menu.getByRole('link', { name: 'Management' }).isVisible()).toBe(true)
    expect(await menu.getByRole('link', { name: 'Referenzen' }).isVisible()).toBe(false)
    await aboutGroup.click()
    expect(await menu.getByRole('link', { name: 'Referenzen' }).isVisible()).toBe(true)
    await companyGroup.click()
    expect(await menu.getByRole('link', { name: 'Management' }).isVisible()).toBe(false)

    await menu.getByRole('link', { name: 'Über uns' }).click()
    await page.waitForURL('**/ueber-uns')
    expect(await menu.isVisible()).toBe(false)
    expect(await page.getByRole('button', { name: 'Menü öffnen' }).getAttribute('aria-expanded')).toBe('false')

    // Escape closes the open menu too.
    await page.getByRole('button', { name: 'Menü öffnen' }).click()
    await menu.getByRole('link', { name: 'Verpachtung' }).focus()
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    await context.close()
  })
})
