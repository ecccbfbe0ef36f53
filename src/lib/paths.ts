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

/** A path on this site (not `//host`, not an absolute URL): the preview never sends anyone elsewhere. */
export const isSitePath = (path: string | null | undefined): path is string =>
  Boolean(path && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'))
