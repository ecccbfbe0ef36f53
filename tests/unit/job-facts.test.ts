import { describe, expect, it } from 'vitest'
import { detectFacts, factBadges, NO_FACTS, type JobFacts } from '@/features/job-search/facts'
import { FACT_CORPUS, type FactCase } from '../fixtures/facts-corpus'

const tuning = FACT_CORPUS.filter((_, i) => i % 2 === 0)
const heldBack = FACT_CORPUS.filter((_, i) => i % 2 === 1)
const FACTS = Object.keys(NO_FACTS) as (keyof JobFacts)[]
const known = (value: unknown) => value !== null && value !== false && value !== undefined

/** Precision and recall over every stated fact: a wrong value counts as a false positive and a miss. */
function score(cases: FactCase[]) {
  let tp = 0
  let fp = 0
  let fn = 0
  const wrong: unknown[] = []
  for (const [source, partial] of cases) {
    const expected = { ...NO_FACTS, ...partial }
    const got = detectFacts(source)
    for (const fact of FACTS) {
      const right = got[fact] === expected[fact]
      if (right && known(got[fact])) tp++
      if (!right && known(got[fact])) fp++
      if (!right && known(expected[fact])) fn++
      if (!right) wrong.push({ title: source.title, fact, expected: expected[fact], got: got[fact] })
    }
  }
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), wrong }
}

describe('hospitality facts in ad texts', () => {
  it('reads housing, season, working-time model, start, meals, tips and the working week', () => {
    expect(
      detectFacts({
        title: 'Servicekraft Sommersaison 2026',
        employmentType: 'Vollzeit',
        description: '<p>Start zum 01.05.2026. Personalzimmer im Haus, Kost und Logis frei, Trinkgeld, 5-Tage-Woche.</p>',
      }),
    ).toEqual({
      staffHousing: true,
      seasonKind: 'saison',
      season: 'Sommersaison 2026',
      workingTimeModel: 'vollzeit',
      startFrom: '01.05.2026',
      meals: true,
      tips: true,
      workWeekDays: '5',
    })
  })

  it('takes negated and incidental wording as unknown', () => {
    expect(detectFacts({ title: 'Koch', description: 'Keine Unterkunft, ohne Verpflegung. Sie reinigen Zimmer.' })).toEqual(NO_FACTS)
  })

  it('is precise on both halves of the judged ads', () => {
    const tuned = score(tuning)
    const held = score(heldBack)
    const pct = (n: number) => `${(n * 100).toFixed(1)} %`
    console.log(
      `facts corpus: tuning precision ${pct(tuned.precision)} recall ${pct(tuned.recall)} (${tuning.length} ads); held back precision ${pct(held.precision)} recall ${pct(held.recall)} (${heldBack.length} ads)`,
    )
    if (process.env.FACTS_SHOW_WRONG) console.log(JSON.stringify({ tuning: tuned.wrong, heldBack: held.wrong }, null, 1))
    expect(tuned.precision).toBeGreaterThanOrEqual(0.95)
    expect(tuned.recall).toBeGreaterThanOrEqual(0.9)
    expect(held.precision).toBeGreaterThanOrEqual(0.9)
    expect(held.recall).toBeGreaterThanOrEqual(0.8)
  })

  it('names the badges in German', () => {
    expect(
      factBadges({
        staffHousing: true,
        seasonKind: 'saison',
        season: 'Wintersaison 2026/27',
        workingTimeModel: 'teilzeit',
        startFrom: 'ab sofort',
        meals: true,
        tips: true,
        workWeekDays: '4',
      }),
    ).toEqual(['Personalunterkunft', 'Saisonstelle (Wintersaison 2026/27)', 'Teilzeit', 'Einstieg ab sofort', 'Verpflegung', 'Trinkgeld', '4-Tage-Woche'])
  })
})
