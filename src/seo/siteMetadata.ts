import 'server-only'
import type { Metadata } from 'next'
import { OG_IMAGE_SIZE } from '@/seo'
import { DEFAULT_OG_IMAGE_PATH } from '@/lib/paths'
import type { SiteSetting } from '@/payload-types'
import { siteUrl } from '@/env'

/**
 * Layout-wide metadata: the address for relative URLs, the site-name title template and Open Graph
 * defaults (with our share image) for pages that set no openGraph of their own.
 */
export function siteMetadata(settings: Pick<SiteSetting, 'companyName' | 'footerBlurb'>): Metadata {
  const name = settings.companyName
  return {
    metadataBase: new URL(siteUrl()),
    applicationName: name,
    title: { template: `%s | ${name}`, default: name },
    description: settings.footerBlurb || undefined,
    openGraph: { type: 'website', locale: 'de_DE', siteName: name, images: [{ url: DEFAULT_OG_IMAGE_PATH, ...OG_IMAGE_SIZE, alt: name }] },
    twitter: { card: 'summary_large_image', images: [DEFAULT_OG_IMAGE_PATH] },
  }
}
