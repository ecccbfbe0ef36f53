import { revalidatePath, revalidateTag } from 'next/cache'

/**
 * Next's revalidate functions throw outside a Next request (tests, the jobs CLI, migrations).
 * There is no cache to purge then, so swallowing the error is correct.
 */
export function safeRevalidateTag(tag: string): void {
  try {
    revalidateTag(tag, { expire: 0 }) // expire now: the next request sees the change, not a stale copy
  } catch {
    // not inside Next: nothing cached
  }
}

export function safeRevalidatePath(path: string, type?: 'layout' | 'page'): void {
  try {
    revalidatePath(path, type)
  } catch {
    // not inside Next: nothing cached
  }
}
