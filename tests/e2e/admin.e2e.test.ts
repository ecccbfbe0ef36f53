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

  it('refuses anonymous REST reads of contact requests and users, and has no GraphQL', async () => {
    for (const path of ['/api/contact-requests', '/api/users', '/api/import-runs']) {
      const response = await fetch(`${baseUrl()}${path}`)
      expect([401, 403]).toContain(response.status)
    }
    const graphql = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ContactRequests { docs { email message } } }' }),
    })
    // GraphQL is switched off: no schema, no data, for anyone
    expect(graphql.status).toBe(404)
    expect(await graphql.text()).not.toContain('ContactRequests')
  })

  it('shows jobs on the public board, not through the anonymous API (the site reads them on the server)', async () => {
    expect((await fetch(`${baseUrl()}/api/jobs?limit=1`)).status).toBe(403)
    const board = await fetch(`${baseUrl()}/bewerbende`)
    expect(board.status).toBe(200)
    expect(await board.text()).toContain('Küchenchef')
  })
})
