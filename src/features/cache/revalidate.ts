import { after } from 'next/server'
import { revalidatePath, revalidateTag } from 'next/cache'
import { CACHE_TAGS } from '@/features/cache/tags'
import { countRouteChange } from '@/features/cache/routeChanges'
import { announce, CONTENT_CHANGED } from '@/features/cache/events.mjs'

/** Tags whose data decides which addresses exist (the proxy's route snapshot). */
const ROUTE_TAGS = new Set<string>([CACHE_TAGS.jobs, CACHE_TAGS.pages, CACHE_TAGS.redirects])

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
  forgetPageCopies()
  if (ROUTE_TAGS.has(tag)) noteRouteChange()
}

/**
 * Runs `update` now, and again once the request is answered. Hooks run before Payload commits its
 * transaction, so a reload in between could still read the old rows; Next applies its own tag
 * revalidation at the end of the request for the same reason.
 */
function nowAndOnceAnswered(update: () => void): void {
  update()
  try {
    after(update)
  } catch {
    // not inside a Next request: the change is committed already
  }
}

/** The production server's copies of pages (scripts/server.mjs, src/lib/page-memory) listen for this. */
const forgetPageCopies = () => nowAndOnceAnswered(() => announce(CONTENT_CHANGED))

/** Tells the proxy to reload its route snapshot. */
const noteRouteChange = () => nowAndOnceAnswered(countRouteChange)

export function safeRevalidatePath(path: string, type?: 'layout' | 'page'): void {
  try {
    revalidatePath(path, type)
  } catch {
    // not inside Next: nothing cached
  }
  forgetPageCopies()
}
