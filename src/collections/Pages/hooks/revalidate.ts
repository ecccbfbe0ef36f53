import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { safeRevalidatePath, safeRevalidateTag } from '@/features/cache/revalidate'
import { CACHE_TAGS } from '@/features/cache/tags'
import { pagePath } from '@/lib/paths'
import type { Page } from '@/payload-types'
import { changesPublicSite } from '@/features/page-preview/livePreview'

/** A saved page expires its own tag and address (and the old ones after a slug change) and the page list. */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = ({ doc, previousDoc, req: { context } }) => {
  if (context.disableRevalidate || !changesPublicSite(doc, previousDoc)) return doc
  for (const slug of new Set([doc.slug, previousDoc?.slug].filter(Boolean))) {
    safeRevalidateTag(CACHE_TAGS.page(slug))
    safeRevalidatePath(pagePath(slug))
  }
  safeRevalidateTag(CACHE_TAGS.pages)
  // the menu, footer and forms link to chosen pages by slug (SiteSettings' cached read)
  if (previousDoc?.slug && previousDoc.slug !== doc.slug) safeRevalidateTag(CACHE_TAGS.siteSettings)
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = ({ doc, req: { context } }) => {
  if (!context.disableRevalidate) {
    safeRevalidateTag(CACHE_TAGS.page(doc.slug))
    safeRevalidateTag(CACHE_TAGS.pages)
  }
  return doc
}
