import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/cache/tags'
import { getPayloadClient } from '@/features/shared/payload'

/** A published page by slug, cached per slug; the Pages hooks expire it on save. */
export const getPublishedPage = (slug: string) =>
  unstable_cache(
    async () => {
      const { docs } = await (
        await getPayloadClient()
      ).find({
        collection: 'pages',
        where: { slug: { equals: slug }, _status: { equals: 'published' } },
        limit: 1,
        depth: 2,
      })
      return docs[0] ?? null
    },
    ['page', slug],
    { tags: [CACHE_TAGS.pages, CACHE_TAGS.page(slug)] },
  )()
