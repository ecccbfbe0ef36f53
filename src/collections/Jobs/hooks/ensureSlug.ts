import type { CollectionBeforeValidateHook } from 'payload'
import { jobSlug } from '@/lib/slug'
import { nextJobSlug } from '@/features/jobs/slug'

/**
 * A job's URL slug by the one slug rule (src/lib/slug.ts). An imported job's is its feed id and
 * never changes; a manual job's follows its title while it is an unpublished draft (autosave
 * stores one after the first letters) and never changes once it is live.
 */
export const ensureSlug: CollectionBeforeValidateHook = async ({ data, originalDoc, req }) => {
  if (!data) return data
  const externalId = data.externalId ?? originalDoc?.externalId
  if (externalId) {
    if (!data.slug) data.slug = jobSlug({ externalId: String(externalId), title: data.title, contentHash: data.contentHash })
    return data
  }
  // live = its stored row is published (a newer draft does not count): its address stays
  const live = originalDoc?.id
    ? (await req.payload.db.findOne<{ id: number; _status?: string }>({ collection: 'jobs', where: { id: { equals: originalDoc.id } }, req }))?._status ===
      'published'
    : false
  const slug = data.slug || originalDoc?.slug
  const title = data.title ?? originalDoc?.title
  const next = nextJobSlug({ slug, title, previousTitle: originalDoc?.title, live })
  if (next !== slug || !data.slug) data.slug = next
  return data
}
