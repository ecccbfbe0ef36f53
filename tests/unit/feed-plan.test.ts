import { describe, expect, it } from 'vitest'
import type { FeedJob } from '@/features/feed/lib'
import { planImport } from '../support/feedPlanReference'

const job = (externalId: string, contentHash = `h-${externalId}`): FeedJob => ({ externalId, title: externalId, contentHash })
const stored = (id: number, externalId: string, contentHash = `h-${externalId}`) => ({ id, externalId, contentHash })

describe('planImport', () => {
  it('creates new, updates changed, skips unchanged and deletes jobs gone from the feed', () => {
    const plan = planImport([stored(1, 'a'), stored(2, 'b'), stored(3, 'c')], [job('a'), job('b', 'changed'), job('d')])
    expect(plan.create.map((j) => j.externalId)).toEqual(['d'])
    expect(plan.update).toEqual([{ id: 2, job: job('b', 'changed') }])
    expect(plan.unchanged).toBe(1)
    expect(plan.delete).toEqual([3])
    expect(plan.refusal).toBeUndefined()
  })

  it('refuses an empty feed and a feed that would delete all stored feed jobs', () => {
    expect(planImport([stored(1, 'a')], []).refusal).toMatch(/keine Stellen/)
    expect(planImport([], []).refusal).toMatch(/keine Stellen/)
    expect(planImport([stored(1, 'a'), stored(2, 'b')], [job('x')], 100).refusal).toMatch(/alle 2 importierten Stellen/)
  })

  it('refuses more than maxDeletePercent deletions, allows exactly the limit', () => {
    const existing = [1, 2, 3, 4].map((i) => stored(i, `j${i}`))
    expect(planImport(existing, [job('j1'), job('j2')], 50).refusal).toBeUndefined()
    expect(planImport(existing, [job('j1')], 50).refusal).toBe(
      'Der Import würde 3 von 4 importierten Stellen (75 %) löschen; erlaubt sind höchstens 50 %. Der Import wurde nicht übernommen.',
    )
    expect(planImport(existing, [job('j1')], 80).refusal).toBeUndefined()
  })
})
