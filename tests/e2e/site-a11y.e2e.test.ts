import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { newPage, useBrowser } from '../support/browser'
import { SITE_ROUTES } from '../support/site'

const browser = useBrowser()

describe('accessibility (axe)', () => {
  for (const width of [390, 1440]) {
    // every page one after another: far beyond one page's time on a busy machine
    it(`finds no violations on any page at ${width} px`, { timeout: 300_000 }, async () => {
      const { page, context } = await newPage(browser(), { viewport: { width, height: 900 } })
      const problems: string[] = []
      for (const route of [...SITE_ROUTES, '/nicht-vorhanden']) {
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        const { violations } = await new AxeBuilder({ page }).analyze()
        for (const violation of violations) {
          problems.push(
            `${route}: ${violation.id} – ${violation.nodes
              .map((node) => node.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          )
        }
      }
      expect(problems).toEqual([])
      await context.close()
    })
  }
})
