import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, decideCookies, newPage, shot, useBrowser, type Page } from '../support/browser'
import { createJob, deleteJob, staffToken, type StaffAuth } from '../support/board'
import { currentJobs } from '@/features/jobs/boardEntry'
import { isLeaseJob, LEASE_BATCH_SIZE } from '@/lib/jobs/lease'

const browser = useBrowser()
const POLL = { timeout: 20_000 }
const CREATED = 12 // with the seed's one: more than the section's batch and more than one board page (12)
let token: StaffAuth
const created: number[] = []
/** the created offers' titles, newest first */
const titles = Array.from({ length: CREATED }, (_, i) => `Pächter (m/w/d) Testobjekt ${String(CREATED - i).padStart(2, '0')}`)

const cardTitles = (page: Page, scope = 'main') => page.locator(`${scope} [data-job-card] h3`).allInnerTexts()

/** Every open lease offer by the lease rule, from the API (not from the site's own index). */
async function leaseOffersInDatabase(): Promise<string[]> {
  const response = await fetch(`${baseUrl()}/api/jobs?limit=1000&depth=0`, { headers: token })
  const { docs } = (await response.json()) as { docs: { title: string; description?: string | null; applicationDeadline?: string | null }[] }
  return currentJobs(docs)
    .filter(isLeaseJob)
    .map((job) => job.title)
}

describe('/verpachtung#paechter-jobs with many lease offers', () => {
  beforeAll(async () => {
    token = await staffToken()
    const now = Date.now()
    for (const [i, title] of titles.entries()) {
      const job = await createJob(token, {
        title,
        company: 'Pachtbörse E2E',
        location: 'Lüneburg',
        description: '<p>Traditionsgasthof mit Gaststube und Biergarten, voll eingerichtet.</p>',
        publishDate: new Date(now - i * 60_000).toISOString(),
      })
      created.push(job.id)
    }
  })
  afterAll(async () => {
    for (const id of created) await deleteJob(token, id)
  })

  it('shows the newest six with the count and a link to all of them on the board, which pages the rest', async () => {
    const all = await leaseOffersInDatabase()
    expect(all.length).toBeGreaterThan(12)
    const { page, context } = await newPage(browser())
    await decideCookies(page)
    const section = page.locator('#paechter-jobs')
    // the cached page is rendered anew after the jobs changed
    await expect
      .poll(async () => {
        await page.goto('/verpachtung')
        return cardTitles(page, '#paechter-jobs')
      }, POLL)
      .toEqual(titles.slice(0, LEASE_BATCH_SIZE))
    expect(await section.locator('[data-lease-more] p').innerText()).toBe(`6 von ${all.length} Pachtangeboten`)
    const more = section.getByRole('link', { name: `Alle ${all.length} Pachtangebote anzeigen` })
    expect(await more.getAttribute('href')).toBe('/stellenangebote?pacht=1#stellen')
    await more.click()
    await page.waitForURL((url) => url.pathname === '/stellenangebote' && url.search === '?pacht=1')
    await page.locator('[data-filter-chip="lease"]').waitFor()
    expect((await cardTitles(page, '#stellen')).slice(0, LEASE_BATCH_SIZE)).toEqual(titles.slice(0, LEASE_BATCH_SIZE)) // the section's six come first
    await context.close()

    // the board's lease list and its pages work without JavaScript
    const plain = await newPage(browser(), { javaScriptEnabled: false })
    await plain.page.goto('/stellenangebote?pacht=1#stellen')
    expect(await plain.page.locator('[data-filter-chip="lease"]').innerText()).toContain('Nur Pachtangebote')
    expect(await plain.page.locator('[data-result-count]').getAttribute('data-result-count')).toBe(String(all.length))
    const firstPage = await cardTitles(plain.page, '#stellen')
    expect(firstPage).toHaveLength(12)
    await plain.page.getByRole('link', { name: 'Weitere Stellen laden' }).click()
    await plain.page.waitForURL(/[?&]seite=2/)
    expect(new URL(plain.page.url()).searchParams.get('pacht')).toBe('1')
    const rest = await cardTitles(plain.page, '#stellen')
    expect([...firstPage, ...rest].sort()).toEqual([...all].sort())
    await plain.context.close()
  })

  it('the filter is a chip on the board: removing it shows every job again', async () => {
    const { page, context } = await newPage(browser())
    await decideCookies(page)
    await page.goto('/verpachtung#paechter-jobs')
    await page.locator('#paechter-jobs [data-lease-more]').scrollIntoViewIfNeeded()
    await shot(page, 'verpachtung-pachtangebote')
    await page
      .locator('#paechter-jobs')
      .getByRole('link', { name: /^Alle \d+ Pachtangebote anzeigen$/ })
      .click()
    await page.waitForURL((url) => url.pathname === '/stellenangebote' && url.search === '?pacht=1')
    const chip = page.locator('[data-filter-chip="lease"]')
    await chip.waitFor()
    const leaseCount = Number(await page.locator('[data-result-count]').getAttribute('data-result-count'))
    // a job alert cannot keep this filter, so it is not offered here
    expect(await page.getByRole('button', { name: /Job-Agent/ }).count()).toBe(0)
    await chip.click()
    await expect.poll(() => new URL(page.url()).search, POLL).toBe('')
    await expect.poll(async () => Number(await page.locator('[data-result-count]').getAttribute('data-result-count')), POLL).toBeGreaterThan(leaseCount)
    await context.close()
  })
})
