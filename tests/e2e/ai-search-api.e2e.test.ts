import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl } from '../support/browser'
import { createJob, deleteJob, staffToken, type StaffAuth } from '../support/board'

/**
 * POST /api/ai-search over real HTTP against the production server (local ranking: the e2e
 * server has no GEMINI_API_KEY). Every test sends its own X-Forwarded-For, so the per-IP limit
 * of one test never limits another (the server trusts the proxy header by default).
 */
let token: StaffAuth
const created: number[] = []
let sommelier: number

const RATE_LIMITED = 'Zu viele Suchanfragen. Bitte warte einen Moment und versuche es dann erneut.'

let ipCounter = 0
const freshIp = () => `198.51.100.${++ipCounter}`

const post = (body: BodyInit, { ip = freshIp(), contentType = 'application/json' } = {}) =>
  fetch(`${baseUrl()}/api/ai-search`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': ip }, body })

const search = (query: unknown, ip?: string) => post(JSON.stringify({ query }), { ip })

type Answer = { matchedJobIds: number[]; reasoning: string; confidence: number; source: string; query: string; error?: string }

describe('POST /api/ai-search', () => {
  beforeAll(async () => {
    token = await staffToken()
    sommelier = (
      await createJob(token, {
        title: 'Sommelier (m/w/d) API-Test',
        company: 'Weinhaus Zirbenstube',
        location: 'Kitzbühel',
        department: 'Service',
        description: '<p>Weinberatung im Gourmetrestaurant, Vollzeit.</p>',
      })
    ).id
    created.push(sommelier)
  })
  afterAll(async () => {
    for (const id of created) await deleteJob(token, id)
  })

  it('answers a query with the matching jobs, a German reasoning and a confidence; every id exists', async () => {
    const response = await search('Sommelier in Kitzbühel')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(response.headers.get('content-type')).toContain('application/json')
    const answer = (await response.json()) as Answer
    expect(answer).toMatchObject({ source: 'local', query: 'Sommelier in Kitzbühel' })
    expect(answer.matchedJobIds[0]).toBe(sommelier)
    expect(answer.reasoning).toMatch(/\S/)
    expect(answer.confidence).toBeGreaterThan(0)
    expect(answer.confidence).toBeLessThanOrEqual(100)

    // seeded jobs too: every id is a job a visitor can open
    const seeded = (await (await search('Küchenchef Hamburg')).json()) as Answer
    expect(seeded.matchedJobIds.length).toBeGreaterThan(0)
    for (const id of [...answer.matchedJobIds, ...seeded.matchedJobIds]) {
      const job = await fetch(`${baseUrl()}/api/jobs/${id}?depth=0`, { headers: token })
      expect(job.status, `job ${id}`).toBe(200)
    }
    const first = await (await fetch(`${baseUrl()}/api/jobs/${seeded.matchedJobIds[0]}?depth=0`, { headers: token })).json()
    expect(first.title).toBe('Küchenchef (m/w/d)')
  })

  it('answers a query nothing matches with an empty list, not an error', async () => {
    const response = await search('Astronaut Raumstation Mondbasis')
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Answer
    expect(answer.matchedJobIds).toEqual([])
    expect(answer.confidence).toBe(0)
  })

  it.each([
    ['an empty query', { query: '' }],
    ['a whitespace query', { query: ' \n\t  ' }],
    ['a missing query', {}],
    ['a query that is not text', { query: 42 }],
  ])('refuses %s with 400 and a German message', async (_, body) => {
    const response = await post(JSON.stringify(body))
    expect(response.status).toBe(400)
    expect(response.headers.get('cache-control')).toContain('no-store')
    expect(await response.json()).toEqual({ error: 'Bitte gib einen Suchbegriff ein.' })
  })

  it('refuses a body that is not JSON with 400', async () => {
    const response = await post('{"query": "Koch', { contentType: 'application/json' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Ungültige Anfrage.' })
  })

  it('refuses a body over the limit with 413, with and without a Content-Length', async () => {
    const big = JSON.stringify({ query: 'Koch '.repeat(2000) })
    const response = await post(big)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'Die Anfrage ist zu groß.' })

    // chunked upload: the size is only known while reading
    const chunked = await fetch(`${baseUrl()}/api/ai-search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(' '.repeat(1000)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it('caps a query over 500 characters instead of refusing it', async () => {
    const long = `Sommelier Kitzbühel ${'Weinberatung '.repeat(60)}`.trim()
    expect(long.length).toBeGreaterThan(500)
    const response = await search(long)
    expect(response.status).toBe(200)
    const answer = (await response.json()) as Answer
    expect(answer.query.length).toBeLessThanOrEqual(500)
    expect(long.startsWith(answer.query)).toBe(true)
    expect(answer.matchedJobIds).toContain(sommelier)
  })

  it('limits one visitor IP to 10 searches a minute: 429 with a German message and Retry-After', async () => {
    // all eleven at once: on a busy machine eleven searches one after another can outlast the minute
    const ip = '203.0.113.77'
    const answers = await Promise.all(Array.from({ length: 11 }, (_, i) => search(`Koch Hamburg ${i}`, ip)))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(200), 429])

    const limited = answers.find((answer) => answer.status === 429)!
    expect(limited.headers.get('cache-control')).toContain('no-store')
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await limited.json()).toEqual({ error: RATE_LIMITED })

    // invalid requests count too (no free probing), and other visitors are not affected
    const prober = '203.0.113.79'
    for (let i = 0; i < 10; i++) expect((await post('{}', { ip: prober })).status).toBe(400)
    expect((await search('Koch Hamburg', prober)).status).toBe(429)
    expect((await search('Koch Hamburg', '203.0.113.78')).status).toBe(200)
  })

  it('answers only POST', async () => {
    const response = await fetch(`${baseUrl()}/api/ai-search?query=Koch`)
    expect(response.status).toBe(405)
  })
})
