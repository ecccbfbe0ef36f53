import 'server-only'
import { unstable_cache } from 'next/cache'

/** An entry that is stale after a second; reading it is what shortens the page's lifetime. */
const secondTick = unstable_cache(async () => true, ['short-lived-render'], { revalidate: 1 })

/**
 * For a render that shows an error state instead of data (the database failed): pages are kept in
 * Next's cache until their data changes, and an error state must not stay that long. Reading a
 * data-cache entry that revalidates after one second gives the page the same lifetime, so the
 * next request a second later renders it again (in the background; the one after gets the
 * result). A page rendered per request is not affected.
 */
export async function keepRenderBriefly(): Promise<void> {
  try {
    await secondTick()
  } catch {
    // outside Next (tests, scripts): nothing is cached anyway
  }
}
