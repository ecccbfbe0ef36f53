import AxeBuilder from '@axe-core/playwright'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decideCookies, launchBrowser, newPage, type Browser, type Page } from '../support/browser'
import { createJob, deleteJob, staffToken, type StaffAuth } from '../support/board'

/**
 * The AI job search as a visitor uses it, in Debian chromium against the production build (the
 * e2e server has no GEMINI_API_KEY: the local ranking answers). Each visitor gets its own
 * X-Forwarded-For address, so the API's per-IP limit (10 a minute) never limits another test.
 */
let browser: Browser
let token: StaffAuth
const created: number[] = []

let visitors = 0
async function visitor(options: { ip?: string; width?: number } = {}) {
  const ip = options.ip ?? `192.0.2.${++visitors}`
  const { page, context } = await newPage(browser, {
    viewport: { width: options.width ?? 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  })
  await decideCookies(page)
  return { page, context }
}

/** Opens a page and waits until its search boxes and the mode toggle are hydrated. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await hydrated(page)
}
const hydrated = (page: Page) =>
  page.waitForFunction(() => [...document.querySelectorAll('[data-ai-job-search], [data-search-mode]')].every((el) => el.hasAttribute('data-ready')))

const cardTitles = (page: Page) => page.locator('[data-job-card] h3').allInnerTexts()
const mode = (page: Page) => page.locator('[data-search-mode]').getAttribute('data-search-mode')
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) })
const toastTitles = (page: Page) => page.locator('[data-sonner-toast] [data-title]').allInnerTexts()
const resultsHeading = (page: Page) => page.locator('#ki-suchergebnisse-titel')
const kiParam = (page: Page) => new URL(page.url()).searchParams.get('ki')
/** The AI panel below the hero (search mode 'AI'), not the hero's own box. */
const panel = (page: Page) => page.getByRole('search', { name: 'KI-Suche in den Stellenangeboten' })
const heroBox = (page: Page) => page.getByRole('search', { name: 'KI-Jobsuche' })
const filterBar = (page: Page) => page.getByRole('search', { name: 'Stellenangebote filtern' })

/** A phone-sized visitor on the board with the AI panel open. */
async function aiPanelOnPhone() {
  const { page, context } = await visitor({ width: 390 })
  await open(page, '/bewerbende')
  await page.getByRole('button', { name: 'Mit KI suchen' }).click()
  return { page, context, box: panel(page).getByRole('searchbox') }
}

describe('AI job search in the browser', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
    token = await staffToken()
    const base = { company: 'Kaffeehaus am Hafen', location: 'Lindau', department: 'Service' }
    for (const data of [
      { ...base, title: 'Barista (m/w/d) Browser-Test', description: '<p>Espresso und Latte Art im Kaffeehaus, Vollzeit.</p>' },
      { ...base, title: 'Barista Teamleitung (m/w/d) Browser-Test', description: '<p>Leitung des Baristateams, Vollzeit.</p>' },
      { ...base, title: 'Confiseur (m/w/d) Browser-Test', location: 'Wangen', description: '<p>Pralinen und Torten für unser Café.</p>' },
    ]) {
      created.push((await createJob(token, data)).id)
    }
  })
  afterAll(async () => {
    for (const id of created) await deleteJob(token, id)
    await browser?.close()
  })

  it('the toggle switches between the classic filters and the AI panel; classic mode still filters', async () => {
    const { page, context } = await visitor()
    await open(page, '/bewerbende')
    expect(await mode(page)).toBe('classic')
    expect(await filterBar(page).isVisible()).toBe(true)
    expect(await panel(page).count()).toBe(0)

    await page.getByRole('button', { name: 'Mit KI suchen' }).click()
    await expect.poll(() => mode(page)).toBe('ai')
    expect(await filterBar(page).count()).toBe(0)
    expect(await panel(page).isVisible()).toBe(true)
    // the panel's box has the focus, ready for typing
    expect(
      await panel(page)
        .getByRole('searchbox')
        .evaluate((el) => el === document.activeElement),
    ).toBe(true)
    expect((await cardTitles(page)).length).toBeGreaterThanOrEqual(11) // all jobs until a search ran

    await page.getByRole('button', { name: 'Klassische Suche' }).click()
    await expect.poll(() => mode(page)).toBe('classic')
    expect(await panel(page).count()).toBe(0)
    await page.getByLabel('Suchbegriff').fill('Confiseur')
    await page.waitForURL(/q=Confiseur/)
    await expect.poll(() => cardTitles(page)).toEqual(['Confiseur (m/w/d) Browser-Test'])
    expect(await page.locator('[data-result-count]').innerText()).toBe('1 Stelle gefunden')
    await context.close()
  })

  it('AI mode: submit only with text and not while searching; Enter submits; results, toast and URL', async () => {
    const { page, context } = await visitor()
    await open(page, '/bewerbende')
    await page.getByRole('button', { name: 'Mit KI suchen' }).click()
    const box = panel(page).getByRole('searchbox')
    const submit = panel(page).getByRole('button', { name: /Suchen|Suche läuft/ })
    expect(await submit.isDisabled()).toBe(true)
    await box.fill('   \t ')
    expect(await submit.isDisabled()).toBe(true)
    await box.press('Enter') // nothing to search: no request, no navigation
    await box.fill('Barista in Lindau')
    expect(await submit.isEnabled()).toBe(true)

    // a slow answer keeps the button disabled while the search runs
    let requests = 0
    await page.route('**/api/ai-search', async (route) => {
      requests++
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/ai-search'))
    await box.press('Enter')
    await expect.poll(() => submit.innerText()).toContain('Suche läuft')
    expect(await submit.isDisabled()).toBe(true)
    await box.press('Enter') // a second Enter while searching sends nothing
    const answer = (await (await answered).json()) as { matchedJobIds: number[]; confidence: number }
    expect(requests).toBe(1)

    await page.waitForURL((url) => url.searchParams.get('ki') === 'Barista in Lindau')
    const n = answer.matchedJobIds.length
    expect(n).toBe(2)
    await expect.poll(() => toast(page, '2 Jobs gefunden').count()).toBe(1)
    expect(await toast(page, '2 Jobs gefunden').getAttribute('data-type')).toBe('success')
    await expect.poll(() => resultsHeading(page).innerText()).toBe('Suchergebnisse: "Barista in Lindau"')
    expect(await page.getByTestId('ki-anzahl').innerText()).toBe('2 passende Positionen')
    expect((await cardTitles(page)).sort()).toEqual(['Barista (m/w/d) Browser-Test', 'Barista Teamleitung (m/w/d) Browser-Test'])
    // AI mode shows its own panel with the query, not the classic filter bar and its count
    expect(await mode(page)).toBe('ai')
    expect(await filterBar(page).count()).toBe(0)
    expect(await page.getByText(/Stellen? gefunden/).count()).toBe(0)
    expect(await panel(page).getByRole('searchbox').inputValue()).toBe('Barista in Lindau')
    // reasoning without numbers in parentheses; confidence shown because it is above 0
    const reasoning = await page.getByTestId('ki-begruendung').innerText()
    expect(reasoning).toMatch(/barista/i)
    expect(reasoning).not.toMatch(/\([^)]*\d[^)]*\)/)
    expect(answer.confidence).toBeGreaterThan(0)
    expect(await page.getByTestId('ki-konfidenz').innerText()).toBe(`Übereinstimmung: ${Math.round(answer.confidence)} %`)

    // the result lives in the URL: a reload shows it again (rendered on the server, no new toast)
    await page.unroute('**/api/ai-search')
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1))
    await page.reload()
    await hydrated(page)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined() // a real reload
    expect(await resultsHeading(page).innerText()).toBe('Suchergebnisse: "Barista in Lindau"')
    expect((await cardTitles(page)).length).toBe(2)
    expect(await mode(page)).toBe('ai')
    expect(await toastTitles(page)).toEqual([])
    await context.close()
  })

  it('AI panel, results and toasts have no axe violations (WCAG 2.1 AA)', async () => {
    const { page, context, box } = await aiPanelOnPhone()
    await box.fill('Barista in Lindau')
    await box.press('Enter')
    await page.waitForURL((url) => url.searchParams.has('ki'))
    await expect.poll(() => toastTitles(page)).toEqual(['2 Jobs gefunden'])
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
    const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
    await context.close()
  })

  it('one match says "1 Job gefunden" / "1 passende Position"', async () => {
    const { page, context } = await visitor()
    await open(page, '/bewerbende')
    await heroBox(page).getByRole('searchbox').fill('Confiseur Pralinen')
    await heroBox(page).getByRole('button', { name: 'Suchen' }).click()
    await page.waitForURL((url) => url.searchParams.get('ki') === 'Confiseur Pralinen')
    await expect.poll(() => toastTitles(page)).toEqual(['1 Job gefunden'])
    await expect.poll(() => page.getByTestId('ki-anzahl').innerText()).toBe('1 passende Position')
    expect(await cardTitles(page)).toEqual(['Confiseur (m/w/d) Browser-Test'])
    await context.close()
  })

  it('no match: info toast, the no-match message, no confidence; "Neue KI-Suche starten" opens an empty AI panel', async () => {
    const { page, context, box } = await aiPanelOnPhone()
    await box.fill('Astronaut Raumstation')
    await panel(page).getByRole('button', { name: 'Suchen' }).click()
    await page.waitForURL((url) => url.searchParams.get('ki') === 'Astronaut Raumstation')
    await expect.poll(() => toastTitles(page)).toEqual(['Keine passenden Jobs gefunden'])
    expect(await toast(page, 'Keine passenden Jobs gefunden').getAttribute('data-type')).toBe('info')
    await expect.poll(() => resultsHeading(page).innerText()).toBe('Suchergebnisse: "Astronaut Raumstation"')
    expect(await page.getByTestId('ki-anzahl').innerText()).toBe('0 passende Positionen')
    expect(await page.getByText('Keine passenden Jobs gefunden. Versuche eine andere Suchanfrage.').isVisible()).toBe(true)
    expect(await page.getByTestId('ki-konfidenz').count()).toBe(0)
    expect(await cardTitles(page)).toEqual([])

    await page.getByRole('button', { name: 'Neue KI-Suche starten' }).click()
    await page.waitForURL((url) => url.pathname === '/bewerbende' && !url.searchParams.has('ki'))
    await expect.poll(() => resultsHeading(page).count()).toBe(0)
    expect(await mode(page)).toBe('ai')
    expect(await box.inputValue()).toBe('') // the same panel's box, now empty
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await heroBox(page).getByRole('searchbox').inputValue()).toBe('')
    await expect.poll(async () => (await cardTitles(page)).length).toBeGreaterThanOrEqual(11)
    // the panel sits in view for the new search (polled: the scroll is smooth, and corrected
    // while the new page settles)
    const panelInView = () =>
      panel(page).evaluate((el) => {
        const top = el.getBoundingClientRect().top
        return top >= 0 && top < window.innerHeight / 2
      })
    await expect.poll(panelInView, { timeout: 5000 }).toBe(true)
    await context.close()
  })

  it('"Alle N Jobs anzeigen" clears the AI results and shows every job with the classic filters', async () => {
    const { page, context } = await visitor()
    await open(page, '/bewerbende')
    const total = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'))
    expect(total).toBeGreaterThanOrEqual(11)
    await open(page, `/bewerbende?ki=${encodeURIComponent('Barista in Lindau')}`)
    await page.getByRole('link', { name: `Alle ${total} Jobs anzeigen` }).click()
    await page.waitForURL((url) => url.pathname === '/bewerbende' && url.search === '')
    await expect.poll(() => mode(page)).toBe('classic')
    expect(await resultsHeading(page).count()).toBe(0)
    expect(await page.locator('[data-result-count]').innerText()).toBe(`${total} Stellen gefunden`)
    expect((await cardTitles(page)).length).toBe(Math.min(total, 12))
    await context.close()
  })

  it('leaving AI mode with results shown goes back to the classic list', async () => {
    const { page, context } = await visitor()
    await open(page, `/bewerbende?ki=${encodeURIComponent('Barista in Lindau')}`)
    expect(await mode(page)).toBe('ai')
    await page.getByRole('button', { name: 'Klassische Suche' }).click()
    await page.waitForURL((url) => !url.searchParams.has('ki'))
    await expect.poll(() => resultsHeading(page).count()).toBe(0)
    expect(await mode(page)).toBe('classic')
    expect((await cardTitles(page)).length).toBeGreaterThanOrEqual(11)
    await context.close()
  })

  it('reasoning and confidence are cleared while the search text is empty', async () => {
    const { page, context } = await visitor()
    await open(page, `/bewerbende?ki=${encodeURIComponent('Barista in Lindau')}`)
    expect(await page.getByTestId('ki-begruendung').isVisible()).toBe(true)
    expect(await page.getByTestId('ki-konfidenz').isVisible()).toBe(true)
    const box = panel(page).getByRole('searchbox')
    await box.fill('')
    await expect.poll(() => page.getByTestId('ki-begruendung').count()).toBe(0)
    expect(await page.getByTestId('ki-konfidenz').count()).toBe(0)
    expect(await resultsHeading(page).innerText()).toBe('Suchergebnisse: "Barista in Lindau"') // the results stay
    await box.fill('Barista')
    await expect.poll(() => page.getByTestId('ki-begruendung').count()).toBe(1)
    await context.close()
  })

  it('the board quick searches lead into the AI results', async () => {
    const { page, context } = await visitor()
    await open(page, '/bewerbende')
    await page.getByRole('navigation', { name: 'Schnellsuche' }).getByRole('link', { name: 'Jobs in München' }).click()
    await page.waitForURL((url) => url.searchParams.get('ki') === 'Jobs in München')
    await expect.poll(() => resultsHeading(page).innerText()).toBe('Suchergebnisse: "Jobs in München"')
    expect(await cardTitles(page)).toContain('Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit')
    await expect.poll(() => mode(page)).toBe('ai')
    expect(await heroBox(page).getByRole('searchbox').inputValue()).toBe('Jobs in München')
    await context.close()
  })

  it('searching on /stellenangebote keeps the visitor on /stellenangebote', async () => {
    const { page, context } = await visitor()
    await open(page, '/stellenangebote')
    await heroBox(page).getByRole('searchbox').fill('Barista in Lindau')
    await heroBox(page).getByRole('searchbox').press('Enter')
    await page.waitForURL((url) => url.pathname === '/stellenangebote' && url.searchParams.get('ki') === 'Barista in Lindau')
    await expect.poll(() => resultsHeading(page).isVisible()).toBe(true)
    await page.getByRole('link', { name: /^Alle \d+ Jobs anzeigen$/ }).click()
    await page.waitForURL((url) => url.pathname === '/stellenangebote' && url.search === '')
    await context.close()
  })

  describe('home page', () => {
    it('the AI search navigates to the board with the results when a job matches (replacing the history entry)', async () => {
      const { page, context } = await visitor()
      await open(page, '/ueber-uns')
      await open(page, '/')
      const box = page.locator('#ki-jobsuche').getByRole('search', { name: 'KI-Jobsuche' })
      await box.getByRole('searchbox').fill('Küchenchef in Hamburg')
      await box.getByRole('searchbox').press('Enter')
      await page.waitForURL((url) => url.pathname === '/bewerbende' && url.searchParams.get('ki') === 'Küchenchef in Hamburg')
      await expect.poll(() => resultsHeading(page).innerText()).toBe('Suchergebnisse: "Küchenchef in Hamburg"')
      expect((await cardTitles(page))[0]).toBe('Küchenchef (m/w/d)')
      const n = (await cardTitles(page)).length
      await expect.poll(() => toastTitles(page)).toEqual([n === 1 ? '1 Job gefunden' : `${n} Jobs gefunden`])
      // the results are in view
      await expect.poll(() => resultsHeading(page).evaluate((el) => el.getBoundingClientRect().top)).toBeLessThan(400)
      // replace: back goes to the page before the home page
      await page.goBack()
      await page.waitForURL((url) => url.pathname === '/ueber-uns')
      await context.close()
    })

    it('with no match it stays on the home page and says so', async () => {
      const { page, context } = await visitor({ width: 390 })
      await open(page, '/')
      const box = page.locator('#ki-jobsuche').getByRole('search', { name: 'KI-Jobsuche' })
      await box.getByRole('searchbox').fill('Astronaut Raumstation')
      await box.getByRole('button', { name: 'Suchen' }).click()
      await expect.poll(() => toastTitles(page)).toEqual(['Keine passenden Jobs gefunden'])
      await expect.poll(() => page.locator('#ki-jobsuche [role="status"]').innerText()).toBe('Keine passenden Jobs gefunden. Versuche eine andere Suchanfrage.')
      await page.waitForTimeout(500)
      expect(new URL(page.url()).pathname).toBe('/')
      // emptying the box clears the message
      await box.getByRole('searchbox').fill('')
      expect(await page.locator('#ki-jobsuche [role="status"]').innerText()).toBe('')
      await context.close()
    })

    it('a quick-search chip runs the AI search and opens its results', async () => {
      const { page, context } = await visitor()
      await open(page, '/')
      await page.locator('#ki-jobsuche').getByRole('button', { name: 'Führungspositionen' }).click()
      await page.waitForURL((url) => url.pathname === '/bewerbende' && url.searchParams.get('ki') === 'Führungspositionen')
      await expect.poll(() => resultsHeading(page).innerText()).toBe('Suchergebnisse: "Führungspositionen"')
      expect((await cardTitles(page)).length).toBeGreaterThan(0)
      await expect.poll(async () => (await toastTitles(page))[0]).toMatch(/^\d+ Jobs? gefunden$/)
      await context.close()
    })
  })

  describe('when the search fails', () => {
    it('too many searches: the error toast with the reason; the list stays as it was', async () => {
      const ip = '192.0.2.250'
      const { page, context } = await visitor({ ip })
      // ten searches from this visitor in the same minute use up the limit
      for (let i = 0; i < 10; i++) {
        const response = await context.request.post('/api/ai-search', { data: { query: `Koch ${i}` } })
        expect(response.status()).toBe(200)
      }
      // The window is a minute from the first search; a slow page load must not outlast it: the
      // visitor stays at the limit until the search below, however long the steps take.
      const stayLimited = async () => {
        for (let i = 0; i < 11 && (await context.request.post('/api/ai-search', { data: { query: 'Koch' } })).status() !== 429; i++);
      }
      await open(page, '/bewerbende')
      const before = await cardTitles(page)
      await stayLimited()
      await heroBox(page).getByRole('searchbox').fill('Barista in Lindau')
      await heroBox(page).getByRole('button', { name: 'Suchen' }).click()
      await expect.poll(() => toastTitles(page)).toEqual(['KI-Suche fehlgeschlagen. Versuche es erneut.'])
      const failed = toast(page, 'KI-Suche fehlgeschlagen. Versuche es erneut.')
      expect(await failed.getAttribute('data-type')).toBe('error')
      expect(await failed.locator('[data-description]').innerText()).toBe('Zu viele Suchanfragen. Bitte warte einen Moment und versuche es dann erneut.')
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
      const { violations } = await new AxeBuilder({ page }).include('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa']).analyze()
      expect(
        violations.map((v) => v.id),
        'axe violations in the error toast',
      ).toEqual([])
      expect(kiParam(page)).toBeNull()
      expect(await cardTitles(page)).toEqual(before)
      // the box keeps the text and can be sent again
      expect(await heroBox(page).getByRole('searchbox').inputValue()).toBe('Barista in Lindau')
      expect(await heroBox(page).getByRole('button', { name: 'Suchen' }).isEnabled()).toBe(true)

      // the home page's search shows the same and stays
      await open(page, '/')
      const box = page.locator('#ki-jobsuche').getByRole('search', { name: 'KI-Jobsuche' })
      await box.getByRole('searchbox').fill('Küchenchef in Hamburg')
      await stayLimited()
      await box.getByRole('searchbox').press('Enter')
      await expect.poll(() => toastTitles(page)).toEqual(['KI-Suche fehlgeschlagen. Versuche es erneut.'])
      expect(new URL(page.url()).pathname).toBe('/')
      await context.close()
    })

    it('no connection: toast "KI-Suche fehlgeschlagen"', async () => {
      const { page, context } = await visitor()
      await open(page, '/bewerbende')
      await page.route('**/api/ai-search', (route) => route.abort('internetdisconnected'))
      await heroBox(page).getByRole('searchbox').fill('Barista in Lindau')
      await heroBox(page).getByRole('button', { name: 'Suchen' }).click()
      await expect.poll(() => toastTitles(page)).toEqual(['KI-Suche fehlgeschlagen'])
      expect(kiParam(page)).toBeNull()
      expect(await heroBox(page).getByRole('button', { name: 'Suchen' }).isEnabled()).toBe(true)
      await context.close()
    })
  })
})
