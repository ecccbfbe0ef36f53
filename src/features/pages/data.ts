import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/features/cache/tags'
import { findDocs } from '@/features/shared/payload'

/** A published page by slug, cached per slug; the Pages hooks expire it on save. */
export const getPublishedPage = (slug: string) =>
  unstable_cache(
    async () => {
      const [page] = await findDocs({ collection: 'pages', where: { slug: { equals: slug }, _status: { equals: 'published' } }, limit: 1, depth: 2 })
      return page ?? null
    },
    ['page', slug],
    { tags: [CACHE_TAGS.pages, CACHE_TAGS.page(slug)] },
  )()

export type PageEntry = { slug: string; updatedAt: string }

/** Slug and last change of every published page, for the sitemap; the Pages hooks expire `pages`. */
export const getPublishedPageEntries = unstable_cache(
  async (): Promise<PageEntry[]> => {
    const docs = await findDocs({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      pagination: false,
      depth: 0,
      select: { slug: true, updatedAt: true },
      sort: 'slug',
    })
    return docs.map((doc) => ({ slug: doc.slug, updatedAt: doc.updatedAt }))
  },
  ['pages:sitemap-entries'],
  { tags: [CACHE_TAGS.pages] },
)
