// Next's scripts after the first paint. Plain ESM JavaScript because the production server
// imports it without a TypeScript loader; types in index.d.mts.
//
// Next writes its chunks as `<script src async>`. Arriving early, they run (and hydrate) before
// the browser has painted the server-rendered page, so the page's largest paint waits for its
// JavaScript: on a slow phone connection, 150 KB of it. The production server
// (scripts/csp-response.mjs) replaces those tags with one small loader, public/after-paint.js,
// which adds the same scripts once the browser reports its first paint. Until then the visitor
// sees the whole page; links and forms work without JavaScript.

/** Chunk scripts as Next writes them: under /_next/static/chunks, async (not the nomodule polyfill). */
const CHUNK_TAG = /<script src="\/_next\/static\/chunks\/([\w-]+)\.js" async=""><\/script>/g
/** React's early, low-priority fetch of the bootstrap chunk, which now loads with the rest. */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/([\w-]+)\.js"\/>/g
const LOADER_TAG = /<script src="[^"]*" async="" data-chunks="([\w -]+)"><\/script>/

/**
 * The document with Next's chunk script tags replaced by one tag of the loader at `loaderAddress`,
 * where the first of them was; unchanged when it has none.
 */
export function loadScriptsAfterPaint(html, loaderAddress) {
  const chunks = []
  let first = -1
  const rest = html.replace(CHUNK_TAG, (tag, name, offset) => {
    if (first < 0) first = offset
    if (!chunks.includes(name)) chunks.push(name)
    return ''
  })
  if (!chunks.length) return html
  const loader = `<script src="${loaderAddress}" async="" data-chunks="${chunks.join(' ')}"></script>`
  return `${rest.slice(0, first)}${loader}${rest.slice(first)}`.replace(CHUNK_PRELOAD, (tag, name) => (chunks.includes(name) ? '' : tag))
}

/** The chunk addresses the loader of a document loads (none without a loader). */
export function chunksAfterPaint(html) {
  const list = html.match(LOADER_TAG)?.[1]
  return list ? list.split(' ').map((name) => `/_next/static/chunks/${name}.js`) : []
}
