/**
 * Public URL paths of our documents: the one place that builds them, so cards, detail pages,
 * JSON-LD, the sitemap, redirects and revalidation agree. Slugs from the feed are encoded.
 */

/** The page with slug „home“ is the start page. */
export const pagePath = (slug: string): string => (slug === 'home' ? '/' : `/${slug}`)

/** Job detail pages live under /stellenangebote/<slug> (a job without slug: its id). */
export const jobPath = (slug: string): string => `/stellenangebote/${encodeURIComponent(slug)}`

/** The admin's preview link for a page: /api/preview switches on draft mode for staff, then opens it. */
export const pagePreviewPath = (slug: string): string => `/api/preview?path=${encodeURIComponent(pagePath(slug))}`

/** The job board's two addresses (the same list; /stellenangebote is the canonical one). */
export const BOARD_PATHS = ['/bewerbende', '/stellenangebote'] as const
export type BoardPath = (typeof BOARD_PATHS)[number]

/**
 * The board with only the lease offers, at its list: where „Alle … Pachtangebote anzeigen“ on
 * /verpachtung#paechter-jobs leads (that section shows the first few). Works without JavaScript.
 * Spelled out rather than built with filtersToParams, which would pull the filter code into every
 * page's JavaScript through usePublicPathname; tests/unit/lease-jobs.test.ts checks they agree.
 */
export const LEASE_BOARD_PATH = '/stellenangebote?pacht=1#stellen'

/**
 * Where the proxy (src/proxy.ts) serves the board addresses from: /stellenboard/<board> without a
 * query, /stellenboard/<board>/<query> with one (src/lib/jobs/boardQuery.ts), so that the page
 * depends on its path alone and Next can keep it (a page that reads the query string is rendered
 * per request for everyone). Visitors never see these paths; asked for directly they are unknown
 * (404).
 */
export const BOARD_PREFIX = '/stellenboard'

/**
 * The address the visitor sees for a path a page was rendered at: on the server, a rewritten
 * request renders at its internal path, in the browser the address bar keeps the public one
 * (usePublicPathname in src/components/site/usePublicPathname.client.ts).
 */
export function publicPathname(pathname: string): string {
  if (!pathname.startsWith(`${BOARD_PREFIX}/`)) return pathname
  const board = `/${pathname.slice(BOARD_PREFIX.length + 1).split('/')[0]}`
  return (BOARD_PATHS as readonly string[]).includes(board) ? board : pathname
}
