import { describe, expect, it } from 'vitest'
import { newPage, type Page, useBrowser } from '../support/browser'

const browser = useBrowser()
const collator = new Intl.Collator('de', { sensitivity: 'base' })

const cardTitles = (page: Page) => page.locator('[data-job-card] h3').allInnerTexts()
const search = (page: Page) => page.getByLabel('Suchbegriff')

describe('job board: filters, chips, sorting', () => {
  it('renders the filtered list from the URL on the server (no JavaScript needed)', async () => {
    const { page, context } = await newPage(browser(), { javaScriptEnabled: false })
    await page.goto('/bewerbende?ort=M%C3%BCnchen')
    expect(await cardTitles(page)).toEqual(['Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit'])
    expect(await page.locator('[data-filter-chip="location"]').innerText()).toContain('Ort: München')
    await expect.poll(() => page.locator('#filter').count()).toBe(1)

    // the board's search parameter and a umlaut-free spelling
    await page.goto('/stellenangebote?search=kuechenchef')
    expect(await cardTitles(page)).toEqual(['Küchenchef (m/w/d)'])

    // the GET form works without JavaScript
    await page.goto('/bewerbende')
    expect((await cardTitles(page)).length).toBeGreaterThanOrEqual(8)
    await search(page).fill('Inselresort') // the company
    await page.getByRole('search', { name: 'Stellenangebote filtern' }).getByRole('button', { name: 'Suchen', exact: true }).click()
    await page.waitForURL(/q=Inselresort/)
    expect(await cardTitles(page)).toEqual(['Sous Chef (m/w/d)'])
    await context.close()
  })

  it('typing filters after 300 ms without a reload and keeps the scroll position', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1280, height: 700 } })
    await page.goto('/bewerbende')
    const all = (await cardTitles(page)).length
    await page.locator('#filter').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 200))
    const scrollBefore = await page.evaluate(() => window.scrollY)
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42))

    await search(page).pressSequentially('KÜCHE', { delay: 40 })
    await page.waitForURL(/q=K%C3%9CCHE/)
    await expect.poll(() => cardTitles(page)).toEqual(expect.arrayContaining(['Küchenchef (m/w/d)', 'Sous Chef (m/w/d)']))
    const filtered = await cardTitles(page)
    expect(filtered.length).toBeLessThan(all)
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42) // no full reload
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(50)
    await context.close()
  })

  it('typing on after the first result keeps the field, the cursor and the text', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/bewerbende')
    await search(page).pressSequentially('Kü', { delay: 40 })
    await page.waitForURL(/q=K%C3%BC$/)
    await expect.poll(() => page.locator('[data-result-count]').getAttribute('data-result-count')).not.toBe(null)
    await page.waitForTimeout(400) // the filtered list is in place
    await page.keyboard.type('chenchef', { delay: 40 })
    await page.waitForURL(/q=K%C3%BCchenchef/)
    expect(await search(page).inputValue()).toBe('Küchenchef')
    expect(await search(page).evaluate((input) => input === document.activeElement)).toBe(true)
    await expect.poll(() => cardTitles(page)).toEqual(['Küchenchef (m/w/d)'])
    await context.close()
  })

  it('shows 6 skeleton cards while the next result is loading', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/bewerbende')
    // hold back the server's answer to the filter change so the loading state is observable
    await page.route(
      (url) => url.searchParams.has('_rsc') && url.searchParams.get('q') === 'Spa',
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500))
        await route.continue()
      },
    )
    await search(page).fill('Spa')
    await expect.poll(() => page.locator('[data-job-skeleton]').count(), { timeout: 1400 }).toBe(6)
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(['Spa Manager (m/w/d)'])
    expect(await page.locator('[data-job-skeleton]').count()).toBe(0)
    await context.close()
  })

  it('waits for the last change: one URL update for a burst of typing', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/bewerbende')
    const urls: string[] = []
    page.on('framenavigated', (frame) => frame === page.mainFrame() && urls.push(frame.url()))
    await search(page).pressSequentially('Spa', { delay: 50 })
    await page.waitForURL(/q=Spa/)
    await page.waitForTimeout(500)
    expect(urls.filter((u) => /q=S/.test(u))).toEqual([expect.stringMatching(/q=Spa$/)])
    await context.close()
  })

  it('asks the server for the route of a filtered board instead of guessing a CMS page', async () => {
    // Next's router learns /[slug] from the header's /verpachtung and took /bewerbende?q=… for such
    // a page (the proxy's rewrite is invisible to it): the board went blank until the server's
    // answer came, and keys typed meanwhile were lost (src/app/(frontend)/bewerbende/README.md).
    const { page, context } = await newPage(browser())
    const cmsPageGuesses: string[] = []
    page.on('request', (request) => {
      const segment = request.headers()['next-router-segment-prefetch'] ?? ''
      if (new URL(request.url()).pathname === '/bewerbende' && segment.includes('$d$slug')) cmsPageGuesses.push(`${request.url()} ${segment}`)
    })
    const learned = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/verpachtung' && !!response.request().headers()['next-router-segment-prefetch']?.includes('$d$slug'),
    )
    await page.goto('/bewerbende')
    await learned
    await search(page).fill('Spa')
    await page.waitForURL(/q=Spa/)
    await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(['Spa Manager (m/w/d)'])
    expect(cmsPageGuesses).toEqual([])
    await context.close()
  })

  it('shows active filters as chips, removes them one by one and all with Zurücksetzen', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/bewerbende')
    await search(page).fill('Hoteldirektor General')
    await page.waitForURL(/q=Hoteldirektor/)
    await expect.poll(() => page.locator('[data-filter-chip="search"]').innerText()).toContain('Suche: Hoteldirekto...')

    await page.locator('[data-filter-chip="search"]').click()
    await page.waitForURL((url) => !url.searchParams.has('q'))
    expect(await search(page).inputValue()).toBe('')

    await page.getByLabel('PLZ oder Ort').fill('Hamburg')
    await page.getByLabel('Bereich', { exact: true }).selectOption('Küche')
    await page.waitForURL(/bereich=K%C3%BCche/)
    await expect.poll(() => page.locator('[data-filter-chip]').count()).toBe(2)
    await expect.poll(() => cardTitles(page)).toEqual(['Küchenchef (m/w/d)'])
    // the suggestions come from the data
    expect(await page.locator('#filter-ort-list option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).toEqual(
      expect.arrayContaining(['Berlin', 'Sylt']),
    )

    await page.getByRole('link', { name: 'Zurücksetzen' }).click()
    await page.waitForURL((url) => url.pathname === '/bewerbende' && url.search === '')
    await expect.poll(() => page.locator('[data-filter-chip]').count()).toBe(0)
    expect((await cardTitles(page)).length).toBeGreaterThanOrEqual(8)
    expect(await page.getByLabel('PLZ oder Ort').inputValue()).toBe('')
    await context.close()
  })

  it('sorts ascending by default and the button toggles the direction', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/bewerbende')
    await page.getByLabel('Sortieren nach').selectOption('title')
    await page.waitForURL(/sort=title/)
    await expect
      .poll(async () => {
        const titles = await cardTitles(page)
        return titles.join('|') === [...titles].sort(collator.compare).join('|') && titles[0]
      })
      .toBe('F&B Manager (m/w/d)')

    await page.locator('[data-sort-order="asc"]').click()
    await page.waitForURL(/order=desc/)
    await expect
      .poll(async () => {
        const titles = await cardTitles(page)
        return titles.join('|') === [...titles].sort(collator.compare).reverse().join('|')
      })
      .toBe(true)
    expect(await page.locator('[data-sort-order]').innerText()).toContain('Absteigend')

    await page.locator('[data-sort-order="desc"]').click()
    await page.waitForURL((url) => !url.searchParams.has('order'))
    await context.close()
  })

  it('quick searches lead into the AI search; the list button scrolls to the jobs; cards link to the detail', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/bewerbende')
    for (const text of ['Jobs in München', 'Gastronomie-Jobs', 'Vollzeit-Stellen', 'Führungspositionen']) {
      expect(await page.getByRole('link', { name: text }).getAttribute('href')).toBe(`/bewerbende?ki=${encodeURIComponent(text)}#stellen`)
    }
    await page.getByRole('link', { name: 'Zu den Stellenangeboten' }).click()
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('stellen')!.getBoundingClientRect().top))).toBeLessThan(200)

    await page.getByRole('link', { name: 'Spa Manager (m/w/d)' }).click()
    await page.waitForURL(/\/stellenangebote\/beispiel-spa-manager-bayern$/)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Spa Manager (m/w/d)')
    await context.close()
  })

  it('an AI query in the URL shows the AI results header instead of the classic list', async () => {
    const { page, context } = await newPage(browser())
    await page.goto(`/bewerbende?ki=${encodeURIComponent('Jobs in München')}`)
    expect(await page.getByRole('heading', { name: /Suchergebnisse: "Jobs in München"/ }).isVisible()).toBe(true)
    expect(await page.locator('#filter').count()).toBe(1)
    await context.close()
  })

  it('card shows the teaser, or a fallback text, and never a third-party image', async () => {
    const { page, context } = await newPage(browser())
    const external: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.hostname !== 'localhost') external.push(request.url())
    })
    await page.goto('/bewerbende')
    const card = page.locator('[data-job-card="beispiel-fb-manager-berlin"]')
    expect(await card.innerText()).toContain('Verantwortung für Restaurant, Bar, Bankett')
    expect(await card.innerText()).not.toContain('40 Stunden pro Woche')
    expect(external).toEqual([])
    await context.close()
  })
})
