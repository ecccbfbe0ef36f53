import { describe, expect, it } from 'vitest'
import { filterChips } from '@/features/job-search/chips'
import { EMPTY_FILTERS } from '@/lib/jobs/filter'

describe('filterChips: the applied filters as the bar shows them', () => {
  it('shows none for the plain board', () => {
    expect(filterChips(EMPTY_FILTERS)).toEqual([])
  })

  it('names every applied filter in the bar’s order, in German, with what removing it changes', () => {
    const chips = filterChips({
      ...EMPTY_FILTERS,
      search: 'Küchenchef Hamburg',
      location: '20095',
      radius: 25,
      payMin: 2500,
      payUnit: 'month',
      model: 'teilzeit',
      season: 'saison',
      housing: true,
      sortBy: 'distance',
    })
    expect(chips.map((chip) => chip.label)).toEqual([
      'Suche: Küchenchef H...',
      'PLZ: 20095',
      'Umkreis: 25 km',
      'Gehalt ab 2.500 € / Monat',
      'Arbeitszeit: Teilzeit',
      'Saisonstelle',
      'Mit Personalunterkunft',
      'Sortierung: Entfernung',
    ])
    expect(chips.find((chip) => chip.key === 'sortBy')?.without).toEqual({ sortBy: '', sortOrder: 'asc' })
  })

  it('calls a town „Ort“, an hourly wage „Stunde“, and the reversed default order „älteste zuerst“', () => {
    const labels = filterChips({ ...EMPTY_FILTERS, location: 'Pinneberg', payMin: 15, payUnit: 'hour', sortOrder: 'desc' }).map((chip) => chip.label)
    expect(labels).toEqual(['Ort: Pinneberg', 'Gehalt ab 15 € / Stunde', 'Sortierung: älteste zuerst'])
  })

  it('shows no radius without a place (it would filter nothing)', () => {
    expect(filterChips({ ...EMPTY_FILTERS, radius: 25 })).toEqual([])
  })
})
