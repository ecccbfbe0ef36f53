import 'server-only'
import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/features/cache/tags'
import { ownOriginMediaPath } from '@/lib/content/ownOrigin'
import type { Media } from '@/payload-types'
import { findDocs } from '@/features/shared/payload'

export type PublicReference = {
  id: number | string
  name: string
  category: string
  showName: boolean
  invertColors: boolean
  alwaysShow: boolean
  logo: { src: string; alt: string; width?: number; height?: number } | null
}

/** All references for the grid (tag `references`, expired by the References hooks on save). */
export const getReferences = unstable_cache(
  async (): Promise<PublicReference[]> => {
    const docs = await findDocs({ collection: 'references', pagination: false, depth: 1, sort: 'name' })
    return docs.map((doc) => {
      const media = typeof doc.logo === 'object' && doc.logo ? (doc.logo as Media) : null
      const src = ownOriginMediaPath(media?.sizes?.thumbnail?.url || media?.url)
      return {
        id: doc.id,
        name: doc.name,
        category: doc.category,
        showName: Boolean(doc.showName),
        invertColors: Boolean(doc.invertColors),
        alwaysShow: Boolean(doc.alwaysShow),
        logo: src ? { src, alt: media?.alt || `Logo ${doc.name}`, width: media?.width ?? undefined, height: media?.height ?? undefined } : null,
      }
    })
  },
  ['references:all'],
  { tags: [CACHE_TAGS.references] },
)
