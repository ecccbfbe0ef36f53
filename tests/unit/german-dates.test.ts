import { describe, expect, it } from 'vitest'
import type { Field } from 'payload'
import { germanDateTime } from '@/lib/dates/german'
import { withGermanDates } from '@/plugins/germanDates'
import { overrideRefusal } from '@/features/feed/lib'
import { planImport } from '../support/feedPlanReference'

describe('German dates in the admin', () => {
  it('gives every date field, however deeply nested, TT.MM.JJJJ and 24-hour times', () => {
    const fields: Field[] = [
      { name: 'a', type: 'date' },
      { name: 'b', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { type: 'tabs', tabs: [{ label: 'T', fields: [{ type: 'row', fields: [{ name: 'c', type: 'date' }] }] }] },
      { name: 'g', type: 'group', fields: [{ name: 'd', type: 'date', admin: { date: { pickerAppearance: 'timeOnly' } } }] },
      { name: 'l', type: 'blocks', blocks: [{ slug: 'x', fields: [{ name: 'e', type: 'date', admin: { date: { displayFormat: 'yyyy' } } }] }] },
    ]
    const out = JSON.stringify(withGermanDates(fields))
    expect(out.match(/"displayFormat":"dd\.MM\.yyyy"/g)).toHaveLength(2)
    expect(out).toContain('"displayFormat":"dd.MM.yyyy HH:mm"')
    expect(out).toContain('"displayFormat":"HH:mm"')
    expect(out).toContain('"displayFormat":"yyyy"') // an explicit format is kept
    expect(out).not.toContain('h:mm a')
  })

  it('formats dates as TT.MM.JJJJ HH:mm in German time', () => {
    expect(germanDateTime('2026-11-21T14:05:00Z')).toBe('21.11.2026 15:05')
    expect(germanDateTime('2026-07-01T22:30:00Z')).toBe('02.07.2026 00:30')
    expect(germanDateTime(null)).toBe('–')
  })
})

describe('taking over a refused import', () => {
  const job = (id: string) => ({ externalId: id, title: id, contentHash: id })
  const stored = ['a', 'b', 'c'].map((id, i) => ({ id: i + 1, externalId: id, contentHash: id }))

  it('allows what was confirmed, never more and never an empty feed', () => {
    const plan = planImport(stored, [job('x'), job('y')], 50)
    expect(plan.refusal).toBeTruthy()
    expect(overrideRefusal(plan, 2, 3)).toBeUndefined()
    expect(overrideRefusal(plan, 2, 2)).toContain('jetzt 3 statt 2 Stellen')
    const empty = planImport(stored, [], 50)
    expect(overrideRefusal(empty, 0, 3)).toContain('leerer Feed')
    expect(overrideRefusal(planImport(stored, [job('a'), job('b'), job('c')], 50), 3, 0)).toBeUndefined()
  })
})
