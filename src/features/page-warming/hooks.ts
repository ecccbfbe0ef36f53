import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { warmJobPagesSoon } from '@/features/page-warming'

/** An editor's change of a job expires every job page (they show similar jobs): warm them again, this one first. */
export const warmJobPagesAfterChange: CollectionAfterChangeHook = ({ doc, req: { context } }) => {
  if (!context.disableRevalidate) warmJobPagesSoon(doc.slug ? [doc.slug] : [])
  return doc
}

export const warmJobPagesAfterDelete: CollectionAfterDeleteHook = ({ doc, req: { context } }) => {
  if (!context.disableRevalidate) warmJobPagesSoon([])
  return doc
}
