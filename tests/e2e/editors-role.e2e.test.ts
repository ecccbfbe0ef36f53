import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, newPage, shot, type Browser } from '../support/browser'
import { enrolledStaffHeaders, staffHeaders, testStaffAccounts } from '../support/rest'
import { E2E_ADMIN } from '../support/credentials'

const url = (path: string) => `${baseUrl()}${path}`
const PASSWORD = 'Redaktion-Passwort-2026'
let admin: Record<string, string>
let browser: Browser

const createUser = testStaffAccounts(PASSWORD)

beforeAll(async () => {
  ;[admin, browser] = await Promise.all([staffHeaders(), launchBrowser()])
})
afterAll(() => browser?.close())

describe('the editor role in the admin', () => {
  it('an editor sees only their own account and no settings they may not change; an admin sees every colleague', async () => {
    const editor = await createUser('editor', 'redaktion-eigen')
    const colleague = await createUser('editor', 'redaktion-kollegin')
    const headers = (await enrolledStaffHeaders({ email: editor.email, password: PASSWORD })).headers as Record<string, string>

    // REST: the list holds the editor alone; a colleague's account is not found
    const list = await (await fetch(url('/api/users?limit=100&depth=0'), { headers })).json()
    expect(list.docs.map((user: { email: string }) => user.email)).toEqual([editor.email])
    expect((await fetch(url(`/api/users/${colleague.id}`), { headers })).status).toBe(404)
    const all = await (await fetch(url('/api/users?limit=100&depth=0'), { headers: admin })).json()
    expect(all.docs.map((user: { email: string }) => user.email)).toEqual(expect.arrayContaining([editor.email, colleague.email]))

    // the admin as the editor sees it
    const { page, context } = await newPage(browser, { viewport: { width: 1440, height: 1000 } })
    try {
      const [name, value] = headers.cookie.split('=')
      await context.addCookies([
        { name: 'payload-token', value: headers.authorization.replace(/^JWT /, ''), url: baseUrl() },
        { name, value, url: baseUrl() },
      ])
      await page.goto('/admin/collections/users')
      await expect.poll(() => page.getByText(editor.email).first().isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await page.getByText(colleague.email).count()).toBe(0)
      expect(await page.getByText(E2E_ADMIN.email).count()).toBe(0)
      await shot(page, 'editor-users-own-only')

      // the navigation offers no „Website-Einstellungen“
      const nav = page.locator('nav').first()
      expect(await nav.getByText('Website-Einstellungen').count()).toBe(0)
      expect(await page.locator('a[href$="/admin/globals/site-settings"]').count()).toBe(0)

      // their own account: name, e-mail and password; no greyed „Rolle“ or second-factor switch
      await page.goto(`/admin/collections/users/${editor.id}`)
      await expect.poll(() => page.locator('#field-email').isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await page.locator('#field-role').count()).toBe(0)
      expect(await page.locator('#field-totpEnabled').count()).toBe(0)
      expect(await page.getByText('Rolle', { exact: true }).count()).toBe(0)
      await shot(page, 'editor-own-account')
    } finally {
      await context.close()
    }

    // an admin still sees and changes both
    const adminPage = await newPage(browser, { viewport: { width: 1440, height: 1000 } })
    try {
      const [name, value] = admin.cookie.split('=')
      await adminPage.context.addCookies([
        { name: 'payload-token', value: admin.authorization.replace(/^JWT /, ''), url: baseUrl() },
        { name, value, url: baseUrl() },
      ])
      await adminPage.page.goto(`/admin/collections/users/${colleague.id}`)
      await expect.poll(() => adminPage.page.locator('#field-role').isVisible(), { timeout: 30_000 }).toBe(true)
      expect(await adminPage.page.locator('#field-totpEnabled').count()).toBe(1)
      await adminPage.page.goto('/admin')
      await expect.poll(() => adminPage.page.locator('a[href$="/admin/globals/site-settings"]').count(), { timeout: 30_000 }).toBeGreaterThan(0)
    } finally {
      await adminPage.context.close()
    }
  })
})
