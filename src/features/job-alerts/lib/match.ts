import { currentJobs, toBoardEntry, type BoardEntry } from '@/features/jobs/boardEntry'
import { isPostcode } from '@/features/job-search/geo'
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
  // „PLZ oder Ort“ with a postcode means the jobs at that postcode (or below its leading digits), as on the board
  const postcode = isPostcode(filters.location) ? filters.location.trim() : ''
  const entries = fresh.map((job) => toBoardEntry(job)).filter((entry) => !postcode || entry.postalCode?.startsWith(postcode))
  return filterAndSortJobs(entries, postcode ? { ...filters, location: '' } : filters)
}
