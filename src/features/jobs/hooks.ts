import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeOperationHook } from 'payload'
import { changesPublicSite } from '@/features/page-preview/livePreview'

/**
 * A manual job saved without „Veröffentlicht am“ would sort as the oldest ad and land on the
 * board's last page: it is published today unless the editor chose a date.
 */
export const defaultPublishDate: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const source = data.source ?? originalDoc?.source
  // a draft keeps no date: the day it is published counts
  if (data._status === 'draft') return data
  if (source !== 'feed' && !data.publishDate && !originalDoc?.publishDate) data.publishDate = new Date().toISOString()
  return data
}

/** Runs an afterChange hook only when the save can change the public site (not for a draft's autosave). */
export const whenPublicChange =
  (hook: CollectionAfterChangeHook): CollectionAfterChangeHook =>
  (args) =>
    changesPublicSite(args.doc, args.previousDoc) ? hook(args) : args.doc

/**
 * A job created through the API without asking for a draft is published, as before jobs had
 * drafts (the seed, scripts); the admin always says which it wants.
 */
export const publishUnlessDraft: CollectionBeforeOperationHook<'jobs'> = ({ args, operation }) => {
  if (operation === 'create' && !args.draft && args.data && typeof args.data === 'object' && !('_status' in args.data)) {
    args.data = { ...(args.data as object), _status: 'published' } as typeof args.data
  }
  return args
}
