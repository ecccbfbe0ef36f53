/**
 * Every internal path of the site, the one place that builds them: public pages and documents, the
 * admin's own views, our API routes. Cards, detail pages, JSON-LD, the sitemap, mails, the proxy's
 * route table and revalidation agree because they all ask here. Slugs from the feed are encoded.
 * CMS pages keep the slugs editors give them: fixed links reach them through sitePagePaths.
 * tests/unit/paths.test.ts fails when a path literal appears elsewhere in src.
 */

/** The start page. */
export const HOME_PATH = '/'

/** The page with slug „home“ is the start page; other CMS pages live at their slug, which editors choose. */
export const pagePath = (slug: string): string => (slug === 'home' ? HOME_PATH : `/${slug}`)

/**
 * The CMS pages behind the site's fixed links (menu, footer, privacy notes in forms and mails).
 * Editors choose them in SiteSettings and may rename their slugs, so their paths come from the data.
 */
export const SITE_PAGE_ROLES = ['about', 'companies', 'management', 'lease', 'imprint', 'privacy'] as const
export type SitePageRole = (typeof SITE_PAGE_ROLES)[number]
export type SitePagePaths = Partial<Record<SitePageRole, string>>

/** The chosen pages' paths; a role without a page (or not populated) has none, and its link is left out. */
export function sitePagePaths(chosen: Partial<Record<SitePageRole, number | { slug?: string | null } | null>> | null | undefined): SitePagePaths {
  const paths: SitePagePaths = {}
  for (const role of SITE_PAGE_ROLES) {
    const page = chosen?.[role]
    if (page && typeof page === 'object' && page.slug) paths[role] = pagePath(page.slug)
  }
  return paths
}

/** Sections of the start page that links scroll to (the ids its blocks render). */
export type HomeSection = 'contact' | 'expertise' | 'references-section'
export const homeSectionPath = (section: HomeSection): string => `${HOME_PATH}#${section}`

/** The job board's canonical address; job detail pages live below it. */
export const BOARD_PATH = '/stellenangebote'

/** The candidates' page: the same board with the candidates' introduction. */
export const CANDIDATES_PATH = '/bewerbende'

/** Sections of the candidates' page: the filter bar and the contact box. */
export const candidatesSectionPath = (section: 'filter' | 'kontakt'): string => `${CANDIDATES_PATH}#${section}`

/** Job detail pages live under /stellenangebote/<slug> (a job without slug: its id). */
export const jobPath = (slug: string): string => `${BOARD_PATH}/${encodeURIComponent(slug)}`

/** The short application's page of a job. */
export const applyPath = (slug: string): string => `${jobPath(slug)}/bewerben`

/** The initiative application's own page. */
export const INITIATIVE_APPLICATION_PATH = `${CANDIDATES_PATH}/initiativbewerbung`

/** Where a sent application lands, and where a signed link withdraws one. */
export const APPLICATION_THANKS_PATH = '/bewerbung/danke'
export const APPLICATION_WITHDRAW_PATH = '/bewerbung/zurueckziehen'

/** The visitor's saved jobs (kept in the browser). */
export const SAVED_JOBS_PATH = '/merkliste'

/** The board's job feeds for readers and job exchanges. */
export const JOB_FEED_PATHS = { rss: `${BOARD_PATH}/feed.xml`, xml: `${BOARD_PATH}/jobs.xml` } as const

/** Addresses of the job alert's pages; the token travels in the query so the proxy sees fixed paths. */
export const ALERT_PATHS = {
  confirm: '/job-agent/bestaetigen',
  manage: '/job-agent/verwalten',
  unsubscribe: '/job-agent/abmelden',
  /** RFC 8058 one-click endpoint (POST only) named in List-Unsubscribe */
  oneClick: '/api/job-agent/abmelden',
} as const

/** A job alert page's absolute link with its signed token. */
export const alertLink = (base: string, path: string, token: string): string => `${base}${path}?token=${encodeURIComponent(token)}`

/** The admin's own views, below the admin route (Payload registers them by these paths). */
export const ADMIN_VIEWS = { syncJobs: '/sync-jobs', help: '/hilfe', twoFactor: '/zwei-faktor' } as const

/** Our Payload endpoints, below the API route (registered by these paths, called by the admin and the import). */
export const ADMIN_ENDPOINTS = { syncJobs: '/sync-jobs', importOverride: '/sync-jobs/override', revalidateJobs: '/revalidate-jobs' } as const

/** The site's own API routes that pages and scripts call. */
export const API_PATHS = {
  aiSearch: '/api/ai-search',
  savedJobs: '/api/merkliste',
  application: '/api/bewerbung',
  preview: '/api/preview',
  revalidateJobs: `/api${ADMIN_ENDPOINTS.revalidateJobs}`,
  media: '/api/media',
} as const

/** One document in Payload's REST API (the admin's own scripts read drafts and published versions there). */
export const restDocumentPath = (collection: string, id: string | number) => `/api/${collection}/${encodeURIComponent(String(id))}`

/** The admin's CSV export of the contact inbox (the collection's own endpoint). */
export const CONTACT_EXPORT_PATH = '/api/contact-requests/export'

/**
 * Where the proxy sends any path no route serves: Next answers it with app/global-not-found.tsx
 * (404, server-rendered).
 */
export const NOT_FOUND_PATH = '/_404/nicht-gefunden'

/** Our generated default Open Graph image (src/app/(frontend)/og-image.png/route.tsx). */
export const DEFAULT_OG_IMAGE_PATH = '/og-image.png'

/** The files Next serves from app/'s metadata conventions (robots.ts, sitemap.ts, icons). */
export const SITEMAP_PATH = '/sitemap.xml'
export const METADATA_FILE_PATHS = ['/robots.txt', SITEMAP_PATH, '/favicon.ico', '/icon.svg', '/apple-icon.png'] as const

/** A staff download of an applicant's file (recorded by the endpoint). */
export const applicationFilePath = (fileId: number | string): string => `/api/application-files/${fileId}/download`

/** A collection's list in the admin panel, or one of its documents; `adminRoute` is Payload's admin route. */
export const adminCollectionPath = (adminRoute: string, collection: string, id?: number | string): string =>
  `${adminRoute}/collections/${collection}${id === undefined ? '' : `/${id}`}`

/** The admin's form for a new document of a collection. */
export const adminCreatePath = (adminRoute: string, collection: string): string => `${adminCollectionPath(adminRoute, collection)}/create`

/** A document in the admin panel at its default route, for links in staff mails. */
export const adminDocumentPath = (collection: string, id: number | string): string => adminCollectionPath('/admin', collection, id)

/** A path with query parameters (empty ones left out). */
export function withQuery(path: string, params: Record<string, string | null | undefined> | URLSearchParams | string): string {
  const query =
    typeof params === 'string'
      ? params
      : params instanceof URLSearchParams
        ? params.toString()
        : new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => Boolean(e[1]))).toString()
  return query ? `${path}?${query}` : path
}

/** The admin's preview link for a page: /api/preview switches on draft mode for staff, then opens it. */
export const pagePreviewPath = (slug: string): string => `${API_PATHS.preview}?path=${encodeURIComponent(pagePath(slug))}`

/** The job board's two addresses (the same list; /stellenangebote is the canonical one). */
export const BOARD_PATHS = [CANDIDATES_PATH, BOARD_PATH] as const

/**
 * The board with only the lease offers, at its list: where „Alle … Pachtangebote anzeigen“ on
 * /verpachtung#paechter-jobs leads (that section shows the first few). Works without JavaScript.
 * Spelled out rather than built with filtersToParams, which would pull the filter code into every
 * page's JavaScript through usePublicPathname; tests/unit/lease-jobs.test.ts checks they agree.
 */
export const LEASE_BOARD_PATH = `${BOARD_PATH}?pacht=1#stellen`

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
