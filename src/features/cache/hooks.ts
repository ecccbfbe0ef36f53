import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'
import { safeRevalidatePath, safeRevalidateTag } from '@/features/cache/revalidate'

/** afterChange/afterDelete hooks that purge the given cache tags; `context.disableRevalidate` skips them (bulk imports). */
export function revalidateTagsAfterChange(...tags: string[]): CollectionAfterChangeHook {
  return ({ doc, req: { context } }) => {
    if (!context.disableRevalidate) tags.forEach(safeRevalidateTag)
    return doc
  }
}

export function revalidateTagsAfterDelete(...tags: string[]): CollectionAfterDeleteHook {
  return ({ doc, req: { context } }) => {
    if (!context.disableRevalidate) tags.forEach(safeRevalidateTag)
    return doc
  }
}

export function revalidateGlobal(...tags: string[]): GlobalAfterChangeHook {
  return ({ doc, req: { context } }) => {
    if (!context.disableRevalidate) {
      tags.forEach(safeRevalidateTag)
      safeRevalidatePath('/', 'layout')
    }
    return doc
  }
}
