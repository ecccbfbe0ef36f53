import type { CollectionBeforeValidateHook } from 'payload'
import { jobSlug } from '@/lib/slug'

/** A job gets its URL slug once, by the one slug rule; a stored slug never changes, so addresses stay. */
export const ensureSlug: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.slug) {
    data.slug = jobSlug({ externalId: data.externalId ? String(data.externalId) : null, title: data.title, contentHash: data.contentHash })
  }
  return data
}
