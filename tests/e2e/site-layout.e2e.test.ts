import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newPage, type Browser } from '../support/browser'
import { SITE_ROUTES } from '../support/site'

let browser: Browser
// SCREENSHOT_DIR=/some/folder keeps full-page screenshots of every page for a look.
const screenshotDir = process.env.SCREENSHOT_DIR

describe('layouts from phones to wide desktops', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
    if (screenshotDir) fs.mkdirSync(screenshotDir, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
  })

  for (const width of [360, 390, 1440]) {
    it(`nothing overflows sideways at ${width} px`, async () => {
      const { page, context } = await newPage(browser, { viewport: { width, height: 900 } })
      for (const route of [...SITE_ROUTES, '/nicht-vorhanden']) {
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        const overflow = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth
          const culprits = [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > limit + 0.5 && el.getClientRects().length)
            .slice(-3)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} "${el.textContent?.trim().slice(0, 40)}"`)
          return { by: document.documentElement.scrollWidth - limit, culprits }
        })
        expect(overflow.by, `${route} at ${width}px, widest: ${overflow.culprits.join('; ')}`).toBeLessThanOrEqual(0)
        if (screenshotDir && width !== 360) {
          const name = `${width}-${route === '/' ? 'home' : route.slice(1)}.png`
          await page.screenshot({ path: path.join(screenshotDir, name), fullPage: true })
        }
      }
      await context.close()
    })
  }
})
