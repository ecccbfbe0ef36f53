import type { MetadataRoute } from 'next'
import { siteUrl } from '@/env'
import { SITEMAP_PATH } from '@/lib/paths'

/**
 * /robots.txt: the public site may be crawled; the admin and the API not (uploaded images may).
 * Next serves robots only from the app root, not from inside the (frontend) route group.
 */
export default function robots(): MetadataRoute.Robots {
  const base = siteUrl()
  return {
    rules: { userAgent: '*', allow: ['/', '/api/media/file/'], disallow: ['/admin', '/api/'] },
    sitemap: `${base}${SITEMAP_PATH}`,
    host: base,
  }
}
