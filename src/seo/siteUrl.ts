import { trimTrailingSlash } from '@/seo'

/** The public address (canonical links, sitemap, Open Graph): NEXT_PUBLIC_SERVER_URL. */
export const siteUrl = (): string => trimTrailingSlash(process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000')
