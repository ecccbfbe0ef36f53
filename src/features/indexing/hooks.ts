import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Job } from '@/payload-types'
import { queueJobIndexing } from '.'
import { indexingChanges } from '@/features/indexing/lib'

/** An editor published or changed a job: URL_UPDATED (and URL_DELETED for a replaced URL id). */
export const queueIndexingAfterChange: CollectionAfterChangeHook<Job> = async ({ doc, previousDoc, operation, req }) => {
  const changes = indexingChanges(operation === 'update' ? previousDoc?.slug : undefined, doc.slug)
  await queueJobIndexing(req.payload, changes, req)
  return doc
}

/** An editor removed a job: URL_DELETED. */
export const queueIndexingAfterDelete: CollectionAfterDeleteHook<Job> = async ({ doc, req }) => {
  if (doc.slug) await queueJobIndexing(req.payload, [{ slug: doc.slug, type: 'URL_DELETED' }], req)
  return doc
}
