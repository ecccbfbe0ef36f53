/** Public URL paths of our documents (one place, so redirects, sitemap and canonicals agree). */

/** The page with slug „home“ is the start page. */
export const pagePath = (slug: string): string => (slug === 'home' ? '/' : `/${slug}`)

/** Job detail pages live under /stellenangebote/<slug>. */
export const jobPath = (slug: string): string => `/stellenangebote/${slug}`
