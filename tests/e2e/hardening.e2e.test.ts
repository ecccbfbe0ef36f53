import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { runToExit } from '../support/process'
import { startExtraAppServer } from '../support/appServer'
import { baseUrl, decideCookies, launchBrowser, loginThroughForm, newPage, type Browser, type Page } from '../support/browser'
import { createJob, deleteJob, staffToken } from '../support/board'

const root = path.resolve(import.meta.dirname, '../..')
const PUBLIC_ROUTES = ['/', '/bewerbende', '/stellenangebote', '/unternehmen', '/verpachtung', '/impressum', '/datenschutz', '/gibt-es-nicht']

/** Collects CSP violations (the DOM event and the console message) and script dialogs of a page. */
function watch(page: Page) {
  const violations: string[] = []
  const dialogs: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      ;(window as unknown as { __csp: string[] }).__csp ??= []
      ;(window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`)
    })
  })
  return { violations, dialogs }
}
const domViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])

let browser: Browser

describe('hardening: headers, client address, health, bad feed HTML', () => {
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('sends a strict Content-Security-Policy and HSTS on every public page and the admin', async () => {
    for (const route of [...PUBLIC_ROUTES, '/admin/login']) {
      const response = await fetch(`${baseUrl()}${route}`)
      const csp = response.headers.get('content-security-policy') ?? ''
      expect(csp, route).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/)
      expect(csp, route).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", "form-action 'self'"]) expect(csp, route).toContain(directive)
      expect(response.headers.get('strict-transport-security'), route).toMatch(/max-age=\d{7,}/)
    }
  })

  it('runs the public site under the policy without a single violation', async () => {
    const { page, context } = await newPage(browser)
    await decideCookies(page)
    const { violations } = watch(page)
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      expect(await domViolations(page), route).toEqual([])
    }
    // Hydrated: a client-side interaction works (the board's filter writes the URL).
    await page.goto('/bewerbende')
    await page.getByLabel('Suchbegriff').fill('Koch')
    await page.waitForURL(/q=Koch/)
    expect(violations).toEqual([])
    await context.close()
  })

  it('runs the admin panel without a policy violation (login works behind the production server)', async () => {
    const { page, context } = await newPage(browser)
    const { violations } = watch(page)
    await loginThroughForm(page)
    for (const route of ['/admin', '/admin/collections/jobs', '/admin/collections/jobs/create', '/admin/globals/site-settings']) {
      await page.goto(route)
      await page.waitForLoadState('networkidle')
      expect(await domViolations(page), route).toEqual([])
    }
    expect(violations).toEqual([])
    await context.close()
  })

  it('renders hostile job HTML harmless: no script runs, no dialog opens, no javascript: link or iframe survives', async () => {
    const token = await staffToken()
    const hostile = [
      '<p>Willkommen</p><script>window.__pwned = 1; alert("script")</script>',
      '<img src="x" onerror="window.__pwned = 2; alert(\'onerror\')">',
      '<a href="javascript:window.__pwned=3;alert(\'link\')">Jetzt bewerben</a>',
      '<iframe src="javascript:alert(\'iframe\')"></iframe><iframe srcdoc="<script>parent.__pwned=4</script>"></iframe>',
      '<svg><script>window.__pwned=5</script></svg><p onclick="window.__pwned=6">Klick</p>',
      '<img src="/\\evil.example/x.png"><object data="data:text/html,<script>alert(1)</script>"></object>',
    ].join('')
    const job = await createJob(token, {
      title: 'XSS-Prüfstelle',
      source: 'manual',
      location: 'Kiel',
      description: hostile,
      requirements: hostile,
      benefits: hostile,
    })
    try {
      const { page, context } = await newPage(browser)
      await decideCookies(page)
      const { dialogs } = watch(page)
      await page.goto(`/stellenangebote/${job.slug}`)
      await expect.poll(() => page.getByText('Willkommen').first().isVisible()).toBe(true)
      await page.getByText('Klick').first().click()
      await page
        .getByText('Jetzt bewerben')
        .first()
        .click({ noWaitAfter: true })
        .catch(() => {})
      await page.waitForTimeout(500)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? null)).toBeNull()
      expect(dialogs).toEqual([])
      const main = page.locator('main')
      expect(await main.locator('script:not([type="application/ld+json"]), iframe, object, [onerror], [onclick]').count()).toBe(0)
      expect(await main.locator('a[href^="javascript:"]').count()).toBe(0)
      expect(await main.locator('img[src*="evil.example"]').count()).toBe(0)
      await context.close()
    } finally {
      await deleteJob(token, job.id)
    }
  })

  it('answers /api/health with 200 while the database answers, without details', async () => {
    const response = await fetch(`${baseUrl()}/api/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok' })
    expect(response.headers.get('cache-control')).toContain('no-store')
  })
})

describe('client address: from the socket by default', () => {
  let app: { baseUrl: string; stop: () => Promise<void> }
  beforeAll(async () => {
    app = await startExtraAppServer(inject('e2eDatabaseUrl'), inject('mediaDir'), { TRUSTED_PROXY_HOPS: '0', AI_SEARCH_RATE_LIMIT: '10' })
  }, 180_000)
  afterAll(async () => {
    await app?.stop()
  })

  it('ignores X-Forwarded-For without trusted proxies: a fresh header per request does not escape the limit', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const response = await fetch(`${app.baseUrl}/api/ai-search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
        body: JSON.stringify({ query: `Koch ${i}` }),
      })
      statuses.push(response.status)
      if (response.status === 429) expect(typeof (await response.json()).error).toBe('string')
    }
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(10)).toEqual([429, 429])
  })
})

describe('a production start refuses to run without its settings', () => {
  it('exits with an English line per missing setting (no secret, no public address, no SMTP)', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NEXT_DIST_DIR: '.next-e2e', PORT: '0', DATABASE_URL: inject('e2eDatabaseUrl') }
    for (const name of ['PAYLOAD_SECRET', 'NEXT_PUBLIC_SERVER_URL', 'SMTP_HOST', 'MAIL_LOG_ONLY']) delete env[name]
    env.PAYLOAD_SECRET = 'set-but-nothing-else'
    const { code, output } = await runToExit(process.execPath, [path.join(root, 'scripts/server.mjs')], {
      cwd: root,
      env,
      timeoutMs: 60_000,
      signal: 'SIGKILL',
    })
    expect(code).toBe(1)
    expect(output).toMatch(/NEXT_PUBLIC_SERVER_URL is not set/)
    expect(output).toMatch(/SMTP_HOST is not set.*MAIL_LOG_ONLY=true/)
    expect(output).not.toMatch(/PAYLOAD_SECRET is not set/)
  })
})
