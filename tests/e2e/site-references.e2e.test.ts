import { describe, expect, it } from 'vitest'
import { newPage, type Page, useBrowser } from '../support/browser'
import { topInView } from '../support/site'

const browser = useBrowser()

const visibleNames = (page: Page) =>
  page.locator('#references-section [data-testid="reference"]:visible').evaluateAll((items) => items.map((item) => item.textContent?.trim()))

describe('references grid', () => {
  it('shows 8, expands to all 22, collapses back to 8 and scrolls back to the section', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1440, height: 900 } })
    await page.goto('/#references-section')
    await page.waitForSelector('[data-references-grid][data-shuffled="true"]')
    expect(await visibleNames(page)).toHaveLength(8)

    const more = page.getByRole('button', { name: 'Mehr anzeigen' })
    expect(await more.getAttribute('aria-expanded')).toBe('false')
    await more.click()
    expect(await visibleNames(page)).toHaveLength(22)

    const less = page.getByRole('button', { name: 'Weniger anzeigen' })
    await less.scrollIntoViewIfNeeded()
    expect(await topInView(page, '#references-section')).toBe(false)
    await less.click()
    expect(await visibleNames(page)).toHaveLength(8)
    await expect.poll(() => topInView(page, '#references-section')).toBe(true)
    await context.close()
  })

  it('orders the logos randomly on each page load and shows the name placeholder when there is no logo', async () => {
    const { page, context } = await newPage(browser())
    const orders = new Set<string>()
    for (let i = 0; i < 3; i++) {
      await page.goto('/')
      await page.waitForSelector('[data-references-grid][data-shuffled="true"]')
      orders.add(JSON.stringify(await page.locator('[data-testid="reference"]').allInnerTexts()))
    }
    // 3 loads of 22 items: identical orders would mean no shuffle (chance 1 in 22!²).
    expect(orders.size).toBeGreaterThan(1)
    const first = page.locator('[data-testid="reference"]').first()
    expect(await first.locator('img').count()).toBe(0)
    expect((await first.innerText()).length).toBeGreaterThan(3)
    await context.close()
  })
})
