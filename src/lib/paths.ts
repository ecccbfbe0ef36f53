/**
 * Public URL paths of our documents: the one place that builds them, so cards, detail pages,
 * JSON-LD, the sitemap, redirects and revalidation agree. Slugs from the feed are encoded.
 */

/** The page with slug „home“ is the start page. */
export const pagePath = (slug: string): string => (slug === 'home' ? '/' : `/${slug}`)

/** Job detail pages live under /stellenangebote/<slug> (a job without slug: its id). */
export const jobPath = (slug: string): string => `/stellenangebote/${encodeURIComponent(slug)}`
