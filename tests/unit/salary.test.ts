import { describe, expect, it } from 'vitest'
import { parseSalaryText, type ParsedSalary } from '@/lib/jobs/salary'
import { SALARY_CORPUS } from '../fixtures/salary-corpus'
import { SALARY_FRESH } from '../fixtures/salary-fresh'

/** "MIN-MAX CURRENCY PERIOD [gross|net] [h=HOURS]" as in the corpus. */
function expected(spec: string | null): ParsedSalary | null {
  if (spec === null) return null
  const [range, currency, period, ...rest] = spec.split(' ')
  const [min, max] = range.split('-').map((v) => (v === '' ? null : Number(v)))
  const basis = rest.includes('gross') ? 'gross' : rest.includes('net') ? 'net' : null
  const hours = rest.find((r) => r.startsWith('h='))
  return {
    min,
    max,
    currency: currency as ParsedSalary['currency'],
    period: period as ParsedSalary['period'],
    basis,
    hoursPerWeek: hours ? Number(hours.slice(2)) : null,
  }
}

const tuning = SALARY_CORPUS.filter((_, i) => i % 2 === 0)
const heldBack = SALARY_CORPUS.filter((_, i) => i % 2 === 1)

function accuracy(cases: typeof SALARY_CORPUS) {
  const wrong = cases.filter(([text, spec]) => JSON.stringify(parseSalaryText(text)) !== JSON.stringify(expected(spec)))
  return { share: 1 - wrong.length / cases.length, wrong: wrong.map(([text, spec]) => ({ text, spec, got: parseSalaryText(text) })) }
}

describe('salary texts', () => {
  it('reads the everyday shapes', () => {
    expect(parseSalaryText('58.000 – 65.000 € p. a.')).toEqual({ min: 58000, max: 65000, currency: 'EUR', period: 'year', basis: null, hoursPerWeek: null })
    expect(parseSalaryText('2.100 € brutto / Monat (25 Std.)')).toEqual({
      min: 2100,
      max: 2100,
      currency: 'EUR',
      period: 'month',
      basis: 'gross',
      hoursPerWeek: 25,
    })
    expect(parseSalaryText('ab 18 €/Std.')).toEqual({ min: 18, max: null, currency: 'EUR', period: 'hour', basis: null, hoursPerWeek: null })
    expect(parseSalaryText('nach Vereinbarung')).toBeNull()
  })

  it('is right on at least 95 % of the corpus, in both halves', () => {
    const tuned = accuracy(tuning)
    const held = accuracy(heldBack)
    console.log(
      `salary corpus: tuning ${(tuned.share * 100).toFixed(1)} % of ${tuning.length}, held back ${(held.share * 100).toFixed(1)} % of ${heldBack.length}`,
    )
    if (process.env.SALARY_SHOW_WRONG)
      console.log(JSON.stringify({ tuning: tuned.wrong, heldBack: process.env.SALARY_SHOW_WRONG === 'all' ? held.wrong : undefined }, null, 1))
    expect(tuned.share).toBeGreaterThanOrEqual(0.95)
    expect(held.share).toBeGreaterThanOrEqual(0.95)
  })

  it('generalises to wording written after it was finished', () => {
    const fresh = accuracy(SALARY_FRESH)
    console.log(`salary texts written afterwards: ${(fresh.share * 100).toFixed(1)} % of ${SALARY_FRESH.length}`)
    if (process.env.SALARY_SHOW_WRONG === 'all') console.log(JSON.stringify(fresh.wrong, null, 1))
    expect(fresh.share).toBeGreaterThanOrEqual(0.9)
  })
})
