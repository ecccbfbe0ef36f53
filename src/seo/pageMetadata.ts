import type { Metadata } from 'next'
import type { Page } from '@/payload-types'

/** Placeholder: the SEO work replaces this (canonical, keywords, Open Graph). Keep the signature. */
export function pageMetadata(page: Page, _path: string): Metadata {
  return { title: page.meta?.title || page.title, description: page.meta?.description ?? undefined }
}
