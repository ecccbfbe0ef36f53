import 'server-only'
import type { Metadata } from 'next'
import { canonicalUrl, keywordList, mediaOgImage, OG_IMAGE_SIZE, absoluteUrl } from '@/seo'
import { DEFAULT_OG_IMAGE_PATH } from '@/lib/paths'
import type { Page } from '@/payload-types'
import { siteUrl } from '@/env'

/**
 * Metadata of a CMS page (use in generateMetadata): title, description, keywords, canonical
 * (page.meta.canonical or the page's own address), Open Graph and Twitter card with the page's share
 * image (Media size 'og') or our default image.
 * Pass the company name as `siteName`: the title becomes „<Titel> | <Firmenname>“ on every route
 * (the layout's title template does not reach pages in the layout's own segment, such as /) and
 * og:site_name is set (a page's openGraph replaces the layout's, it is not merged).
 */
export function pageMetadata(page: Page, path: string, siteName?: string): Metadata {
  const base = siteUrl()
  const title = page.meta?.title?.trim() || page.title
  const description = page.meta?.description?.trim() || undefined
  const keywords = keywordList(page.meta?.keywords)
  const canonical = canonicalUrl(base, path, page.meta?.canonical)
  const image = mediaOgImage(base, page.meta?.image) ?? {
    url: absoluteUrl(base, DEFAULT_OG_IMAGE_PATH),
    ...OG_IMAGE_SIZE,
    alt: title,
  }

  return {
    title: siteName ? { absolute: `${title} | ${siteName}` } : title,
    description,
    keywords: keywords.length ? keywords : undefined,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      locale: 'de_DE',
      siteName,
      url: canonical,
      title,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [image.url],
    },
  }
}
