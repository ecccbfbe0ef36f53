import { describe, expect, it } from 'vitest'
import { chunksAfterPaint } from '@/lib/script-loading/index.mjs'
import { baseUrl, decideCookies, newPage, useBrowser } from '../support/browser'

// The production server writes public/after-paint.js instead of Next's chunk tags
// (src/lib/script-loading): the page paints first, then its JavaScript loads and hydrates it.
const browser = useBrowser()

describe('Next’s scripts load after the first paint', () => {
  for (const route of ['/', '/bewerbende', '/verpachtung']) {
    it(`${route}: no chunk is fetched before the first contentful paint, and the page then works`, async () => {
      const html = await (await fetch(`${baseUrl()}${route}`)).text()
      expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]*" async="">/)
      expect(html).toMatch(/<script src="\/after-paint\.js\?[0-9a-f]{8}" async="" data-chunks="[\w -]+"><\/script>/)
      // each is compiled while it streams in, not on the main thread at its first call (scripts/compile-hints.mjs)
      for (const chunk of chunksAfterPaint(html))
        expect((await (await fetch(`${baseUrl()}${chunk}`)).text()).startsWith('//# allFunctionsCalledOnLoad\n'), chunk).toBe(true)

      const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 } })
      await decideCookies(page)
      await page.goto(route)
      // a client component answers: the page is hydrated
      await page.getByRole('button', { name: 'Menü öffnen' }).click()
      await page.getByRole('button', { name: 'Menü schließen' }).waitFor()
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        chunks: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => ({ name: entry.name.replace(/^.*\//, ''), start: Math.round(entry.startTime) })),
      }))
      expect(timing.firstPaint).toBeGreaterThan(0)
      expect(timing.chunks.length).toBeGreaterThan(3)
      for (const chunk of timing.chunks)
        expect(chunk.start, `${chunk.name} (first contentful paint ${Math.round(timing.firstPaint!)} ms)`).toBeGreaterThanOrEqual(timing.firstPaint!)
      await context.close()
    })
  }
})
