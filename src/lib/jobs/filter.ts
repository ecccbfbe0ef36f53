import { hasLeaseTerm } from './lease'
import { foldGerman } from './text'

export const SORT_KEYS = ['title', 'company', 'location', 'publishDate', 'distance', 'pay'] as const
export type SortKey = (typeof SORT_KEYS)[number]
export type SortOrder = 'asc' | 'desc'

export type JobFilters = {
  search: string
  /** „PLZ oder Ort“: a town (matched by name when exact) or a German postcode or its first digits */
  location: string
  department: string
  employmentType: string
  /** '' = the board's default order: newest first, reversed (oldest first) by sortOrder 'desc' */
  sortBy: SortKey | ''
  sortOrder: SortOrder
  /** only lease offers (src/lib/jobs/lease.ts): the way from /verpachtung#paechter-jobs to all of them */
  lease: boolean
  /** „Gehalt ab“: the least a job may pay at most, in `payUnit`; null = no pay filter */
  payMin?: number | null
  payUnit?: 'month' | 'hour'
  /** only jobs with staff housing */
  housing?: boolean
  /** '' | 'saison' | 'ganzjahr' */
  season?: string
  /** a working-time model ('vollzeit', 'teilzeit', …) or '' */
  model?: string
  /** „Umkreis“ in km around `location` (a postcode or a town); 0 = exact (the town's name, the postcode's digits) */
  radius?: number
}

export const EMPTY_FILTERS: JobFilters = {
  search: '',
  location: '',
  department: '',
  employmentType: '',
  sortBy: '',
  sortOrder: 'asc',
  lease: false,
}

export const RADIUS_OPTIONS = [10, 25, 50, 100] as const
const SEASONS = ['saison', 'ganzjahr']
const MODELS = ['vollzeit', 'teilzeit', 'minijob', 'aushilfe', 'ausbildung', 'praktikum']

/** The fields filtering and sorting read. Anything job-shaped fits. */
export type FilterableJob = {
  title: string
  company?: string | null
  location?: string | null
  department?: string | null
  employmentType?: string | null
  description?: string | null
  publishDate?: string | null
}

/** URL parameters of the board (shareable, work without JavaScript). */
export const FILTER_PARAMS = {
  search: 'q',
  location: 'ort',
  department: 'bereich',
  employmentType: 'art',
  sortBy: 'sort',
  sortOrder: 'order',
  lease: 'pacht',
  page: 'seite',
  payMin: 'gehalt',
  payUnit: 'je',
  housing: 'unterkunft',
  season: 'saison',
  model: 'modell',
  /** older links' separate postcode field: read as „PLZ oder Ort“, never written */
  postcode: 'plz',
  radius: 'umkreis',
} as const

type Params = Record<string, string | string[] | undefined> | URLSearchParams

function param(params: Params, name: string): string {
  const value = params instanceof URLSearchParams ? params.get(name) : params[name]
  const first = Array.isArray(value) ? value[0] : value
  return (first ?? '').trim().slice(0, 200)
}

/** „2500“, „2.500“, „2.500 €“, „15,50“ -> the number; anything else -> null. */
export function parsePayAmount(raw: string): number | null {
  const compact = raw.replace(/\s|€|eur(?:o)?/gi, '')
  const normalised = /^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(compact) ? compact.replace(/\./g, '').replace(',', '.') : compact.replace(',', '.')
  if (!/^\d+(?:\.\d{1,2})?$/.test(normalised)) return null
  const value = Number(normalised)
  return value > 0 && value < 1_000_000 ? value : null
}

/** Reads the filters from the URL; `search` is accepted as an alias of `q`. Unknown values fall back to defaults. */
export function parseFilters(params: Params): JobFilters {
  const sortBy = param(params, FILTER_PARAMS.sortBy)
  const payMin = parsePayAmount(param(params, FILTER_PARAMS.payMin))
  const unit = param(params, FILTER_PARAMS.payUnit)
  const radius = Number(param(params, FILTER_PARAMS.radius))
  const season = param(params, FILTER_PARAMS.season)
  const model = param(params, FILTER_PARAMS.model)
  const postcode = param(params, FILTER_PARAMS.postcode)
  // the search's newer filters are left out (undefined) when not asked for, so plain board URLs read as before
  const set = <T>(value: T, unset: boolean) => (unset ? undefined : value)
  return {
    payMin: set(payMin, payMin === null),
    // a figure under 100 without a unit is an hourly wage
    payUnit: set(unit === 'stunde' || (unit !== 'monat' && payMin !== null && payMin < 100) ? 'hour' : 'month', payMin === null),
    housing: set(true, ['', '0'].includes(param(params, FILTER_PARAMS.housing))),
    season: set(season, !SEASONS.includes(season)),
    model: set(model, !MODELS.includes(model)),
    radius: set(radius, !(RADIUS_OPTIONS as readonly number[]).includes(radius)),
    search: param(params, FILTER_PARAMS.search) || param(params, 'search'),
    // an older link's postcode was the centre of its radius: it stays the place
    location: /^\d{2,5}$/.test(postcode) ? postcode : param(params, FILTER_PARAMS.location),
    department: param(params, FILTER_PARAMS.department),
    employmentType: param(params, FILTER_PARAMS.employmentType),
    sortBy: (SORT_KEYS as readonly string[]).includes(sortBy) ? (sortBy as SortKey) : '',
    sortOrder: param(params, FILTER_PARAMS.sortOrder) === 'desc' ? 'desc' : 'asc',
    lease: !['', '0'].includes(param(params, FILTER_PARAMS.lease)),
  }
}

/** The filters as URL parameters, defaults left out so URLs stay short. */
export function filtersToParams(filters: JobFilters, page = 1): URLSearchParams {
  const out = new URLSearchParams()
  if (filters.search) out.set(FILTER_PARAMS.search, filters.search)
  if (filters.location) out.set(FILTER_PARAMS.location, filters.location)
  if (filters.department) out.set(FILTER_PARAMS.department, filters.department)
  if (filters.employmentType) out.set(FILTER_PARAMS.employmentType, filters.employmentType)
  if (filters.sortBy) out.set(FILTER_PARAMS.sortBy, filters.sortBy)
  if (filters.sortOrder === 'desc') out.set(FILTER_PARAMS.sortOrder, 'desc')
  if (filters.lease) out.set(FILTER_PARAMS.lease, '1')
  if (filters.payMin) {
    out.set(FILTER_PARAMS.payMin, String(filters.payMin))
    out.set(FILTER_PARAMS.payUnit, filters.payUnit === 'hour' ? 'stunde' : 'monat')
  }
  if (filters.housing) out.set(FILTER_PARAMS.housing, '1')
  if (filters.season) out.set(FILTER_PARAMS.season, filters.season)
  if (filters.model) out.set(FILTER_PARAMS.model, filters.model)
  if (filters.radius && filters.location) out.set(FILTER_PARAMS.radius, String(filters.radius))
  if (page > 1) out.set(FILTER_PARAMS.page, String(page))
  return out
}

/**
 * Precomputed folded text of one job, so a request with 5,000 jobs only runs `includes`.
 * `searchText` joins title, description (plain text) and company with a separator no query can span;
 * `lease`: title or description has a lease term (isLeaseJob's rule, without folding twice).
 */
export type SearchKeys = {
  searchText: string
  location: string
  department: string
  employmentType: string
  lease: boolean
  /** the most the job pays per month / per hour, when its figures allow */
  payMonth?: number | null
  payHour?: number | null
  housing?: boolean
  season?: string
  model?: string
}

export function searchKeys(job: FilterableJob, plainDescription: string, extra: Partial<SearchKeys> = {}): SearchKeys {
  const title = foldGerman(job.title)
  const description = foldGerman(plainDescription)
  return {
    ...extra,
    searchText: [title, description, foldGerman(job.company)].join('\u0000'),
    location: foldGerman(job.location),
    department: foldGerman(job.department),
    employmentType: foldGerman(job.employmentType),
    lease: hasLeaseTerm(`${title}\u0000${description}`),
  }
}

/** The filters a job is matched against; order and radius are applied to the matches. */
export type FoldedFilters = Omit<JobFilters, 'sortBy' | 'sortOrder' | 'radius'>

/** Folds the filter values once per request (not once per job). */
export function foldFilters(filters: JobFilters): FoldedFilters {
  return {
    search: foldGerman(filters.search),
    location: foldGerman(filters.location),
    department: foldGerman(filters.department),
    employmentType: foldGerman(filters.employmentType),
    lease: filters.lease,
    payMin: filters.payMin,
    payUnit: filters.payUnit,
    housing: filters.housing,
    season: filters.season,
    model: filters.model,
  }
}

/**
 * The filter rules: search = case-insensitive substring of title, description or company;
 * location = substring; department and employment type = substring, applied only when the job has
 * that value (a job without a Bereich is not hidden by a Bereich filter); lease = only lease offers.
 */
export function matchesFilters(keys: SearchKeys, filters: FoldedFilters): boolean {
  if (filters.lease && !keys.lease) return false
  if (filters.search && !keys.searchText.includes(filters.search)) return false
  if (filters.location && !keys.location.includes(filters.location)) return false
  if (filters.department && keys.department && !keys.department.includes(filters.department)) return false
  if (filters.employmentType && keys.employmentType && !keys.employmentType.includes(filters.employmentType)) return false
  if (filters.payMin) {
    const pay = filters.payUnit === 'hour' ? keys.payHour : keys.payMonth
    if (pay == null || pay < filters.payMin) return false
  }
  if (filters.housing && !keys.housing) return false
  if (filters.season && keys.season !== filters.season) return false
  if (filters.model && keys.model !== filters.model) return false
  return true
}

/** Pay, housing, season and model are asked for (the facts a job seeker filters by). */
export function hasFactFilters(filters: JobFilters): boolean {
  return Boolean(filters.payMin || filters.housing || filters.season || filters.model)
}

/** How many filters besides the search term are set (the phone's „Filter (n)“ button). */
export function activeFilterCount(filters: JobFilters): number {
  return [
    filters.location,
    filters.department,
    filters.sortBy,
    filters.radius,
    filters.payMin,
    filters.housing,
    filters.season,
    filters.model,
    filters.lease,
  ].filter(Boolean).length
}

const collator = /* @__PURE__ */ new Intl.Collator('de', { sensitivity: 'base', numeric: true })

/** German collation (Ä next to A, ß as ss); empty values last in either direction. */
export function compareGerman(a: string | null | undefined, b: string | null | undefined): number {
  if (!a && !b) return 0
  if (!a) return 1
  if (!b) return -1
  return collator.compare(a, b)
}

function dateValue(value: string | null | undefined): number {
  const time = value ? Date.parse(value) : NaN
  return Number.isNaN(time) ? NaN : time
}

/**
 * A comparator for the chosen key and order; '' is the board's default list (newest first, as the
 * database query orders it) in the default order 'asc', and its reverse with 'desc', so the
 * toggle works from the default view. Stable with Array#sort.
 */
export function jobComparator<T extends FilterableJob>(sortBy: SortKey | '', sortOrder: SortOrder): (a: T, b: T) => number {
  const sign = sortOrder === 'desc' ? -1 : 1
  const byDate = (a: T, b: T, direction: number) => {
    const x = dateValue(a.publishDate)
    const y = dateValue(b.publishDate)
    if (Number.isNaN(x) && Number.isNaN(y)) return 0
    if (Number.isNaN(x)) return 1
    if (Number.isNaN(y)) return -1
    return (x - y) * direction
  }
  // distance and pay depend on the request: the board orders by them itself, starting from the default list
  if (sortBy === '' || sortBy === 'distance' || sortBy === 'pay') return (a, b) => byDate(a, b, -sign)
  if (sortBy === 'publishDate') return (a, b) => byDate(a, b, sign)
  return (a, b) => {
    const x = a[sortBy]
    const y = b[sortBy]
    if (!x || !y) return compareGerman(x, y) // empty last regardless of direction
    return compareGerman(x, y) * sign
  }
}

/** Filters and sorts; the input is left untouched. */
export function filterAndSortJobs<T extends FilterableJob & { keys: SearchKeys }>(jobs: readonly T[], filters: JobFilters): T[] {
  const folded = foldFilters(filters)
  return jobs.filter((job) => matchesFilters(job.keys, folded)).sort(jobComparator<T>(filters.sortBy, filters.sortOrder))
}

/** Distinct non-empty values in German order, for the select options. Spelling variants that fold equal collapse. */
export function distinctOptions(values: Iterable<string | null | undefined>): string[] {
  const seen = new Map<string, string>()
  for (const raw of values) {
    const value = raw?.trim()
    if (value && !seen.has(foldGerman(value))) seen.set(foldGerman(value), value)
  }
  return [...seen.values()].sort(compareGerman)
}

export type PageSlice<T> = { items: T[]; page: number; pageCount: number; total: number }

export function paginate<T>(items: readonly T[], requestedPage: number, perPage: number): PageSlice<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const page = Number.isFinite(requestedPage) ? Math.min(Math.max(1, Math.floor(requestedPage)), pageCount) : 1
  return { items: items.slice((page - 1) * perPage, page * perPage), page, pageCount, total: items.length }
}

/** The search chip's label, short enough for one chip: the first 12 characters of the term, followed by '...'. */
export function searchChipLabel(search: string): string {
  return `${Array.from(search).slice(0, 12).join('')}...`
}
