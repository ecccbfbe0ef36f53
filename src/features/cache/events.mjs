// How a change of the site's content reaches the production server's page copies
// (scripts/server.mjs) in the same process. Next bundles the app and Payload's hooks apart from
// scripts/server.mjs, so a module-level variable is not shared between them; the process object
// is. src/features/cache/revalidate.ts, the one place that invalidates, announces the change here; the
// server subscribes. Plain ESM JavaScript: the server imports it
// without a TypeScript loader; types in events.d.mts.

/** The site's content changed: every kept copy of a page is out of date. */
export const CONTENT_CHANGED = 'site:content-changed'
/** @param {typeof CONTENT_CHANGED} event */
export function announce(event) {
  process.emit(/** @type {any} */ (event))
}

/**
 * Calls `listener` on every announcement of `event` in this process; returns the unsubscribe.
 * @param {typeof CONTENT_CHANGED} event
 * @param {() => void} listener
 */
export function subscribe(event, listener) {
  process.on(/** @type {any} */ (event), listener)
  return () => {
    process.off(/** @type {any} */ (event), listener)
  }
}
