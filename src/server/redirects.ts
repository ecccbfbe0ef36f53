import { unstable_cache } from 'next/cache'
import { CACHE_TAGS } from '@/cache/tags'
import { buildRedirectTable, lookupRedirect, type RedirectDoc, type RedirectTable } from '@/lib/redirects'
import { getPayloadClient } from '@/server/payload'

/**
 * All editor-made redirects as one lookup table, cached under the tag `redirects` (the Redirects
 * hooks expire it). One cache entry for the whole table, not one per requested path: random 404
 * paths must neither hit the database nor fill the cache.
 */
const getRedirectTable = unstable_cache(
  async (): Promise<RedirectTable> => {
    const { docs } = await (await getPayloadClient()).find({
      collection: 'redirects',
      pagination: false,
      depth: 1,
      overrideAccess: true,
      select: { from: true, to: true },
      populate: { pages: { slug: true } },
    })
    return buildRedirectTable(docs as RedirectDoc[])
  },
  ['redirects:table'],
  { tags: [CACHE_TAGS.redirects, CACHE_TAGS.pages] },
)

/**
 * The target of an editor-made redirect for a requested path, or null. Call it before notFound()
 * and answer with permanentRedirect(target).
 */
export async function findRedirect(path: string): Promise<string | null> {
  return lookupRedirect(await getRedirectTable(), path)
}
