import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, loginAsStaff, newPage, type Browser, type Page } from '../support/browser'
import { staffHeaders } from '../support/rest'

const run = Date.now().toString(36)
const feed = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><jobs>${Array.from(
    { length: n },
    (_, i) => `<job><id>e2e-${run}-${i}</id><title>E2E-Stelle ${i} (m/w/d)</title><city>Lüneburg</city></job>`,
  ).join('')}</jobs>`

let browser: Browser
let ats: http.Server
let atsUrl: string
let body = feed(3)

/** A REST call from inside the admin page, with the staff member's session cookie. */
const apiFromPage = (page: Page, method: string, path: string, data?: unknown) =>
  page.evaluate(
    async ({ method, path, data }) =>
      (await fetch(path, { method, credentials: 'include', headers: { 'content-type': 'application/json' }, body: data ? JSON.stringify(data) : undefined }))
        .status,
    { method, path, data },
  )

const setFeedUrls = async (page: Page, urls: string[]) =>
  expect(await apiFromPage(page, 'POST', '/api/globals/site-settings', { feedUrls: urls.map((url) => ({ url })) })).toBe(200)

describe('sync page /admin/sync-jobs', () => {
  beforeAll(async () => {
    // The local ATS answers slowly so the running state is visible.
    ats = http.createServer((_req, res) => setTimeout(() => res.end(body), 1500))
    await new Promise<void>((resolve) => ats.listen(0, '127.0.0.1', resolve))
    atsUrl = `http://127.0.0.1:${(ats.address() as AddressInfo).port}/feed.xml`
    browser = await launchBrowser()
  })
  afterAll(async () => {
    // leave the shared e2e database as the seed made it, also when a test above failed half-way
    const headers = await staffHeaders()
    await fetch(`${baseUrl()}/api/globals/site-settings`, { method: 'POST', headers, body: JSON.stringify({ feedUrls: [] }) })
    await fetch(`${baseUrl()}/api/jobs?where[source][equals]=feed`, { method: 'DELETE', headers })
    await browser?.close()
    ats?.closeAllConnections()
    await new Promise((resolve) => ats?.close(resolve))
  })

  it('lets staff sync the feed and shows the counts, the toast and the run', async () => {
    // wide enough that the admin keeps its navigation open
    const { page, context } = await newPage(browser, { viewport: { width: 1600, height: 1000 } })
    await loginAsStaff(page)
    await setFeedUrls(page, [atsUrl])

    await page.goto('/admin')
    await page.locator('nav').getByRole('link', { name: 'Stellenangebote synchronisieren' }).click()
    await page.waitForURL(/\/admin\/sync-jobs$/)
    await expect.poll(() => page.getByRole('heading', { name: 'Stellenangebote synchronisieren', level: 1 }).isVisible(), { timeout: 30_000 }).toBe(true)

    await page.getByRole('button', { name: 'Stellenangebote jetzt synchronisieren' }).click()
    const busy = page.getByRole('button', { name: 'Synchronisiere...' })
    await expect.poll(() => busy.isVisible()).toBe(true)
    expect(await busy.isDisabled()).toBe(true)

    const result = page.getByRole('status', { name: 'Ergebnis der Synchronisierung' })
    await expect.poll(() => result.isVisible(), { timeout: 30_000 }).toBe(true)
    const count = (key: string) => result.locator(`[data-count="${key}"] dd`).textContent()
    expect(await count('totalJobs')).toBe('3')
    expect(await count('newJobs')).toBe('3')
    expect(await count('updatedJobs')).toBe('0')
    expect(await count('deletedJobs')).toBe('0')
    await expect.poll(() => page.getByText('Jobs erfolgreich synchronisiert!').isVisible()).toBe(true)
    expect(await page.getByText('3 Jobs geladen').isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Stellenangebote jetzt synchronisieren' }).isEnabled()).toBe(true)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/sync-jobs.png`, fullPage: true })
    // the list of runs refreshes with this run
    await expect.poll(() => page.locator('tr[data-status="success"]').count(), { timeout: 15_000 }).toBeGreaterThan(0)

    // the imported jobs are stored
    const jobs = await (await fetch(`${baseUrl()}/api/jobs?where[externalId][like]=e2e-${run}&limit=10`, { headers: await staffHeaders() })).json()
    expect(jobs.totalDocs).toBe(3)

    // a broken feed: error toast with the message, nothing changed
    body = '<jobs><job><title>kaputt'
    await page.getByRole('button', { name: 'Stellenangebote jetzt synchronisieren' }).click()
    await expect.poll(() => page.getByText('Fehler beim Synchronisieren').isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByText('Failed to parse XML').first().isVisible()).toBe(true)
    expect((await (await fetch(`${baseUrl()}/api/jobs?where[externalId][like]=e2e-${run}&limit=10`, { headers: await staffHeaders() })).json()).totalDocs).toBe(
      3,
    )

    // leave the shared e2e database as the seed made it
    await setFeedUrls(page, [])
    expect(await apiFromPage(page, 'DELETE', '/api/jobs?where[source][equals]=feed')).toBe(200)
    await context.close()
  })

  it('sends anonymous visitors to the login and refuses the endpoint', async () => {
    const { page, context } = await newPage(browser)
    await page.goto('/admin/sync-jobs')
    await page.waitForURL(/\/admin\/login/)
    await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Stellenangebote jetzt synchronisieren' }).count()).toBe(0)
    await context.close()

    const response = await fetch(`${baseUrl()}/api/sync-jobs`, { method: 'POST' })
    expect([401, 403]).toContain(response.status)
    // the cache purge a scheduled import calls needs the token derived from PAYLOAD_SECRET
    for (const headers of [{}, { 'x-revalidate-token': 'geraten' }] as Record<string, string>[]) {
      expect((await fetch(`${baseUrl()}/api/revalidate-jobs`, { method: 'POST', headers })).status).toBe(403)
    }
  })
})
