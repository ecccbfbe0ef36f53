import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { newPage, type Page, useBrowser } from '../support/browser'
import { SITE_ROUTES } from '../support/site'

/**
 * axe (WCAG 2.0/2.1 A and AA) on every public route and on the cookie banner and its dialog.
 * Each route is its own test, named by its path, so a report says which route failed and why.
 * Routes are expected to answer 200 (the 404 route 404): a route that is missing fails too.
 */
const routes = [
  ...SITE_ROUTES,
  '/bewerbende',
  '/stellenangebote',
  '/bewerbende?ki=K%C3%BCchenchef%20Hamburg', // AI mode with results
  '/bewerbende?ki=Astronaut%20Raumstation', // AI mode, nothing matched
  '/stellenangebote/beispiel-kuechenchef-hamburg',
]
/** Unknown paths: one the [slug] page answers, one deeper (catch-all). */
const notFoundRoutes = ['/diese-seite-gibt-es-nicht', '/alt/gibt-es-nicht.html']
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

const browser = useBrowser()

async function violations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(TAGS)
  if (include) builder = builder.include(include)
  const { violations } = await builder.analyze()
  // readable failure: rule, impact, help and the first offending elements
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  )
}

/** A visitor who already decided: the route is checked without the banner on top (it has its own test). */
async function visitDecided(path: string) {
  const { page, context } = await newPage(browser())
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'true')
    localStorage.setItem('cookie-preferences', JSON.stringify({ necessary: true, analytics: false, marketing: false }))
  })
  const response = await page.goto(path, { waitUntil: 'load' })
  // Fade-ins (e.g. the references grid after its shuffle) would be measured half-transparent.
  await page.waitForFunction(() => !document.querySelector('[data-references-grid][data-shuffled="false"]'))
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  return { page, context, status: response?.status() }
}

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it.each(routes)('route %s answers 200 and has no axe violations', async (path) => {
    const { page, context, status } = await visitDecided(path)
    try {
      expect(status, `${path} answered ${status}`).toBe(200)
      expect(await violations(page), `axe violations on ${path}`).toEqual([])
    } finally {
      await context.close()
    }
  })

  it.each(notFoundRoutes)('the 404 page for %s answers 404, is German and has no axe violations', async (path) => {
    const { page, context, status } = await visitDecided(path)
    try {
      expect(status).toBe(404)
      expect(await page.locator('html').getAttribute('lang')).toBe('de')
      expect(await violations(page), `axe violations on the 404 page for ${path}`).toEqual([])
    } finally {
      await context.close()
    }
  })

  it('the cookie banner and its settings dialog have no axe violations', async () => {
    const { page, context } = await newPage(browser())
    try {
      await page.goto('/')
      const banner = page.locator('[data-testid="cookie-banner"]')
      await banner.waitFor({ state: 'visible', timeout: 5_000 })
      expect(await violations(page, '[data-testid="cookie-banner"]'), 'axe violations in the cookie banner').toEqual([])
      await banner.getByRole('button', { name: 'Einstellungen', exact: true }).click()
      await page.getByRole('dialog').waitFor({ state: 'visible' })
      expect(await violations(page, 'dialog'), 'axe violations in the cookie settings dialog').toEqual([])
    } finally {
      await context.close()
    }
  })
})
