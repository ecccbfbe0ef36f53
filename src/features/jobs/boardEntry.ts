import { isJobOpen, type ClosableJob } from '@/features/jobs/closing'
import { searchKeys, type FilterableJob, type SearchKeys } from '@/lib/jobs/filter'
import { chooseJobImage } from '@/lib/jobs/image'
import { splitLocations } from '@/lib/jobs/locations'
import { jobTeaser } from '@/lib/jobs/teaser'
import { stripHtml } from '@/lib/jobs/text'
import { comparablePay, formatSalary, storedSalary, weeklyHours, type SalaryFields } from '@/features/job-search/pay'
import type { GeoPlace, Point } from '@/features/job-search/geo'

/** What a job card and the board's filters need: small, so 5,000 of them stay cheap to cache. */
export type BoardEntry = {
  id: number
  slug: string
  title: string
  company: string | null
  location: string | null
  /** further work places (shown on the card, matched by the location filter) */
  additionalLocations: string[]
  department: string | null
  employmentType: string | null
  publishDate: string | null
  applicationDeadline: string | null
  validThrough: string | null
  filled: boolean
  teaser: string
  /** own-origin or data: image, undefined = default image */
  image?: string
  /** „2.100 € brutto / Monat“, null when the job states no figure */
  salary: string | null
  /** the work places' coordinates (radius search) */
  points: Point[]
  postalCode: string | null
  /** set per request when a place was given: km to the nearest work place */
  distanceKm?: number
  keys: SearchKeys
}

/** A stored job as the board reads it: the filterable fields plus what the card shows. */
type BoardSourceJob = FilterableJob & {
  id: number
  slug?: string | null
  additionalLocations?: string | null
  imageUrl?: string | null
  applicationDeadline?: string | null
  postalCode?: string | null
  hours?: string | null
  staffHousing?: boolean | null
  seasonKind?: string | null
  workingTimeModel?: string | null
  geoPlaces?: unknown
  validThrough?: string | null
  filled?: boolean | null
} & Partial<Record<keyof SalaryFields, unknown>>

function pointsOf(value: unknown): Point[] {
  if (!Array.isArray(value)) return []
  return (value as Partial<GeoPlace>[]).filter((p) => typeof p?.lat === 'number' && typeof p?.lon === 'number').map((p) => ({ lat: p.lat!, lon: p.lon! }))
}

export function toBoardEntry(job: BoardSourceJob, ownOrigin?: string): BoardEntry {
  const additionalLocations = splitLocations(job.additionalLocations)
  const allLocations = [job.location, ...additionalLocations].filter(Boolean).join('\n')
  const salary = storedSalary(job)
  const hours = weeklyHours(job.hours)
  return {
    salary: formatSalary(salary),
    points: pointsOf(job.geoPlaces),
    postalCode: job.postalCode?.trim() || null,
    id: job.id,
    slug: job.slug || String(job.id),
    title: job.title,
    company: job.company ?? null,
    location: job.location ?? null,
    additionalLocations,
    department: job.department ?? null,
    employmentType: job.employmentType ?? null,
    publishDate: job.publishDate ?? null,
    applicationDeadline: job.applicationDeadline ?? null,
    validThrough: job.validThrough ?? null,
    filled: Boolean(job.filled),
    teaser: jobTeaser(job.description),
    image: chooseJobImage(job, { ownOrigin }),
    keys: searchKeys({ ...job, location: allLocations }, stripHtml(job.description), {
      payMonth: comparablePay(salary, 'month', hours),
      payHour: comparablePay(salary, 'hour', hours),
      housing: Boolean(job.staffHousing),
      season: job.seasonKind ?? '',
      model: job.workingTimeModel ?? '',
    }),
  }
}

/** Jobs still open: a filled job, a passed „Gültig bis“ or application deadline hides a job from the board. */
export function currentJobs<T extends ClosableJob>(jobs: readonly T[], now: Date = new Date()): T[] {
  return jobs.filter((job) => isJobOpen(job, now))
}
