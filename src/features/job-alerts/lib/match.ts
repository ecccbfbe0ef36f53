import { currentJobs, toBoardEntry, type BoardEntry } from '@/features/jobs/boardEntry'
import { postcodeMatcher, radiusMatcher } from '@/features/job-search/place'
import { filterAndSortJobs } from '@/lib/jobs/filter'
import { criteriaToFilters, type AlertCriteria } from './schema'

type DigestJob = Parameters<typeof toBoardEntry>[0] & { createdAt: string }

/**
 * The jobs a digest reports: open jobs that reached the board after `since` (and not after
 * `until`, the moment the run started) and pass the board's own filters, newest first.
 */
export function newMatchingJobs(jobs: readonly DigestJob[], criteria: Partial<AlertCriteria>, since: Date, until: Date): BoardEntry[] {
  const fresh = currentJobs(jobs, until).filter((job) => {
    const created = Date.parse(job.createdAt)
    return created > since.getTime() && created <= until.getTime()
  })
  const filters = criteriaToFilters(criteria)
  // „PLZ oder Ort“ as on the board: a postcode means the jobs at it; with „Umkreis“ the jobs whose nearest place lies within it
  const atPostcode = postcodeMatcher(filters.location, filters.radius)
  const near = radiusMatcher(filters.location, filters.radius)
  const entries = fresh.map((job) => toBoardEntry(job)).filter((entry) => (!atPostcode || atPostcode(entry)) && (!near || near(entry)))
  return filterAndSortJobs(entries, atPostcode || near ? { ...filters, location: '' } : filters)
}
