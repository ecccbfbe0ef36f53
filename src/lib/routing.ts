import { boardQuery, boardQuerySegment } from '@/lib/jobs/boardQuery'
import {
  ALERT_PATHS,
  APPLICATION_THANKS_PATH,
  APPLICATION_WITHDRAW_PATH,
  BOARD_PATH,
  BOARD_PATHS,
  BOARD_PREFIX,
  DEFAULT_OG_IMAGE_PATH,
  HOME_PATH,
  INITIATIVE_APPLICATION_PATH,
  JOB_FEED_PATHS,
  METADATA_FILE_PATHS,
  SAVED_JOBS_PATH,
} from '@/lib/paths'
import { lookupRedirect, type RedirectTable } from '@/lib/redirects'

/**
 * What a requested path needs before it is rendered: the routes whose existence depends on the
 * database (CMS pages, job details, editor redirects) are checked in the proxy, so an unknown
 * address is answered by the server-rendered 404 page instead of a 404 thrown mid-render (which
 * Next.js 16 sends as an empty error shell that only JavaScript fills).
 */
export type PathCheck =
  /** /stellenangebote/<slug> or /jobs/<slug>, and /stellenangebote/<slug>/bewerben */
  | { type: 'job'; slug: string }
  /** /<slug>: a CMS page, else an editor redirect */
  | { type: 'page'; slug: string }
  /** a deeper path no route serves: an editor redirect, else 404 */
  | { type: 'unrouted'; path: string }
  /** served by a fixed route: nothing to check */
  | { type: 'fixed' }

/** Served by their own routes at any depth. */
const FIXED_TREES = new Set(['admin', 'api', '_next'])
const withoutSlash = (path: string) => path.slice(1)
/** Single-segment addresses with a route of their own (Next's metadata files beside ours). */
const FIXED_PAGES = new Set([HOME_PATH, ...BOARD_PATHS, SAVED_JOBS_PATH, DEFAULT_OG_IMAGE_PATH, ...METADATA_FILE_PATHS].map(withoutSlash))
/** Two-segment addresses with a route of their own (feeds beside the job ids, the job alert's link pages). */
const FIXED_SUBPAGES = new Set(
  [
    JOB_FEED_PATHS.rss,
    JOB_FEED_PATHS.xml,
    ALERT_PATHS.confirm,
    ALERT_PATHS.manage,
    ALERT_PATHS.unsubscribe,
    INITIATIVE_APPLICATION_PATH,
    APPLICATION_THANKS_PATH,
    APPLICATION_WITHDRAW_PATH,
  ].map(withoutSlash),
)
/** Pages below a job's own address (the short application form). */
const JOB_SUBPAGES = new Set(['bewerben'])
/** The job pages' folder, and the old site's one that still serves them. */
const JOB_ROUTES = new Set([withoutSlash(BOARD_PATH), 'jobs'])

export function classifyPath(pathname: string): PathCheck {
  const segments = pathname.split('/').filter(Boolean)
  let decoded: string[]
  try {
    decoded = segments.map(decodeURIComponent)
  } catch {
    return { type: 'unrouted', path: pathname }
  }
  const [first = '', second] = decoded
  if (decoded.length === 2 && FIXED_SUBPAGES.has(`${first}/${second}`)) return { type: 'fixed' }
  if (decoded.length === 2 && JOB_ROUTES.has(first)) return { type: 'job', slug: second as string }
  if (decoded.length === 3 && first === withoutSlash(BOARD_PATH) && JOB_SUBPAGES.has(decoded[2] as string)) return { type: 'job', slug: second as string }
  if (FIXED_TREES.has(first)) return { type: 'fixed' }
  if (decoded.length <= 1) return FIXED_PAGES.has(first) ? { type: 'fixed' } : { type: 'page', slug: first }
  return { type: 'unrouted', path: pathname }
}

/** Request header the proxy sets on its rewrite to the 404 page: which 404 text to show. */
export const NOT_FOUND_KIND_HEADER = 'x-not-found-kind'

/**
 * What the proxy knows about the database-backed routes: a snapshot it keeps in memory and
 * refreshes when a page, job or redirect changes, so that neither known
 * nor unknown addresses cost a query per request.
 */
export type RouteTable = {
  /** slugs of the published CMS pages ('home' included; it lives at / only) */
  pages: ReadonlySet<string>
  /** URL ids of the stored jobs: the slug, or the id of a job without one */
  jobs: ReadonlySet<string>
  /** no job stored at all: the board shows the feed itself (fresh install), the job page decides */
  noJobs: boolean
  /** the editors' redirects (buildRedirectTable) */
  redirects: RedirectTable
}

export type RouteVerdict = { action: 'render' } | { action: 'redirect'; to: string } | { action: 'not-found'; kind: 'job' | 'page' }

/** The proxy's answer for a path, from the snapshot. */
export function routeVerdict(table: RouteTable, check: PathCheck): RouteVerdict {
  switch (check.type) {
    case 'fixed':
      return { action: 'render' }
    case 'job':
      return table.noJobs || table.jobs.has(check.slug) ? { action: 'render' } : { action: 'not-found', kind: 'job' }
    case 'page': {
      if (check.slug !== 'home' && table.pages.has(check.slug)) return { action: 'render' }
      const to = lookupRedirect(table.redirects, `/${check.slug}`)
      return to ? { action: 'redirect', to } : { action: 'not-found', kind: 'page' }
    }
    case 'unrouted': {
      const to = lookupRedirect(table.redirects, check.path)
      return to ? { action: 'redirect', to } : { action: 'not-found', kind: 'page' }
    }
  }
}

/**
 * The internal route for a board address (see BOARD_PREFIX): the prerendered board when the query
 * asks for nothing, else the board for that query; null for other paths.
 */
export function boardRoute(pathname: string, params: URLSearchParams): { path: string; filtered: boolean; ki: string } | null {
  const board = BOARD_PATHS.find((path) => path === pathname)
  if (!board) return null
  const query = boardQuery(params)
  const segment = boardQuerySegment(query)
  return segment ? { path: `${BOARD_PREFIX}${board}/${segment}`, filtered: true, ki: query.ki } : { path: `${BOARD_PREFIX}${board}`, filtered: false, ki: '' }
}

/**
 * The last segment of an internal board route whose AI search is answered from the local ranking
 * alone: the visitor is over the AI search limit (the proxy decides, see src/proxy.ts).
 */
export const LOCAL_SEARCH_SEGMENT = 'lokal'
