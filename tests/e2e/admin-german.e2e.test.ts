import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, loginAsStaff, newPage, shot, type Browser, type Page } from '../support/browser'

/** English words and „du“ that Payload, its plugins or Lexical used to show in our German admin. */
const LEFTOVERS: [string, RegExp][] = [
  ['Title', /\bTitle\b/],
  ['Description', /\bDescription\b/],
  ['Meta Image', /\bMeta Image\b/],
  ['Keywords', /\bKeywords\b/],
  ['Best Practices', /\bBest Practices\b/],
  ['Responsive', /\bResponsive\b/],
  ['bytes', /\d\s*bytes\b/],
  ['Prefix', /\bPrefix\b/],
  ['Add block', /\bAdd block\b/],
  ['Edit link', /\bEdit link\b/],
  ['Drag to move', /\bDrag to move\b/],
  ['Payload-Einstellungen', /Payload-Einstellungen/],
  ['<Kein …>', /<Kein /],
  ['du/dein', /\b(du|Du|dein|deine|deinen|deiner|dich|dir)\b/],
  ['Jobs', /\bJobs\b/],
  ['wahr/falsch', /\b(Wahr|Falsch)\b/],
]

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Visible text plus what screen readers and tooltips say. */
const collect = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
      ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
    )
    return [document.body.innerText, ...attributes, document.title].join('\n')
  })

async function settle(page: Page) {
  await expect.poll(() => page.locator('.template-default, .template-minimal').first().isVisible(), { timeout: 30_000 }).toBe(true)
  await page.waitForLoadState('networkidle').catch(() => {})
}

describe('the admin speaks formal German', () => {
  // some thirty admin views one after another: far beyond one page's time on a busy machine
  it(
    'no view shows a known English leftover or „du“: dashboard, every collection list and edit view, globals, account, own views',
    { timeout: 300_000 },
    async () => {
      const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 1000 } })
      await loginAsStaff(page)
      await page.goto('/admin')
      await settle(page)
      // every menu entry but „Abmelden“
      const links = (await page.locator('nav a[href^="/admin/"]').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href')!))])).filter(
        (href) => !href.includes('logout'),
      )
      expect(links.filter((l) => l.startsWith('/admin/collections/')).length).toBeGreaterThanOrEqual(6)
      expect(links.some((l) => l.startsWith('/admin/globals/'))).toBe(true)

      const views = ['/admin', '/admin/account', ...links]
      for (const link of links.filter((l) => l.startsWith('/admin/collections/'))) {
        await page.goto(link)
        await settle(page)
        const first = page.locator('.table tbody tr a[href*="/admin/collections/"]').first()
        views.push((await first.count()) ? (await first.getAttribute('href'))! : `${link}/create`)
      }

      const found: string[] = []
      for (const view of [...new Set(views)]) {
        await page.goto(view)
        await settle(page)
        expect(new URL(page.url()).pathname, `${view} sent to the login`).not.toMatch(/\/admin\/(login|logout|zwei-faktor)/)
        // every tab of an edit view (the SEO tab among them)
        const tabs = await page.locator('.tabs-field__tab-button').all()
        for (const tab of tabs) {
          await tab.click()
          const text = await collect(page)
          for (const [name, re] of LEFTOVERS)
            if (re.test(text)) found.push(`${view} (tab ${await tab.innerText()}): ${name} in „${text.match(new RegExp(`.{0,40}${re.source}.{0,40}`))?.[0]}“`)
        }
        // back on the first tab: Payload remembers the open tab per user, and other files expect the content tab
        if (tabs.length) {
          await tabs[0].click()
          await page.waitForLoadState('networkidle').catch(() => {})
        }
        // a rich-text editor's hover handles carry screen-reader labels
        const block = page.locator('.rich-text-lexical [contenteditable="true"] > *').first()
        if (await block.isVisible().catch(() => false)) await block.hover()
        const text = await collect(page)
        for (const [name, re] of LEFTOVERS) if (re.test(text)) found.push(`${view}: ${name} in „${text.match(new RegExp(`.{0,40}${re.source}.{0,40}`))?.[0]}“`)
        if (view.includes('/collections/pages/') && !view.endsWith('/collections/pages')) await shot(page, 'admin-german-page-edit', { fullPage: true })
      }
      expect(found).toEqual([])
      await context.close()
    },
  )
})
