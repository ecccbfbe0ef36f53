import fs from 'node:fs'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { validateContact } from '@/features/contact/lib/schema'
import { baseUrl } from '../support/browser'
import { staffHeaders } from '../support/rest'

/**
 * Bad input, generated: at least 1,000 payloads each to the contact and job-alert server actions,
 * to /api/ai-search and to the REST POSTs a visitor can reach. Expected: never a 5xx, and nothing invalid stored. The shared server trusts one
 * proxy hop (appServer.ts), so every request gets its own X-Forwarded-For and the per-visitor
 * limits do not turn the run into a rate-limit test.
 */
const RUNS = 1000
const root = path.resolve(import.meta.dirname, '../..')
let ip = 0
const freshIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`

/** A server action's id from the build's server-reference manifest. */
function actionId(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, '.next-e2e/server/server-reference-manifest.json'), 'utf8'))
  for (const [id, entry] of Object.entries<Record<string, unknown>>(manifest.node ?? {})) {
    if (entry.exportedName === name) return id
  }
  throw new Error(`${name} not found in server-reference-manifest.json`)
}
const contactActionId = () => actionId('submitContactRequest')

/** React's reply encoding: a string starting with `$` is escaped as `$$` (unescaped it is a reference). */
const reactEncode = (value: unknown): unknown =>
  typeof value === 'string'
    ? value.startsWith('$')
      ? `$${value}`
      : value
    : Array.isArray(value)
      ? value.map(reactEncode)
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, reactEncode(v)]))
        : value

const deep = (depth: number): unknown => (depth === 0 ? 'tief' : { a: [deep(depth - 1)] })
const hostileText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; DROP TABLE contact_requests; --",
    '\u0000\u202e\ufeff',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂👩‍🍳',
    'a'.repeat(70_000),
    '${7*7}{{7*7}}',
    '../../etc/passwd',
  ),
)
const fieldValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 3 }),
)
/**
 * A public form's body: its fields (plus the guards' honeypot and fill time) with hostile values,
 * fields sometimes missing; or anything JSON can carry, deep nesting included.
 */
const formPayload = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.oneof(
    fc.record(
      {
        ...fields,
        website: fc.oneof(fc.constant(''), fieldValue),
        startedAt: fc.oneof(fc.constant(Date.now() - 60_000), fc.integer(), fieldValue),
      },
      { requiredKeys: [] },
    ),
    fc.jsonValue({ maxDepth: 6 }),
    fc.integer({ min: 50, max: 400 }).map(deep),
  )
const contactPayload = formPayload({
  firstName: fieldValue,
  lastName: fieldValue,
  email: fc.oneof(fc.emailAddress(), fieldValue),
  company: fieldValue,
  message: fieldValue,
  privacyAccepted: fc.oneof(fc.boolean(), fieldValue),
})

async function callAction(actionId: string, body: string, contentType = 'text/plain;charset=UTF-8') {
  const response = await fetch(`${baseUrl()}/`, {
    method: 'POST',
    headers: { 'next-action': actionId, 'content-type': contentType, accept: 'text/x-component', 'x-forwarded-for': freshIp() },
    body,
  })
  await response.arrayBuffer()
  return response.status
}

const countBy = (values: number[]) => values.reduce<Record<number, number>>((counts, v) => ({ ...counts, [v]: (counts[v] ?? 0) + 1 }), {})

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<number>): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < items.length; i += size) statuses.push(...(await Promise.all(items.slice(i, i + size).map(run))))
  return statuses
}

describe('fuzz: generated bad input never causes a 5xx or stores anything invalid', () => {
  it(`contact server action: ${RUNS} generated payloads`, { timeout: 300_000 }, async () => {
    const actionId = contactActionId()
    const payloads = fc.sample(contactPayload, { numRuns: RUNS, seed: 14 })
    // Encoded as React's client encodes action arguments (what any caller of the action protocol
    // sends); plus bodies no client would send. Bodies React cannot decode at all (e.g. `["$@0"]`,
    // an unknown reference) are answered by Next itself before our action runs; see the report.
    const bodies = [
      ...payloads.map((p) => JSON.stringify([reactEncode(p)])),
      '',
      'null',
      '[',
      '{"a":',
      'x'.repeat(100_000),
      JSON.stringify(Array(5000).fill([])),
    ]
    const statuses = await inBatches(bodies, 4, (body) => callAction(actionId, body))
    const failures = statuses.map((s, i) => [s, bodies[i].length, bodies[i].slice(0, 160)] as const).filter(([s]) => s >= 500)
    if (failures.length) console.log('[fuzz] contact action 5xx:', JSON.stringify(failures.slice(0, 15), null, 1))
    expect(failures).toEqual([])
    expect(statuses.length).toBeGreaterThanOrEqual(RUNS)
    console.log(`[fuzz] contact action: ${statuses.length} payloads, statuses ${JSON.stringify(countBy(statuses))}`)

    // Everything stored is a valid request as the form's schema defines it.
    const headers = await staffHeaders()
    const stored = await (await fetch(`${baseUrl()}/api/contact-requests?limit=5000&depth=0`, { headers })).json()
    for (const doc of stored.docs as Record<string, unknown>[]) {
      const result = validateContact({ ...doc, company: doc.company ?? undefined })
      expect(result.success, JSON.stringify(doc).slice(0, 200)).toBe(true)
      expect(doc.privacyAccepted).toBe(true)
    }
  })

  it(`job-alert sign-up server action: ${RUNS} generated payloads`, { timeout: 300_000 }, async () => {
    const id = actionId('subscribeJobAlert')
    const alertPayload = formPayload({
      email: fc.oneof(fc.emailAddress(), fieldValue),
      search: fieldValue,
      location: fieldValue,
      department: fieldValue,
      employmentType: fieldValue,
      frequency: fc.oneof(fc.constantFrom('daily', 'weekly'), fieldValue),
      consent: fc.oneof(fc.boolean(), fieldValue),
    })
    const bodies = [
      ...fc.sample(alertPayload, { numRuns: RUNS, seed: 23 }).map((p) => JSON.stringify([reactEncode(p)])),
      '',
      'null',
      '[',
      '{"a":',
      JSON.stringify(Array(5000).fill([])),
    ]
    const statuses = await inBatches(bodies, 4, (body) => callAction(id, body))
    const failures = statuses.map((s, i) => [s, bodies[i].slice(0, 160)] as const).filter(([s]) => s >= 500)
    if (failures.length) console.log('[fuzz] job-alert action 5xx:', JSON.stringify(failures.slice(0, 15), null, 1))
    expect(failures).toEqual([])
    expect(statuses.length).toBeGreaterThanOrEqual(RUNS)
    console.log(`[fuzz] job-alert action: ${statuses.length} payloads, statuses ${JSON.stringify(countBy(statuses))}`)
  })

  it(`public REST POSTs (contact requests, job alerts, password reset): ${RUNS} generated bodies`, { timeout: 300_000 }, async () => {
    const bodyArb = fc.oneof(
      fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
      fc
        .dictionary(fc.constantFrom('email', 'firstName', 'message', 'privacyAccepted', 'status', 'id', 'where', 'data'), fieldValue, { maxKeys: 5 })
        .map((v) => JSON.stringify(v)),
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.constantFrom('', '{', '[', '{"a":', 'null', '\u0000', '{"email":"\ud800"}'),
    )
    const bodies = fc.sample(bodyArb, { numRuns: RUNS, seed: 32 })
    const targets = ['/api/contact-requests', '/api/job-alerts', '/api/users/forgot-password']
    const contentTypes = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded']
    const statuses = await inBatches(
      bodies.map((body, i) => [body, targets[i % targets.length], contentTypes[(i >> 2) % contentTypes.length]] as const),
      4,
      async ([body, target, contentType]) => {
        const response = await fetch(`${baseUrl()}${target}`, { method: 'POST', headers: { 'content-type': contentType, 'x-forwarded-for': freshIp() }, body })
        await response.arrayBuffer()
        return response.status
      },
    )
    const failures = statuses.map((s, i) => [s, targets[i % targets.length], bodies[i].slice(0, 120)] as const).filter(([s]) => s >= 500)
    if (failures.length) console.log('[fuzz] public REST 5xx:', JSON.stringify(failures.slice(0, 15), null, 1))
    expect(failures).toEqual([])
    console.log(`[fuzz] public REST POSTs: ${statuses.length} bodies, statuses ${JSON.stringify(countBy(statuses))}`)
  })

  it(`/api/ai-search: ${RUNS} generated bodies`, { timeout: 300_000 }, async () => {
    const bodyArb = fc.oneof(
      fc.record({ query: fc.oneof(hostileText, fieldValue) }, { requiredKeys: [] }).map((b) => JSON.stringify(b)),
      fc.jsonValue({ maxDepth: 6 }).map((v) => JSON.stringify(v)),
      fc.integer({ min: 50, max: 2000 }).map((d) => JSON.stringify({ query: deep(d) })),
      fc.string({ unit: 'binary', maxLength: 500 }),
      fc.constantFrom('', '{', 'null', '{"query": "' + 'Koch '.repeat(2000) + '"}', '{"query":"\\ud800"}'),
    )
    const bodies = fc.sample(bodyArb, { numRuns: RUNS, seed: 41 })
    const contentTypes = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']
    const statuses = await inBatches(bodies, 4, async (body) => {
      const response = await fetch(`${baseUrl()}/api/ai-search`, {
        method: 'POST',
        headers: { 'content-type': contentTypes[body.length % contentTypes.length], 'x-forwarded-for': freshIp() },
        body,
      })
      await response.arrayBuffer()
      return response.status
    })
    const failures = statuses.map((s, i) => [s, bodies[i].slice(0, 120)] as const).filter(([s]) => s >= 500)
    expect(failures).toEqual([])
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0)
    console.log(`[fuzz] /api/ai-search: ${statuses.length} bodies, statuses ${JSON.stringify(countBy(statuses))}`)
  })

  it('malformed ids and query parameters on public routes and REST paths answer 4xx (or a page), never 5xx', { timeout: 300_000 }, async () => {
    const paths = [
      '/stellenangebote/abc',
      '/stellenangebote/%00',
      '/stellenangebote/-1',
      '/stellenangebote/99999999999999999999',
      '/stellenangebote/%E0%A4%A',
      '/stellenangebote/1%27%20OR%201=1',
      '/jobs/abc',
      '/jobs/%2e%2e%2f',
      '/bewerbende?page=-1',
      '/bewerbende?page=abc&sort=%3Cscript%3E&order=up',
      '/bewerbende?q=%FF%FE&ort[]=x&bereich[a]=b',
      `/bewerbende?q=${'x'.repeat(5000)}`,
      '/bewerbende?ki=%00',
      '/?x=%',
      '/%E0%A4%A',
      '/unternehmen?page[]=1',
      '/api/jobs/-1',
      '/api/jobs?limit=abc&page=-5',
      '/api/jobs?sort=nonexistent',
      '/api/jobs?where[id][equals]=abc',
      '/api/jobs?where[title][like]=%25',
      '/api/jobs?depth=999',
      '/api/media/file/..%2F..%2Fetc%2Fpasswd',
      '/api/globals/site-settings?depth=abc',
      '/api/ai-search',
      '/api/health?x=%',
      '/api/graphql?query=%7B',
      '/sitemap.xml?page=abc',
      '/og-image.png?title=%00',
    ]
    const results: string[] = []
    for (const p of paths) {
      try {
        const response = await fetch(`${baseUrl()}${p}`, { redirect: 'manual', headers: { 'x-forwarded-for': freshIp() }, signal: AbortSignal.timeout(60_000) })
        await response.arrayBuffer()
        if (response.status >= 500) results.push(`${response.status} ${p}`)
      } catch (error) {
        results.push(`${(error as Error).name} ${p}`)
      }
    }
    const graphql = await fetch(`${baseUrl()}/api/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ Jobs(where: {id: {equals: \\"abc\\"}}) { docs { id } } }"}',
    })
    if (graphql.status >= 500) results.push(`${graphql.status} POST /api/graphql`)
    expect(results).toEqual([])
  })

  it('ids and filters the database cannot hold answer 4xx, also for staff (Payload answered 500)', async () => {
    const headers = await staffHeaders()
    for (const p of [
      '/api/jobs/99999999999999999999',
      '/api/jobs/9999999999',
      '/api/pages/abc',
      '/api/pages?where[slug][in]=%00',
      '/api/pages?where[slug][equals]=a%00b',
      '/api/jobs?where[id][equals]=99999999999',
      '/api/jobs?where[id][in]=abc',
      '/api/references/abc',
      '/api/media/file/%00',
    ]) {
      for (const init of [{}, { headers }]) {
        const response = await fetch(`${baseUrl()}${p}`, { redirect: 'manual', ...init })
        await response.arrayBuffer()
        expect(response.status, p).toBeGreaterThanOrEqual(400)
        expect(response.status, p).toBeLessThan(500)
      }
    }
  })
})
