import type { CollectionBeforeChangeHook } from 'payload'

/**
 * A manual job saved without „Veröffentlicht am“ would sort as the oldest ad and land on the
 * board's last page: it is published today unless the editor chose a date.
 */
export const defaultPublishDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const source = data.source ?? originalDoc?.source
  if (source !== 'feed' && !data.publishDate && !originalDoc?.publishDate) data.publishDate = new Date().toISOString()
  return data
}
