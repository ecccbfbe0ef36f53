/**
 * Everything the search needs from one job, derived from its texts once (feed import and save):
 * stored pay figures, hospitality facts and geocoded places. Pure.
 */
import { splitLocations } from '@/lib/jobs/locations'
import { detectFacts, type FactSource, type JobFacts } from './facts'
import { geocodeJobPlaces, type GeoPlace } from './geo'
import { salaryFields, type SalaryFields } from './pay'

export type SearchFields = SalaryFields & JobFacts & { geoPlaces: GeoPlace[] }

export type SearchSource = FactSource & { salary?: string | null; location?: string | null; additionalLocations?: string | null; postalCode?: string | null }

export function salaryOf(job: SearchSource): SalaryFields {
  return salaryFields(job.salary)
}

export function geoPlacesOf(job: SearchSource): GeoPlace[] {
  return geocodeJobPlaces(job.location, splitLocations(job.additionalLocations), job.postalCode)
}

export function searchFields(job: SearchSource): SearchFields {
  return { ...salaryOf(job), ...detectFacts(job), geoPlaces: geoPlacesOf(job) }
}
