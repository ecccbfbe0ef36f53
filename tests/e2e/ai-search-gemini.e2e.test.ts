import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { startExtraAppServer } from '../support/appServer'
import { decideCookies, launchBrowser, type Browser, type Page } from '../support/browser'

/**
 * The AI search with Gemini answering, in the browser: a second production server (same build and
 * database) whose GEMINI_BASE_URL points at a local server speaking the Gemini REST API, so the
 * real @google/genai client runs. The shared e2e server stays on the local ranking.
 * Needs the e2e build, so it is skipped against an external site (E2E_BASE_URL).
 */
type Candidate = { id: number; title: string }

let browser: Browser
let stub: http.Server
let app: { baseUrl: string; stop: () => Promise<void> } | undefined
const prompts: string[] = []

const geminiAnswer = (answer: unknown) => ({
  candidates: [{ content: { role: 'model', parts: [{ text: JSON.stringify(answer) }] }, finishReason: 'STOP', index: 0 }],
})

/** Answers like the model would, chosen by the visitor's query inside the prompt. */
function answerFor(prompt: string): { status: number; body: unknown } {
  const query = /<anfrage>([\s\S]*?)<\/anfrage>/.exec(prompt)?.[1] ?? ''
  const jobs = JSON.parse(prompt.slice(prompt.indexOf('Stellenangebote (JSON):') + 'Stellenangebote (JSON):'.length)) as Candidate[]
  const find = (title: string) => jobs.find((job) => job.title.startsWith(title))!.id
  if (query.includes('Ruhe')) {
    const spa = find('Spa Manager')
    return {
      status: 200,
      body: geminiAnswer({ matchedJobIds: [spa], reasoning: `Die Stelle Spa Manager (ID ${spa}) passt zu Ruhe und Wellness (1 von 8).`, confidence: 92 }),
    }
  }
  if (query.includes('Überraschung')) {
    return { status: 200, body: geminiAnswer({ matchedJobIds: [find('Revenue Manager')], reasoning: 'Vielleicht passt diese Stelle.', confidence: 0 }) }
  }
  return { status: 500, body: { error: { code: 500, message: 'internal', status: 'INTERNAL' } } }
}

async function visitor(path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: app!.baseUrl, locale: 'de-DE', viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await decideCookies(page)
  await page.goto(path)
  await page.waitForFunction(() => [...document.querySelectorAll('[data-ai-job-search]')].every((el) => el.hasAttribute('data-ready')))
  return page
}

const homeSearch = async (page: Page, query: string) => {
  const box = page.locator('#ki-jobsuche').getByRole('search', { name: 'KI-Jobsuche' })
  await box.getByRole('searchbox').fill(query)
  await box.getByRole('searchbox').press('Enter')
}
const cardTitles = (page: Page) => page.locator('[data-job-card] h3').allInnerTexts()

describe.skipIf(Boolean(process.env.E2E_BASE_URL))('AI job search answered by Gemini (local REST stub)', () => {
  beforeAll(async () => {
    stub = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        let result: { status: number; body: unknown } = { status: 404, body: { error: { code: 404, message: 'not found' } } }
        if (request.url?.includes(':generateContent')) {
          const prompt = (JSON.parse(body) as { contents: { parts: { text: string }[] }[] }).contents[0].parts[0].text
          prompts.push(prompt)
          result = answerFor(prompt)
        }
        response.writeHead(result.status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(result.body))
      })
    })
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
    app = await startExtraAppServer(inject('e2eDatabaseUrl'), inject('mediaDir'), {
      GEMINI_API_KEY: 'e2e-test-key',
      GEMINI_BASE_URL: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
      GEMINI_TIMEOUT_MS: '3000',
    })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await app?.stop()
    stub?.close()
  })

  it('the home search shows the choice of the model on the board: source, reasoning without numbers in parentheses, confidence', async () => {
    const page = await visitor('/')
    await homeSearch(page, 'Etwas mit Ruhe und Massagen')
    await page.waitForURL((url) => url.pathname === '/bewerbende' && url.searchParams.get('ki') === 'Etwas mit Ruhe und Massagen')
    expect(prompts.at(-1)).toContain('<anfrage>Etwas mit Ruhe und Massagen</anfrage>')
    await expect.poll(() => page.locator('#ki-suchergebnisse-titel').innerText()).toBe('Suchergebnisse: "Etwas mit Ruhe und Massagen"')
    expect(await cardTitles(page)).toEqual(['Spa Manager (m/w/d)'])
    expect(await page.getByTestId('ki-begruendung').innerText()).toBe('Die Stelle Spa Manager passt zu Ruhe und Wellness.')
    expect(await page.getByTestId('ki-konfidenz').innerText()).toBe('Übereinstimmung: 92 %')
    expect(await page.locator('[data-source]').getAttribute('data-source')).toBe('gemini')
    expect(await page.locator('[data-source]').innerText()).toBe('Ausgewählt von der KI (Gemini)')
    await expect.poll(() => page.locator('[data-sonner-toast] [data-title]').allInnerTexts()).toEqual(['1 Job gefunden'])
    await page.context().close()
  })

  it('a confidence of 0 is not shown; the results are', async () => {
    const page = await visitor('/bewerbende')
    const box = page.getByRole('search', { name: 'KI-Jobsuche' })
    await box.getByRole('searchbox').fill('Überraschung bitte')
    await box.getByRole('searchbox').press('Enter')
    await page.waitForURL((url) => url.searchParams.get('ki') === 'Überraschung bitte')
    await expect.poll(() => cardTitles(page)).toEqual(['Revenue Manager (m/w/d)'])
    expect(await page.getByTestId('ki-begruendung').innerText()).toBe('Vielleicht passt diese Stelle.')
    expect(await page.getByTestId('ki-konfidenz').count()).toBe(0)
    await page.context().close()
  })

  it('a visitor the API refused (429) cannot spend the model budget through the board address: the page answers from the local ranking', async () => {
    const json = { 'content-type': 'application/json' }
    const me = { 'x-forwarded-for': '198.51.100.77' }
    const statuses: number[] = []
    for (let i = 0; i < 12 && statuses.at(-1) !== 429; i++) {
      const response = await fetch(`${app!.baseUrl}/api/ai-search`, {
        method: 'POST',
        headers: { ...me, ...json },
        body: JSON.stringify({ query: `Ruhe und Massagen Nummer ${i}` }),
      })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.at(-1)).toBe(429)
    const before = prompts.length
    for (const query of ['Ruhe und Massagen am Meer', 'Ruhe und Massagen in den Bergen', 'Ruhe und Massagen im Wald']) {
      const page = await fetch(`${app!.baseUrl}/stellenangebote?ki=${encodeURIComponent(query)}`, { headers: me })
      expect(page.status, query).toBe(200)
      expect(await page.text(), query).not.toContain('data-source="gemini"')
    }
    expect(prompts.length).toBe(before) // the model was not asked
    // another visitor still gets the model's answer on the same kind of address
    const other = await fetch(`${app!.baseUrl}/stellenangebote?ki=${encodeURIComponent('Ruhe und Massagen am See')}`, {
      headers: { 'x-forwarded-for': '198.51.100.78' },
    })
    expect(await other.text()).toContain('data-source="gemini"')
    expect(prompts.length).toBe(before + 1)
    // an answer the model has given costs its budget nothing: the refused visitor gets it from the
    // cache (the query in other letters: another address, so no copy of the page above answers)
    const cached = await fetch(`${app!.baseUrl}/stellenangebote?ki=${encodeURIComponent('ruhe und massagen am SEE')}`, { headers: me })
    expect(await cached.text()).toContain('data-source="gemini"')
    expect(prompts.length).toBe(before + 1)
  })

  it('when the model fails, the local ranking answers and says so', async () => {
    const page = await visitor('/')
    const before = prompts.length
    await homeSearch(page, 'Küchenchef Hamburg')
    await page.waitForURL((url) => url.pathname === '/bewerbende' && url.searchParams.get('ki') === 'Küchenchef Hamburg')
    expect(prompts.length).toBe(before + 1) // the model was asked
    await expect.poll(async () => (await cardTitles(page))[0]).toBe('Küchenchef (m/w/d)')
    expect(await page.locator('[data-source]').getAttribute('data-source')).toBe('local')
    expect(await page.locator('[data-source]').innerText()).toBe('Ausgewählt von unserer Stichwortsuche (ohne KI)')
    await page.context().close()
  })
})
