import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { getTestPayload } from '../support/payload'

/**
 * The real @google/genai client against a local server that speaks the Gemini REST API
 * (GEMINI_BASE_URL), and the local full-text ranking that answers whenever the model cannot.
 */
let payload: Payload
let search: typeof import('@/features/ai-search')
let server: http.Server
let mode: 'ok' | 'unknown-ids' | 'malformed' | 'slow' | 'error500' | 'error429' = 'ok'
let lastBody = ''
const ids: Record<string, number> = {}

const geminiAnswer = (text: string) => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
})

beforeAll(async () => {
  payload = await getTestPayload()
  const jobs = {
    koch: {
      title: 'Küchenchef (m/w/d) – KI-Test',
      location: 'Hamburg',
      department: 'Küche',
      description: '<p>Leitung der Küche.</p>',
      contactEmail: 'geheim-kontakt@example.com',
    },
    rezeption: { title: 'Rezeptionist (m/w/d) – KI-Test', location: 'München', employmentType: 'Teilzeit', description: '<p>Front Office, 25 Stunden.</p>' },
    direktor: { title: 'Hoteldirektor (m/w/d) – KI-Test', location: 'Sylt', department: 'Management', description: '<p>Resort an der Nordsee.</p>' },
  }
  for (const [key, data] of Object.entries(jobs)) {
    ids[key] = (await payload.create({ collection: 'jobs', data, context: { disableRevalidate: true } })).id
  }
  server = http.createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      lastBody = body
      const send = (status: number, payloadBody: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' })
        response.end(JSON.stringify(payloadBody))
      }
      if (!request.url?.includes(':generateContent')) return send(404, { error: { code: 404, message: 'not found' } })
      switch (mode) {
        case 'ok':
          return send(200, geminiAnswer(JSON.stringify({ matchedJobIds: [String(ids.koch)], reasoning: 'Die Stelle passt (1) gut.', confidence: 90 })))
        case 'unknown-ids':
          return send(200, geminiAnswer(JSON.stringify({ matchedJobIds: [String(ids.koch), '99999999'], reasoning: 'Passt.', confidence: 80 })))
        case 'malformed':
          return send(200, geminiAnswer('{"matchedJobIds": [1, 2'))
        case 'slow':
          return setTimeout(() => send(200, geminiAnswer(JSON.stringify({ matchedJobIds: [], reasoning: '', confidence: 0 }))), 3000)
        case 'error500':
          return send(500, { error: { code: 500, message: 'internal', status: 'INTERNAL' } })
        case 'error429':
          return send(429, { error: { code: 429, message: 'quota', status: 'RESOURCE_EXHAUSTED' } })
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  process.env.GEMINI_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  process.env.GEMINI_TIMEOUT_MS = '1000'
  search = await import('@/features/ai-search')
})

afterAll(async () => {
  server?.close()
  delete process.env.GEMINI_API_KEY
  await payload?.destroy()
})

beforeEach(() => {
  process.env.GEMINI_API_KEY = 'test-key'
  search.clearAiSearchCache()
  lastBody = ''
})

describe('AI job search with the real @google/genai client', () => {
  it('returns the model answer, validated, and sends no personal data', async () => {
    mode = 'ok'
    const result = await search.runAiJobSearch('Küchenchef in Hamburg')
    expect(result.source).toBe('gemini')
    expect(result.matchedJobIds).toEqual([ids.koch])
    expect(result.confidence).toBe(90)
    expect(lastBody).toContain('Küchenchef in Hamburg')
    expect(lastBody).not.toContain('geheim-kontakt@example.com')
  })

  it('drops ids the model invented', async () => {
    mode = 'unknown-ids'
    const result = await search.runAiJobSearch('Koch Hamburg')
    expect(result.source).toBe('gemini')
    expect(result.matchedJobIds).toEqual([ids.koch])
  })

  it.each(['malformed', 'slow', 'error500', 'error429'] as const)('falls back to the local ranking on %s', async (failure) => {
    mode = failure
    const started = Date.now()
    const result = await search.runAiJobSearch('Küchenchef Hamburg')
    expect(result.source).toBe('local')
    expect(result.matchedJobIds).toContain(ids.koch)
    expect(result.reasoning).not.toBe('')
    expect(Date.now() - started).toBeLessThan(2500) // the slow model is not waited for
  })
})

describe('local ranking (no API key)', () => {
  beforeEach(() => {
    delete process.env.GEMINI_API_KEY
  })

  it.each([
    ['Küchenchef in Hamburg', 'koch'],
    ['Koch Hamburg', 'koch'],
    ['Teilzeit Rezeption', 'rezeption'],
    ['Front Office Muenchen', 'rezeption'],
    ['Hoteldirektor Nordsee', 'direktor'],
    ['General Manager Sylt', 'direktor'],
  ])('„%s“ finds the %s job first among the test jobs', async (query, key) => {
    const result = await search.runAiJobSearch(query)
    expect(result.source).toBe('local')
    const ours = result.matchedJobIds.filter((id) => Object.values(ids).includes(id))
    expect(ours[0]).toBe(ids[key])
  })
})
