import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedPostgres } from '../../scripts/embedded-pg.mjs'
import { runPayload } from '../../scripts/payload.mjs'
import { startExtraAppServer } from '../support/appServer'
import { launchBrowser, shot, type Browser, type Page } from '../support/browser'
import { E2E_ADMIN } from '../support/credentials'
import { staffHeaders } from '../support/rest'

/**
 * The database fails while the site runs. A second server on its own PostgreSQL cluster and its
 * own copy of the build (so its data cache is its own), the shared e2e server is untouched.
 */
const root = path.resolve(import.meta.dirname, '../..')
const DIST = '.next-e2e-errors'

let browser: Browser
let app: { baseUrl: string; stop: () => Promise<void> }
let db: { url: string; stop: () => Promise<void> } | undefined
let tmp: string
let pgPort: number
let jobSlug: string

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })

const startDb = () => startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), port: pgPort, database: 'errors', persistent: true })

async function api(pathname: string, init: RequestInit & { staff?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.staff }
  const response = await fetch(`${app.baseUrl}${pathname}`, { ...init, headers })
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`)
  return response.json()
}

async function visit(pathname: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseUrl, locale: 'de-DE' })
  const page = await context.newPage()
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'true')
    localStorage.setItem('cookie-preferences', JSON.stringify({ necessary: true, analytics: false, marketing: false }))
  })
  await page.goto(pathname)
  return page
}

describe('error screens when the database fails', () => {
  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-errors-'))
    fs.chmodSync(tmp, 0o755) // the postgres OS user must enter it when we run as root
    pgPort = await freePort()
    db = await startDb()
    const env = {
      ...process.env,
      DATABASE_URL: db.url,
      SEED_ADMIN_EMAIL: E2E_ADMIN.email,
      SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
      SEED_ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
      PAYLOAD_SECRET: 'e2e-secret',
    }
    const migrated = runPayload(['migrate'], { env, quiet: true })
    if (migrated.status !== 0) throw new Error(`migrate failed:\n${migrated.output}`)
    const seeded = runPayload(['run', 'src/seed/run.ts'], { env, quiet: true })
    if (seeded.status !== 0) throw new Error(`seed failed:\n${seeded.output}`)
    // the build, data cache included (settings stay readable), but never the shared server's files
    fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
    fs.cpSync(path.join(root, '.next-e2e'), path.join(root, DIST), { recursive: true })
    // no background warming: it would render the changed pages again before the database stops,
    // and this test is about the pages no cache holds
    app = await startExtraAppServer(db.url, path.join(tmp, 'media'), { NEXT_DIST_DIR: DIST, PAGE_WARMING_MAX: '0' })
    browser = await launchBrowser()

    // While the database still answers: a new job and an edited page expire the cached jobs and pages.
    const staff = await staffHeaders(E2E_ADMIN, app.baseUrl)
    const { doc } = await api('/api/jobs', { method: 'POST', staff, body: JSON.stringify({ title: 'Souschef Fehlertest (m/w/d)', location: 'Stade' }) })
    jobSlug = doc.slug
    const about = (await api('/api/pages?where[slug][equals]=ueber-uns&depth=0', { staff })).docs[0]
    await api(`/api/pages/${about.id}`, { method: 'PATCH', staff, body: JSON.stringify({ title: about.title, _status: 'published' }) })
    await db.stop()
    db = undefined
  }, 300_000)

  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    await db?.stop()
    fs.rmSync(path.join(root, DIST), { recursive: true, force: true })
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('the board shows the database error text in a destructive alert', async () => {
    const page = await visit('/stellenangebote')
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden' })
    await alert.waitFor()
    expect(await alert.innerText()).toBe('Fehler beim Laden der Stellenanzeigen aus der Datenbank')
    // the initiative section still offers a way on
    expect(await page.locator('section#kontakt').count()).toBe(1)
    await page.context().close()
  })

  it("the job detail shows 'Fehler beim Laden der Stellenangebote: {error}' with a short German reason", async () => {
    const page = await visit(`/stellenangebote/${jobSlug}`)
    const alert = page.getByRole('alert').filter({ hasText: 'Fehler beim Laden' })
    await alert.waitFor()
    expect(await alert.innerText()).toBe('Fehler beim Laden der Stellenangebote: Die Datenbank ist vorübergehend nicht erreichbar.')
    expect(await page.locator('main').innerText()).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|select |Failed query/i)
    await page.context().close()
  })

  it('an unexpected error shows the German error screen with retry and a link home, no stack trace; retry works once the database is back', async () => {
    const page = await visit('/ueber-uns')
    const screen = page.locator('[data-error-screen]')
    await screen.waitFor({ timeout: 15_000 })
    const text = await screen.innerText()
    expect(text).toContain('Unexpected Application Error!')
    expect(text).toContain('Beim Laden dieser Seite ist ein unerwarteter Fehler aufgetreten.')
    expect(await screen.locator('[data-error-status]').innerText()).toBe('500 – Interner Serverfehler')
    expect(await page.locator('body').innerText()).not.toMatch(/Application error|server-side exception|Server Components render|\bat .+:\d+:\d+/)
    expect(await screen.getByRole('link', { name: 'Zur Startseite' }).getAttribute('href')).toBe('/')
    await shot(page, 'error-screen')

    db = await startDb()
    await screen.getByRole('button', { name: 'Erneut versuchen' }).click()
    await expect.poll(() => page.locator('[data-error-screen]').count(), { timeout: 20_000 }).toBe(0)
    expect(await page.locator('main').innerText()).toContain('Gegründet 2002 – aus der Praxis der Hotellerie')
    await page.context().close()
  })
})
