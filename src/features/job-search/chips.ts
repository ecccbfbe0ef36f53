import { searchChipLabel, type JobFilters } from '@/lib/jobs/filter'
import { isPostcode } from './geo'
import { SEASON_LABELS, SORT_LABELS, WORKING_TIME_LABELS, type SeasonKind, type WorkingTimeModel } from './labels'

/** An applied filter as a removable chip: its label and what removing it changes. */
export type FilterChip = { key: string; label: string; without: Partial<JobFilters> }

const payLabel = (f: JobFilters) => `${new Intl.NumberFormat('de-DE').format(f.payMin ?? 0)} € / ${f.payUnit === 'hour' ? 'Stunde' : 'Monat'}`

/** The board's applied filters as chips, in the filter bar's order (computed by the server: the bar's code stays small). */
export function filterChips(filters: JobFilters): FilterChip[] {
  const chips: FilterChip[] = []
  if (filters.lease) chips.push({ key: 'lease', label: 'Nur Pachtangebote', without: { lease: false } })
  if (filters.search) chips.push({ key: 'search', label: `Suche: ${searchChipLabel(filters.search)}`, without: { search: '' } })
  if (filters.location)
    chips.push({ key: 'location', label: `${isPostcode(filters.location) ? 'PLZ' : 'Ort'}: ${filters.location}`, without: { location: '' } })
  if (filters.department) chips.push({ key: 'department', label: `Bereich: ${filters.department}`, without: { department: '' } })
  if (filters.employmentType) chips.push({ key: 'employmentType', label: `Anstellungsart: ${filters.employmentType}`, without: { employmentType: '' } })
  if (filters.radius && filters.location) chips.push({ key: 'radius', label: `Umkreis: ${filters.radius} km`, without: { radius: 0 } })
  if (filters.payMin) chips.push({ key: 'payMin', label: `Gehalt ab ${payLabel(filters)}`, without: { payMin: null } })
  if (filters.model)
    chips.push({ key: 'model', label: `Arbeitszeit: ${WORKING_TIME_LABELS[filters.model as WorkingTimeModel] ?? filters.model}`, without: { model: '' } })
  if (filters.season) chips.push({ key: 'season', label: SEASON_LABELS[filters.season as SeasonKind] ?? filters.season, without: { season: '' } })
  if (filters.housing) chips.push({ key: 'housing', label: 'Mit Personalunterkunft', without: { housing: false } })
  if (filters.sortBy) chips.push({ key: 'sortBy', label: `Sortierung: ${SORT_LABELS[filters.sortBy]}`, without: { sortBy: '', sortOrder: 'asc' } })
  else if (filters.sortOrder === 'desc') chips.push({ key: 'sortOrder', label: 'Sortierung: älteste zuerst', without: { sortOrder: 'asc' } })
  return chips
}
