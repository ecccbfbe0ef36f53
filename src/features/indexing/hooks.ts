import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Job } from '@/payload-types'
import { queueJobIndexing } from '.'
import { jobIndexingChanges } from '@/features/jobs/closing'

/**
 * An editor published or changed a job: URL_UPDATED (and URL_DELETED for a replaced URL id); a job
 * marked „Stelle besetzt“ or past „Gültig bis“: URL_DELETED.
 */
export const queueIndexingAfterChange: CollectionAfterChangeHook<Job> = async ({ doc, previousDoc, operation, req }) => {
  // a draft is not on the site: Google hears of a job when it is published
  if (doc._status === 'draft') return doc
  const changes = jobIndexingChanges(operation === 'update' ? previousDoc : undefined, doc)
  await queueJobIndexing(req.payload, changes, req)
  return doc
}

/** An editor removed a job: URL_DELETED. */
export const queueIndexingAfterDelete: CollectionAfterDeleteHook<Job> = async ({ doc, req }) => {
  if (doc.slug) await queueJobIndexing(req.payload, [{ slug: doc.slug, type: 'URL_DELETED' }], req)
  return doc
}
