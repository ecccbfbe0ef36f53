import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { E2E_ADMIN } from './credentials'
import { staffHeaders } from './rest'
import { unusedTotpCode } from './secondFactor'

/**
 * The site's pages load Next's scripts after their first contentful paint (public/after-paint.js),
 * so a fast test can reach the load event before React has hydrated it, and a click or a key then
 * goes to plain HTML. `goto` and `reload` (waiting for load, as by default) also wait until
 * React's root on the document has committed its hydration (React's own fields; no app code).
 */
const patched = new WeakSet<Page>()
function waitForHydration(page: Page): Page {
  if (patched.has(page)) return page
  patched.add(page)
  for (const method of ['goto', 'reload'] as const) {
    const original = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>
    page[method] = (async (...args: unknown[]) => {
      const response = await original(...args)
      const waitUntil = (args.find((a) => a && typeof a === 'object') as { waitUntil?: string } | undefined)?.waitUntil
      if (!waitUntil || waitUntil === 'load' || waitUntil === 'networkidle') {
        await page
          .waitForFunction(
            () => {
              const loader = document.querySelector('script[data-chunks]')
              const key = Object.keys(document).find((name) => name.startsWith('__reactContainer$'))
              const root = key
                ? (document as unknown as Record<string, { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } }>)[key]
                : undefined
              return !loader || root?.stateNode?.current?.memoizedState?.isDehydrated === false
            },
            undefined,
            { timeout: 20_000 },
          )
          .catch((error: Error) => {
            // the page went on to another document meanwhile (a redirect, a form): nothing to wait for
            if (/context was destroyed|navigat/i.test(error.message)) return
            throw new Error(`${page.url()} has the script loader but React never finished hydrating it: ${error.message}`)
          })
      }
      return response
    }) as never
  }
  return page
}

/** Debian's chromium (never a downloaded browser), with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await launch()
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (...args) => {
    const context = await newContext(...args)
    if (args[0]?.javaScriptEnabled === false) return context // nothing will hydrate
    const newPage = context.newPage.bind(context)
    context.newPage = async () => waitForHydration(await newPage())
    context.on('page', waitForHydration)
    return context
  }
  return browser
}

function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
}

export const baseUrl = () => inject('baseUrl')

export async function newPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  // A German visitor or editor, in German time.
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'de-DE', timezoneId: 'Europe/Berlin', ...options })
  const page = await context.newPage()
  return { context, page }
}

/** A visitor who already chose „Nur notwendige“: the cookie banner stays hidden. */
export async function decideCookies(page: Page) {
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'true')
    localStorage.setItem('cookie-preferences', JSON.stringify({ necessary: true, analytics: false, marketing: false }))
  })
}

/**
 * Opens the admin as the e2e admin in a session past the second factor: the run's REST session
 * (tests/support/rest.ts) as the browser's cookies. Every login spends a TOTP time step, which
 * the server takes once, so tests that need the admin rather than the login share one session.
 */
export async function loginAsStaff(page: Page) {
  const headers = await staffHeaders()
  const [name, value] = headers.cookie.split('=')
  await page.context().addCookies([
    { name: 'payload-token', value: headers.authorization.replace(/^JWT /, ''), url: baseUrl() },
    { name, value, url: baseUrl() },
  ])
  await page.goto('/admin')
  await page.waitForURL(
    (url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/zwei-faktor') && !url.pathname.startsWith('/admin/login'),
  )
}

/** A REST answer read inside the page: its status, body (JSON where it parses, else the text) and content type. */
type PageApiAnswer = {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any of Payload's REST answers, read by the test as it expects
  body: any
  type: string
}

/** A REST call from inside the page, with the page's cookies, as the admin's own requests are made. */
export const apiFromPage = (page: Page, method: string, path: string, data?: unknown): Promise<PageApiAnswer> =>
  page.evaluate(
    async ({ method, path, data }) => {
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: data ? JSON.stringify(data) : undefined,
      })
      const text = await response.text()
      let body: unknown = text
      try {
        body = JSON.parse(text)
      } catch {
        // not JSON: the text is the body
      }
      return { status: response.status, body, type: response.headers.get('content-type') ?? '' }
    },
    { method, path, data },
  )

/** A new browser page in the admin, logged in as the e2e admin (see loginAsStaff). */
export async function newStaffPage(browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) {
  const opened = await newPage(browser, options)
  await loginAsStaff(opened.page)
  return opened
}

/** Logs in through the real admin login form: the password, then the code its authenticator app would show. */
export async function loginThroughForm(page: Page) {
  await page.goto('/admin/login')
  await page.getByLabel('E-Mail').fill(E2E_ADMIN.email)
  await page.getByLabel('Passwort').fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: 'Anmelden' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/admin/zwei-faktor'))
  await page.getByLabel('Code', { exact: true }).fill(await unusedTotpCode())
  await page.getByRole('button', { name: 'Bestätigen' }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/admin/zwei-faktor') && !url.pathname.startsWith('/admin/login'))
}

export type { Browser, BrowserContext, Locator, Page }

/**
 * One browser for the calling file or describe block: launched before its tests, closed after
 * them. Returns a getter, because the browser exists only once beforeAll has run.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is launched in beforeAll')
    return browser
  }
}

/** One client of the site's database for the calling file: connected before its tests, closed after them. */
export function useDatabase(): () => pg.Client {
  let db: pg.Client | undefined
  beforeAll(async () => {
    db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') })
    await db.connect()
  })
  afterAll(async () => {
    await db?.end()
  })
  return () => {
    if (!db) throw new Error('useDatabase(): the client connects in beforeAll')
    return db
  }
}

/** Screenshots for a review, only when E2E_SCREENSHOTS names a folder (tests write nothing otherwise). */
export async function shot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
) {
  const dir = process.env.E2E_SCREENSHOTS
  if (!dir) return
  fs.mkdirSync(dir, { recursive: true })
  await target.screenshot({ path: path.join(dir, `${name}.png`), ...options })
}
