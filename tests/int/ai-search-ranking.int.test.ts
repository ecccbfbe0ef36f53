import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_JOBS, TEST_QUERIES, type TestJobKey } from '../fixtures/ai-search-testset'
import { getTestPayload } from '../support/payload'

/**
 * Quality of the local ranking (runLocalJobSearch) on a judged test set: per query precision
 * and recall over the fixture jobs, their micro and macro averages, printed as a table.
 * Jobs other test files left in the shared database are ignored (only fixture ids count).
 */
let payload: Payload
let search: typeof import('@/features/ai-search')
const idOf = {} as Record<TestJobKey, number>
const keyOf = new Map<number, TestJobKey>()

type Row = { query: string; expected: number; found: number; hits: number; precision: number; recall: number; missed: string[]; extra: string[] }
const rows: Row[] = []

beforeAll(async () => {
  payload = await getTestPayload()
  delete process.env.GEMINI_API_KEY
  for (const [key, data] of Object.entries(TEST_JOBS)) {
    const job = await payload.create({ collection: 'jobs', data, context: { disableRevalidate: true } })
    idOf[key as TestJobKey] = job.id
    keyOf.set(job.id, key as TestJobKey)
  }
  search = await import('@/features/ai-search')
  search.clearAiSearchCache()
  for (const { query, expected } of TEST_QUERIES) {
    const result = await search.runLocalJobSearch(query)
    const found = result.matchedJobIds.map((id) => keyOf.get(id)).filter((k): k is TestJobKey => !!k)
    const hits = found.filter((k) => expected.includes(k)).length
    rows.push({
      query,
      expected: expected.length,
      found: found.length,
      hits,
      precision: found.length ? hits / found.length : expected.length ? 0 : 1,
      recall: expected.length ? hits / expected.length : 1,
      missed: expected.filter((k) => !found.includes(k)),
      extra: found.filter((k) => !expected.includes(k)),
    })
  }
  print()
})

afterAll(async () => {
  if (payload) {
    await payload.delete({ collection: 'jobs', where: { id: { in: Object.values(idOf) } }, context: { disableRevalidate: true } })
    await payload.destroy()
  }
})

const positive = () => rows.filter((r) => r.expected > 0)
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
const metrics = () => {
  const pos = positive()
  return {
    macroPrecision: mean(pos.map((r) => r.precision)),
    macroRecall: mean(pos.map((r) => r.recall)),
    microPrecision: sum(pos.map((r) => r.hits)) / Math.max(1, sum(pos.map((r) => r.found))),
    microRecall: sum(pos.map((r) => r.hits)) / sum(pos.map((r) => r.expected)),
  }
}

function print() {
  const pct = (x: number) => `${(x * 100).toFixed(0)}%`.padStart(5)
  const lines = [
    `AI search ranking test set: ${Object.keys(TEST_JOBS).length} jobs, ${rows.length} queries`,
    `${'query'.padEnd(26)} exp found hits  prec   rec  missed / extra`,
    ...rows.map(
      (r) =>
        `${r.query.padEnd(26)} ${String(r.expected).padStart(3)} ${String(r.found).padStart(5)} ${String(r.hits).padStart(4)} ${pct(r.precision)} ${pct(r.recall)}  ${[
          r.missed.length ? `missed: ${r.missed.join(', ')}` : '',
          r.extra.length ? `extra: ${r.extra.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; ')}`,
    ),
  ]
  const m = metrics()
  lines.push(
    `micro precision ${pct(m.microPrecision)}, micro recall ${pct(m.microRecall)}; macro precision ${pct(m.macroPrecision)}, macro recall ${pct(m.macroRecall)} (over the ${positive().length} queries with expected jobs)`,
  )
  console.log(lines.join('\n'))
}

describe('local AI-search ranking on the judged test set', () => {
  it('finds what visitors expect: macro recall ≥ 0.9, macro precision ≥ 0.8, micro both ≥ 0.85', () => {
    const m = metrics()
    expect(m.macroRecall).toBeGreaterThanOrEqual(0.9)
    expect(m.macroPrecision).toBeGreaterThanOrEqual(0.8)
    expect(m.microRecall).toBeGreaterThanOrEqual(0.85)
    expect(m.microPrecision).toBeGreaterThanOrEqual(0.85)
  })

  it('no single query fails badly (recall and precision ≥ 0.5 each)', () => {
    const weak = positive()
      .filter((r) => r.recall < 0.5 || r.precision < 0.5)
      .map((r) => r.query)
    expect(weak).toEqual([])
  })

  it('queries outside hospitality find nothing', () => {
    const noise = rows.filter((r) => r.expected === 0 && r.found > 0).map((r) => `${r.query}: ${r.extra.join(', ')}`)
    expect(noise).toEqual([])
    expect(rows.filter((r) => r.expected === 0).length).toBeGreaterThanOrEqual(2)
  })

  it('puts an expected job first for every query that has one', async () => {
    search.clearAiSearchCache()
    const wrongFirst: string[] = []
    for (const { query, expected } of TEST_QUERIES.filter((q) => q.expected.length)) {
      const first = (await search.runLocalJobSearch(query)).matchedJobIds.map((id) => keyOf.get(id)).find(Boolean)
      if (!first || !expected.includes(first)) wrongFirst.push(`${query}: ${first ?? 'nichts'}`)
    }
    expect(wrongFirst).toEqual([])
  })
})
