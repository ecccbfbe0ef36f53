import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, loginAsStaff, newPage, type Browser } from '../support/browser'
import { fetchManual, staffHeaders } from '../support/rest'

let browser: Browser
let headers: Record<string, string>
const created: number[] = []

async function createRedirect(data: unknown) {
  const response = await fetch(`${baseUrl()}/api/redirects`, { method: 'POST', headers, body: JSON.stringify(data) })
  expect(response.status, await response.clone().text()).toBe(201)
  const { doc } = (await response.json()) as { doc: { id: number; from: string } }
  created.push(doc.id)
  return doc
}

describe('redirects editors add in the admin', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
    headers = await staffHeaders()
  })
  afterAll(async () => {
    for (const id of created) await fetch(`${baseUrl()}/api/redirects/${id}`, { method: 'DELETE', headers })
    await browser?.close()
  })

  it('a new redirect to a custom URL works on the next request and ends when deleted', async () => {
    const before = await fetchManual('/alt/karriere.html')
    expect(before.status).toBe(404)

    const doc = await createRedirect({ from: 'https://alte-website.example.de/Alt/Karriere.html', to: { type: 'custom', url: '/bewerbende' } })
    expect(doc.from).toBe('/alt/karriere.html') // stored the way it is matched

    const after = await fetchManual('/alt/karriere.html')
    expect([301, 308]).toContain(after.status)
    expect(after.headers.get('location')).toBe('/bewerbende')
    // case and trailing slash of the old link do not matter
    const variant = await fetchManual('/ALT/Karriere.html')
    expect([301, 308]).toContain(variant.status)
    expect(variant.headers.get('location')).toBe('/bewerbende')

    await fetch(`${baseUrl()}/api/redirects/${doc.id}`, { method: 'DELETE', headers })
    created.splice(created.indexOf(doc.id), 1)
    expect((await fetchManual('/alt/karriere.html')).status).toBe(404)
  })

  it('a redirect to a page follows the page', async () => {
    const pages = await (await fetch(`${baseUrl()}/api/pages?where[slug][equals]=unternehmen&depth=0`, { headers })).json()
    const pageId = pages.docs[0].id
    await createRedirect({ from: '/firma/ueber-die-firma.php', to: { type: 'reference', reference: { relationTo: 'pages', value: pageId } } })
    const response = await fetchManual('/firma/ueber-die-firma.php')
    expect([301, 308]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/unternehmen')
  })

  // Single-segment paths would otherwise be CMS pages ([slug]): the proxy checks the page first.
  it('a redirect from a single-segment path works too', async () => {
    expect((await fetchManual('/team.html')).status).toBe(404)
    await createRedirect({ from: '/team.html', to: { type: 'custom', url: '/ueber-uns' } })
    const response = await fetchManual('/team.html')
    expect([301, 308]).toContain(response.status)
    expect(response.headers.get('location')).toBe('/ueber-uns')
  })

  it('visitors cannot create redirects', async () => {
    const response = await fetch(`${baseUrl()}/api/redirects`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '/boese', to: { type: 'custom', url: 'https://evil.example.com' } }),
    })
    expect([401, 403]).toContain(response.status)
  })

  it('shows the redirects in the German admin', async () => {
    const { page, context } = await newPage(browser)
    await loginAsStaff(page)
    await page.goto('/admin/collections/redirects/create')
    await expect.poll(() => page.getByText('Von (alte Adresse)').first().isVisible(), { timeout: 30_000 }).toBe(true)
    for (const label of ['Seite der Website', 'Eigene URL']) {
      // the radio group renders a moment after the first field
      await expect.poll(() => page.getByText(label).first().isVisible(), { message: label, timeout: 15_000 }).toBe(true)
    }
    await page.goto('/admin/collections/redirects')
    await expect.poll(() => page.getByText('Weiterleitungen').first().isVisible(), { timeout: 30_000 }).toBe(true)
    await context.close()
  })
})
