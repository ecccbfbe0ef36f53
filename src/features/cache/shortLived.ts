import 'server-only'
import { unstable_cache } from 'next/cache'

/** Entries that are stale after the given seconds; reading one is what shortens the page's lifetime. */
const ticks = new Map<number, () => Promise<boolean>>()
const tick = (seconds: number) => {
  let read = ticks.get(seconds)
  if (!read) ticks.set(seconds, (read = unstable_cache(async () => true, [`render-lifetime-${seconds}`], { revalidate: seconds })))
  return read
}

/** Keeps the page being rendered for at most `seconds`. */
export async function keepRenderFor(seconds: number): Promise<void> {
  try {
    await tick(seconds)()
  } catch {
    // outside Next (tests, scripts): nothing is cached anyway
  }
}

/**
 * For a render that shows an error state instead of data (the database failed): pages are kept in
 * Next's cache until their data changes, and an error state must not stay that long. Reading a
 * data-cache entry that revalidates after one second gives the page the same lifetime, so the
 * next request a second later renders it again (in the background; the one after gets the
 * result). A page rendered per request is not affected.
 */
export const keepRenderBriefly = (): Promise<void> => keepRenderFor(1)
