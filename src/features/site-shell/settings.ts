import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/features/cache/tags'
import { getPayloadClient } from '@/features/shared/payload'

/**
 * SiteSettings through the data cache; SiteSettings' afterChange hook expires the tag, and so does a
 * page's slug change (the fixed links name the chosen pages by slug). Of the pages only the slug is read.
 */
export const getSiteSettings = unstable_cache(
  async () => (await getPayloadClient()).findGlobal({ slug: 'site-settings', depth: 1, populate: { pages: { slug: true } } }),
  ['site-settings'],
  { tags: [CACHE_TAGS.siteSettings] },
)
