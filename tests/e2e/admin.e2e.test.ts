import { describe, expect, it } from 'vitest'
import { baseUrl, loginAsStaff, newPage, useBrowser } from '../support/browser'

const browser = useBrowser()

describe('admin panel and API access', () => {
  it('shows the German login and lets staff in to a German dashboard', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/admin')
    await page.waitForURL(/\/admin\/login/)
    expect(await page.locator('html').getAttribute('lang')).toBe('de')
    await expect.poll(() => page.getByRole('button', { name: 'Anmelden' }).isVisible()).toBe(true)

    await loginAsStaff(page)
    await expect.poll(() => page.getByText('Stellenangebote').first().isVisible(), { timeout: 30_000 }).toBe(true)
    for (const label of ['Kontaktanfragen', 'Referenzen', 'Seiten', 'Website-Einstellungen']) {
      expect(await page.getByText(label).first().isVisible()).toBe(true)
    }
    await context.close()
  })

  it('rejects a wrong password with a German message', async () => {
    const { page, context } = await newPage(browser())
    await page.goto('/admin/login')
    await page.getByLabel('E-Mail').fill('e2e-admin@example.com')
    await page.getByLabel('Passwort').fill('falsch')
    await page.getByRole('button', { name: 'Anmelden' }).click()
    await expect.poll(() => page.getByText('Die E-Mail-Adresse oder das Passwort sind nicht korrekt.').first().isVisible(), { timeout: 15_000 }).toBe(true)
    await context.close()
  })

  it('refuses anonymous REST and GraphQL reads of contact requests and users', async () => {
    for (const path of ['/api/contact-requests', '/api/users', '/api/import-runs']) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect([401, 403]).toContain(response.status)
    }
    const graphql = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ContactRequests { docs { email message } } }' }),
    })
    const body = await graphql.json()
    expect(body.data?.ContactRequests ?? null).toBeNull()
    expect(body.errors?.length).toBeGreaterThan(0)
  })

  it('serves public job data to anonymous visitors', async () => {
    const response = await fetch(`${baseUrl()}/api/jobs?limit=1`)
    expect(response.status).toBe(200)
    expect((await response.json()).totalDocs).toBeGreaterThan(0)
  })
})
