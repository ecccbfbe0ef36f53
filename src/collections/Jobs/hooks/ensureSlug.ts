import type { CollectionBeforeValidateHook } from 'payload'
import { slugify } from '@/lib/slug'
import { nextJobSlug } from '@/features/jobs/slug'

/** Jobs keep a stable URL id: the feed's id for imported jobs, else one made from the title (see nextJobSlug). */
export const ensureSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const externalId = data.externalId ?? originalDoc?.externalId
  if (externalId) {
    if (!data.slug) data.slug = slugify(String(externalId)) || String(externalId)
    return data
  }
  // live = its stored row is published (a newer draft does not count): its address stays
  const live = originalDoc?.id
    ? (await req.payload.db.findOne<{ id: number; _status?: string }>({ collection: 'jobs', where: { id: { equals: originalDoc.id } }, req }))?._status === 'published'
    : false
  const slug = data.slug || originalDoc?.slug
  const title = data.title ?? originalDoc?.title
  const next = nextJobSlug({ slug, title, previousTitle: originalDoc?.title, live })
  if (next !== slug || !data.slug) data.slug = next
  return data
}
