import type { CollectionBeforeChangeHook } from 'payload'
import { detectFacts } from './facts'
import { geoPlacesOf, salaryOf, type SearchSource } from './derive'

const FACT_SOURCES = ['title', 'employmentType', 'hours', 'contractType', 'startDate', 'description', 'requirements', 'benefits'] as const

/**
 * On save: the pay figures are read again when the salary text changed (or the job is new), the
 * facts when a text they come from changed, the places whenever the job is saved. What an editor
 * corrected by hand stays until the text it came from changes.
 */
export const deriveSearchFields: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as SearchSource & Record<string, unknown>
  const changed = (field: string) => operation === 'create' || (field in data && data[field] !== originalDoc?.[field])
  // figures an editor typed in with a new job's text are kept
  const typedFigures = operation === 'create' && (data.salaryMin != null || data.salaryMax != null)
  if (changed('salary') && !typedFigures) Object.assign(data, salaryOf(merged))
  if (FACT_SOURCES.some(changed)) Object.assign(data, detectFacts(merged))
  data.geoPlaces = geoPlacesOf(merged)
  return data
}
