// Page weights as a browser's first visit pays them: the gzip size of a page's HTML and the sum of
// the gzip sizes of the scripts its HTML references (Next's first-load JavaScript of that route,
// runtime included). Measured from the built site, not from the build's own estimate.
import { gzipSync } from 'node:zlib'
import { chunksAfterPaint } from '../src/lib/script-loading/index.mjs'

/** gzip at zlib's and gzip(1)'s default level 6 (the front compresses at 5, a few % larger). */
export const gzipSize = (bytes) => gzipSync(bytes, { level: 6 }).length

/**
 * The distinct same-origin script addresses `<script src=…>` of an HTML page, in order, then the
 * chunks its loader adds after the first paint (src/lib/script-loading); without `nomodule`
 * scripts (Next's polyfills), which modern browsers skip.
 */
export function scriptSources(html) {
  const sources = []
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (/\snomodule\b/i.test(tag)) continue
    const src = tag.match(/\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i)
    const value = src && (src[1] ?? src[2] ?? src[3]).replace(/&amp;/g, '&')
    if (value && !/^(https?:)?\/\//i.test(value) && !sources.includes(value)) sources.push(value)
  }
  for (const chunk of chunksAfterPaint(html)) if (!sources.includes(chunk)) sources.push(chunk)
  return sources
}

/**
 * Weights of the page at `url`: its HTML (raw and gzip) and its scripts (count, raw and gzip sum).
 * `html` may be given when the page was fetched already.
 */
export async function pageWeights(url, html) {
  html ??= await (await fetch(url)).text()
  const htmlBytes = Buffer.from(html)
  let jsBytes = 0
  let jsGzipBytes = 0
  const sources = scriptSources(html)
  for (const src of sources) {
    const response = await fetch(new URL(src, url))
    if (!response.ok) throw new Error(`${src} (referenced by ${url}) answered ${response.status}`)
    const body = Buffer.from(await response.arrayBuffer())
    jsBytes += body.length
    jsGzipBytes += gzipSize(body)
  }
  return { htmlBytes: htmlBytes.length, htmlGzipBytes: gzipSize(htmlBytes), scripts: sources.length, jsBytes, jsGzipBytes }
}
