import type { CollectionBeforeValidateHook } from 'payload'
import { slugify } from '@/lib/slug'

/** Jobs keep a stable URL id: the feed's id for imported jobs, else one made from the title. */
export const ensureSlug: CollectionBeforeValidateHook = ({ data }) => {
  if (data && !data.slug) {
    const base = data.externalId ? String(data.externalId) : slugify(String(data.title ?? 'stelle'))
    data.slug = data.externalId ? slugify(base) || base : `${base || 'stelle'}-${Date.now().toString(36)}`
  }
  return data
}
