import fs from 'node:fs'
import path from 'node:path'
import type { Endpoint, SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { baseUrl, launchBrowser, newPage, type Browser } from '../support/browser'
import { E2E_ADMIN } from '../support/credentials'
import { passwordSession, staffHeaders } from '../support/rest'
import { unusedTotpCode } from '../support/secondFactor'

/**
 * A password alone opens nothing, for any role: every REST route the built config registers
 * (each collection's and global's default operations and endpoints, the root endpoints, the job
 * queue's) and every route handler of ours under src/app/**\/api is sent the same request three
 * times, as a visitor and as two sessions that have passed only the password (an admin who has a
 * second factor, an editor who has none yet). A session must get no more than the visitor: where
 * the visitor is refused it is refused, elsewhere it gets the visitor's answer.
 */
const root = path.resolve(import.meta.dirname, '../..')
const MISSING_ID = '999999999'
const PASSWORD = 'Redaktion-Passwort-2026'
const stamp = Date.now()

/** The routes a session without the second factor needs, to reach it (set-up, code) or to leave. */
const ALLOWED = new Set([
  'GET /api/users/me',
  'POST /api/users/logout',
  'POST /api/users/refresh-token',
  'POST /api/users/totp/setup',
  'POST /api/users/totp/confirm',
  'POST /api/users/totp/verify',
])

type Route = { method: string; path: string }

async function builtConfig(): Promise<SanitizedConfig> {
  process.env.DATABASE_URL ||= inject('e2eDatabaseUrl')
  process.env.MEDIA_DIR ||= inject('mediaDir')
  process.env.PAYLOAD_SECRET ||= 'e2e-secret'
  const { default: config } = await import('@payload-config')
  return config
}

/** Payload's REST routes from the built config, with their path parameters filled in. */
function payloadRoutes(config: SanitizedConfig): Route[] {
  const api = config.routes.api
  const list = (endpoints: Endpoint[] | false | undefined, prefix: string) =>
    (endpoints || []).map((endpoint) => ({ method: endpoint.method.toUpperCase(), path: `${api}${prefix}${endpoint.path === '/' ? '' : endpoint.path}` }))
  return [
    ...list(config.endpoints, ''),
    ...config.collections.flatMap((collection) => list(collection.endpoints, `/${collection.slug}`)),
    ...config.globals.flatMap((global) => list(global.endpoints, `/globals/${global.slug}`)),
    // added by Payload's Next route handler at run time, not in the config
    { method: 'GET', path: `${api}/og` },
  ]
}

/** Our Next route handlers under an `api` folder (Payload's catch-all is the config's routes above). */
function nextRoutes(): Route[] {
  const routes: Route[] = []
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full, /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name])
      else if (/^route\.(ts|tsx|js)$/.test(entry.name) && segments[0] === 'api' && !segments.some((s) => s.startsWith('[...'))) {
        const source = fs.readFileSync(full, 'utf8')
        for (const [, method] of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+(GET|POST|PUT|PATCH|DELETE)\b/g)) {
          routes.push({ method, path: `/${segments.map((s) => (s.startsWith('[') ? 'route-walk' : s)).join('/')}` })
        }
      }
    }
  }
  walk(path.join(root, 'src/app'), [])
  return routes
}

/** A request for the route: unknown ids and keys, bulk changes limited to no document, an empty body. */
function requestFor(route: Route): { url: string; body?: string } {
  let url = route.path.replace(/:(\w+)\??/g, (_, name: string) => (name === 'id' ? MISSING_ID : 'route-walk'))
  const bulk = /^\/api\/[^/]+$/.test(url) && (route.method === 'PATCH' || route.method === 'DELETE')
  if (bulk) url += `?where[id][equals]=${MISSING_ID}`
  if (url.endsWith('/payload-jobs/run')) url += '?queue=route-walk'
  const body = route.path.endsWith('/graphql') ? JSON.stringify({ query: '{ Users { docs { email } } ContactRequests { docs { email } } }' }) : '{}'
  return { url, body: route.method === 'GET' ? undefined : body }
}

let client = 0
/** Each request from its own client address (the tests play the trusted proxy): no rate limit interferes. */
async function send(route: Route, headers: Record<string, string>) {
  const { url, body } = requestFor(route)
  client += 1
  const response = await fetch(`${baseUrl()}${url}`, {
    method: route.method,
    headers: { 'content-type': 'application/json', ...headers, 'x-forwarded-for': `198.18.${client >> 8}.${client & 255}` },
    body,
    redirect: 'manual',
  })
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    text: type.includes('json') || type.startsWith('text/') ? await response.text() : `${(await response.arrayBuffer()).byteLength} bytes`,
  }
}

const refused = (status: number) => status === 401 || status === 403

let browser: Browser
let admin: Record<string, string>
const createdUsers: number[] = []
async function createEditor(name: string) {
  const email = `${name}-${stamp}@example.com`
  const response = await fetch(`${baseUrl()}/api/users`, {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({ email, password: PASSWORD, role: 'editor' }),
  })
  expect(response.status).toBe(201)
  createdUsers.push((await response.json()).doc.id)
  return email
}

beforeAll(async () => {
  admin = await staffHeaders()
  browser = await launchBrowser()
})
afterAll(async () => {
  for (const id of createdUsers) await fetch(`${baseUrl()}/api/users/${id}`, { method: 'DELETE', headers: admin })
  await browser?.close()
})

describe('a session that has passed only the password', () => {
  it('gets from no REST route more than a visitor does, for an admin with a second factor and an editor without one', async () => {
    const routes = [...payloadRoutes(await builtConfig()), ...nextRoutes()]
    const paths = routes.map((r) => `${r.method} ${r.path}`)
    // the walk reaches Payload's own routes and ours
    for (const known of [
      'GET /api/payload-jobs/run',
      'POST /api/sync-jobs/override',
      'GET /api/payload-locked-documents',
      'GET /api/payload-preferences/:key',
      'GET /api/pages/versions',
      'POST /api/globals/site-settings',
      'GET /api/access',
      'GET /api/preview',
    ]) {
      expect(paths).toContain(known)
    }
    expect(routes.length).toBeGreaterThan(150)

    const sessions = {
      'admin (Code fehlt)': (await passwordSession(E2E_ADMIN)).headers,
      'editor (ohne Einrichtung)': (await passwordSession({ email: await createEditor('routen-redaktion'), password: PASSWORD })).headers,
    }
    const problems: string[] = []
    for (const route of routes) {
      const name = `${route.method} ${route.path}`
      if (ALLOWED.has(name)) continue
      const visitor = await send(route, {})
      for (const [who, headers] of Object.entries(sessions)) {
        const session = await send(route, headers)
        const leak = refused(visitor.status)
          ? !refused(session.status)
          : session.status !== visitor.status || (session.status < 300 && session.text !== visitor.text)
        if (leak) problems.push(`${name} as ${who}: ${session.status} ${session.text.slice(0, 120)} (visitor: ${visitor.status})`)
      }
    }
    expect(problems).toEqual([])
  }, 600_000)
})

describe('every account needs the second factor', () => {
  it("an editor's first login leads to the set-up; until it is done the admin shows nothing else", async () => {
    const email = await createEditor('erste-anmeldung')
    const { page, context } = await newPage(browser)
    try {
      await page.goto('/admin/login')
      await page.getByLabel('E-Mail').fill(email)
      await page.getByLabel('Passwort').fill(PASSWORD)
      await page.getByRole('button', { name: 'Anmelden' }).click()
      await page.waitForURL((u) => u.pathname === '/admin/zwei-faktor')
      await page.goto('/admin/collections/contact-requests')
      await page.waitForURL((u) => u.pathname === '/admin/zwei-faktor')
      await page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung einrichten' }).waitFor()
      expect(await page.getByText('Für jedes Mitarbeiterkonto ist die Zwei-Faktor-Anmeldung Pflicht.').isVisible()).toBe(true)
      await page.getByRole('button', { name: 'QR-Code anzeigen' }).click()
      await page.locator('.two-factor__qr svg').waitFor()
      const secret = (await page.locator('.two-factor__secret').innerText()).replace(/\s/g, '')
      await page.getByLabel('Code', { exact: true }).fill(await unusedTotpCode(secret))
      await page.getByRole('button', { name: 'Bestätigen' }).click()
      await page.getByRole('heading', { name: 'Wiederherstellungscodes' }).waitFor()
      await page.getByRole('button', { name: 'Codes gesichert – weiter' }).click()
      await page.waitForURL((u) => u.pathname.startsWith('/admin/collections/contact-requests'))
      await expect.poll(() => page.getByRole('heading', { name: 'Kontaktanfragen' }).first().isVisible(), { timeout: 30_000 }).toBe(true)
    } finally {
      await context.close()
    }
  })
})
