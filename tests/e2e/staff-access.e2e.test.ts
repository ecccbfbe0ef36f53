import { generate } from 'otplib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { E2E_ADMIN } from '../support/credentials'
import { baseUrl, launchBrowser, loginThroughForm, newPage, type Browser } from '../support/browser'
import { enrolledStaffHeaders, secondFactorCookie, staffHeaders, testStaffAccounts } from '../support/rest'
import { unusedTotpCode } from '../support/secondFactor'

/**
 * Access: what anonymous REST/GraphQL callers see, malformed ids, the per-client login
 * throttle, roles over REST, and the second factor (REST and the German admin in the browser).
 */
const url = (path: string) => `${baseUrl()}${path}`
const json = { 'content-type': 'application/json' }
const PASSWORD = 'Redaktion-Passwort-2026'
const stamp = Date.now()
let admin: Record<string, string>
let browser: Browser

async function login(email: string, password: string, client?: string) {
  return fetch(url('/api/users/login'), {
    method: 'POST',
    headers: { ...json, ...(client ? { 'x-forwarded-for': client } : {}) },
    body: JSON.stringify({ email, password }),
  })
}
async function tokenHeaders(email: string, password: string): Promise<Record<string, string>> {
  const response = await login(email, password)
  expect(response.status).toBe(200)
  return { ...json, authorization: `JWT ${(await response.json()).token}` }
}
const createUser = testStaffAccounts(PASSWORD)

beforeAll(async () => {
  admin = await staffHeaders()
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('anonymous REST and GraphQL see only what the public site shows', () => {
  it('the site settings, with their internal fields, are not readable; the site still shows them', async () => {
    const rest = await fetch(url('/api/globals/site-settings'))
    expect(rest.status).toBe(403)
    const body = await rest.text()
    for (const field of ['contactRecipientEmail', 'feedUrls', 'applyUrlTemplate', 'staffContacts', 'defaultStaffEmail']) expect(body).not.toContain(field)
    // GraphQL is switched off altogether
    const graphql = await fetch(url('/api/graphql'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ SiteSetting { contactRecipientEmail defaultStaffEmail applyUrlTemplate feedUrls { url } } }' }),
    })
    expect(graphql.status).toBe(404)
    expect(await graphql.text()).not.toMatch(/@example\.com|https?:\/\//)
    // the public site reads them on the server
    const home = await fetch(url('/impressum'))
    expect(home.status).toBe(200)
    const staffView = await (await fetch(url('/api/globals/site-settings'), { headers: admin })).json()
    expect(await home.text()).toContain(staffView.companyName)
  })

  it('lists of jobs, pages, references, redirects, media and users are closed to visitors', async () => {
    for (const collection of ['jobs', 'pages', 'references', 'redirects', 'media', 'users', 'contact-requests', 'import-runs']) {
      const response = await fetch(url(`/api/${collection}?pagination=false`))
      expect(response.status, collection).toBe(403)
    }
    const graphql = await fetch(url('/api/graphql'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ query: '{ Jobs(limit: 0) { docs { title } } }' }),
    })
    expect(graphql.status).toBe(404)
  })

  it('a list never comes whole: pagination=false and limit=0 still give pages of at most 100', async () => {
    const all = await (await fetch(url('/api/jobs?pagination=false&limit=1&depth=0'), { headers: admin })).json()
    expect(all.docs).toHaveLength(1)
    expect(all.totalDocs).toBeGreaterThan(1)
    const unlimited = await (await fetch(url('/api/jobs?limit=0&depth=0'), { headers: admin })).json()
    expect(unlimited.limit).toBe(100)
  })

  it('uploaded files stay public (the site shows them)', async () => {
    const form = new FormData()
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
    form.append('file', new Blob([png], { type: 'image/png' }), `zugriff-${stamp}.png`)
    form.append('_payload', JSON.stringify({ alt: 'Zugriffstest' }))
    const { authorization, cookie } = admin
    const upload = await fetch(url('/api/media'), { method: 'POST', headers: { authorization, cookie }, body: form })
    expect(upload.status).toBe(201)
    const { doc } = await upload.json()
    try {
      const file = await fetch(new URL(doc.url, baseUrl()))
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/image\/png/)
      expect((await fetch(url(`/api/media/${doc.id}`))).status).toBe(403)
    } finally {
      await fetch(url(`/api/media/${doc.id}`), { method: 'DELETE', headers: admin })
    }
  })
})

describe('malformed ids on REST paths', () => {
  it('answer 4xx, never 500', async () => {
    for (const path of ['/api/jobs/abc', '/api/pages/abc', '/api/users/abc', '/api/media/abc', '/api/contact-requests/abc', '/api/redirects/-1']) {
      for (const headers of [{}, admin]) {
        const response = await fetch(url(path), { headers })
        expect(response.status, `${path} ${headers === admin ? 'staff' : 'anonymous'}`).toBeGreaterThanOrEqual(400)
        expect(response.status, path).toBeLessThan(500)
      }
    }
    for (const method of ['PATCH', 'DELETE']) {
      const response = await fetch(url('/api/jobs/abc'), { method, headers: admin, body: method === 'PATCH' ? '{"title":"x"}' : undefined })
      expect(response.status, method).toBe(404)
    }
  })
})

describe('login throttle per client', () => {
  it('a flood of wrong passwords blocks the flooding client, not the real admin logging in elsewhere', async () => {
    const stranger = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await login(E2E_ADMIN.email, `falsch-${i}-aber-lang`, stranger)).status)
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401)) // ten wrong passwords, then the client waits
    expect(statuses.slice(10)).toEqual([429, 429])
    const blocked = await login(E2E_ADMIN.email, E2E_ADMIN.password, stranger)
    expect(blocked.status).toBe(429)
    expect((await blocked.json()).errors[0].message).toBe('Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.')
    // the admin, from another address, is not locked out
    expect((await login(E2E_ADMIN.email, E2E_ADMIN.password, '198.51.100.23')).status).toBe(200)
  })

  it('forgot-password is throttled per client and account', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 4; i++) {
      const response = await fetch(url('/api/users/forgot-password'), {
        method: 'POST',
        headers: { ...json, 'x-forwarded-for': '203.0.113.78' },
        body: JSON.stringify({ email: `niemand-${stamp}@example.com` }),
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('roles over REST', () => {
  it('editors cannot create users, change another user or the settings; passwords need 12 characters', async () => {
    const editor = await createUser('editor', 'rolle-redaktion')
    const other = await createUser('editor', 'rolle-kollege')
    const { headers } = await enrolledStaffHeaders({ email: editor.email, password: PASSWORD })
    expect(
      (await fetch(url('/api/users'), { method: 'POST', headers, body: JSON.stringify({ email: `x-${stamp}@example.com`, password: PASSWORD }) })).status,
    ).toBe(403)
    expect([403, 404]).toContain(
      (await fetch(url(`/api/users/${other.id}`), { method: 'PATCH', headers, body: JSON.stringify({ email: `gekapert-${stamp}@example.com` }) })).status,
    )
    expect((await fetch(url(`/api/users/${other.id}`), { method: 'DELETE', headers })).status).toBeGreaterThanOrEqual(403)
    expect((await fetch(url('/api/globals/site-settings'), { method: 'POST', headers, body: JSON.stringify({ phone: '0000' }) })).status).toBe(403)
    await fetch(url(`/api/users/${editor.id}`), { method: 'PATCH', headers, body: JSON.stringify({ role: 'admin' }) })
    // editors do not see roles at all; the admin sees it unchanged
    expect((await (await fetch(url(`/api/users/${editor.id}`), { headers: admin })).json()).role).toBe('editor')
    const short = await fetch(url(`/api/users/${editor.id}`), { method: 'PATCH', headers, body: JSON.stringify({ password: 'kurz' }) })
    expect(short.status).toBe(400)
    expect(JSON.stringify(await short.json())).toContain('Das Passwort muss mindestens 12 Zeichen lang sein.')
  })
})

describe('second factor', () => {
  it('a session that has not passed it is refused by the API; a wrong code too; the right one lets it in', async () => {
    const headers = await tokenHeaders(E2E_ADMIN.email, E2E_ADMIN.password)
    for (const path of ['/api/users', '/api/contact-requests', '/api/jobs', '/api/globals/site-settings']) {
      expect((await fetch(url(path), { headers })).status, path).toBe(403)
    }
    expect((await fetch(url('/api/sync-jobs'), { method: 'POST', headers })).status).toBe(403)
    const wrong = await fetch(url('/api/users/totp/verify'), { method: 'POST', headers, body: JSON.stringify({ code: '000000' }) })
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).error).toBe('Der Code ist ungültig. Bitte versuchen Sie es erneut.')
    expect(wrong.headers.getSetCookie()).toEqual([])
    const right = await fetch(url('/api/users/totp/verify'), { method: 'POST', headers, body: JSON.stringify({ code: await unusedTotpCode() }) })
    expect(right.status).toBe(200)
    expect((await fetch(url('/api/users'), { headers: { ...headers, cookie: secondFactorCookie(right) } })).status).toBe(200)
    // the cookie belongs to that login session only
    const otherSession = await tokenHeaders(E2E_ADMIN.email, E2E_ADMIN.password)
    expect((await fetch(url('/api/users'), { headers: { ...otherSession, cookie: secondFactorCookie(right) } })).status).toBe(403)
  })

  it('enrolment over REST gives recovery codes; each works once', async () => {
    const editor = await createUser('editor', 'zweiter-faktor')
    const headers = await tokenHeaders(editor.email, PASSWORD)
    const setup = await (await fetch(url('/api/users/totp/setup'), { method: 'POST', headers })).json()
    expect(setup.qrSvg).toMatch(/^<svg/)
    expect(setup.secret).toMatch(/^[A-Z2-7]{16,}$/)
    const confirmed = await fetch(url('/api/users/totp/confirm'), {
      method: 'POST',
      headers,
      body: JSON.stringify({ code: await generate({ secret: setup.secret }) }),
    })
    expect(confirmed.status).toBe(200)
    const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] }
    expect(recoveryCodes).toHaveLength(10)
    // now the editor's next login needs the factor
    const next = await tokenHeaders(editor.email, PASSWORD)
    expect((await fetch(url('/api/jobs'), { headers: next })).status).toBe(403)
    const withRecovery = await fetch(url('/api/users/totp/verify'), {
      method: 'POST',
      headers: next,
      body: JSON.stringify({ code: recoveryCodes[3].toUpperCase() }),
    })
    expect(withRecovery.status).toBe(200)
    expect((await withRecovery.json()).recoveryCodesLeft).toBe(9)
    expect((await fetch(url('/api/jobs'), { headers: { ...next, cookie: secondFactorCookie(withRecovery) } })).status).toBe(200)
    const again = await tokenHeaders(editor.email, PASSWORD)
    expect((await fetch(url('/api/users/totp/verify'), { method: 'POST', headers: again, body: JSON.stringify({ code: recoveryCodes[3] }) })).status).toBe(400)
  })

  it('the admin asks for the code after the password (browser, code computed here)', async () => {
    const { page, context } = await newPage(browser)
    try {
      await loginThroughForm(page) // password, then /admin/zwei-faktor with a code from E2E_ADMIN.totpSecret
      expect(new URL(page.url()).pathname).toBe('/admin')
      await expect.poll(() => page.getByRole('link', { name: 'Stellenangebote' }).first().isVisible(), { timeout: 30_000 }).toBe(true)
    } finally {
      await context.close()
    }
  })

  it('an admin without a second factor is sent to the enrolment and cannot use the admin until done', async () => {
    const newAdmin = await createUser('admin', 'neue-chefin')
    const { page, context } = await newPage(browser)
    try {
      await page.goto('/admin/login')
      await page.getByLabel('E-Mail').fill(newAdmin.email)
      await page.getByLabel('Passwort').fill(PASSWORD)
      await page.getByRole('button', { name: 'Anmelden' }).click()
      await page.waitForURL((u) => u.pathname === '/admin/zwei-faktor')
      await page.goto('/admin/collections/jobs')
      await page.waitForURL((u) => u.pathname === '/admin/zwei-faktor')
      expect(await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).isVisible()).toBe(true)
      await page.getByRole('button', { name: 'QR-Code anzeigen' }).click()
      await page.locator('.two-factor__qr svg').waitFor()
      const secret = (await page.locator('.two-factor__secret').innerText()).replace(/\s/g, '')
      await page.getByLabel('Code', { exact: true }).fill('123456')
      await page.getByRole('button', { name: 'Bestätigen' }).click()
      await page.getByText('Der Code ist ungültig. Bitte versuchen Sie es erneut.').waitFor()
      await page.getByLabel('Code', { exact: true }).fill(await generate({ secret }))
      await page.getByRole('button', { name: 'Bestätigen' }).click()
      await page.getByRole('heading', { name: 'Wiederherstellungscodes' }).waitFor()
      expect(await page.locator('.two-factor__codes li').count()).toBe(10)
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/two-factor-codes.png`, fullPage: true })
      await page.getByRole('button', { name: 'Codes gesichert – weiter' }).click()
      await page.waitForURL((u) => u.pathname.startsWith('/admin/collections/jobs'))
      await expect.poll(() => page.getByText('Stellenangebote').first().isVisible(), { timeout: 30_000 }).toBe(true)
    } finally {
      await context.close()
    }
  })
})
