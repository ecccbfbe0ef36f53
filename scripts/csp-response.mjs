// Adds the Content-Security-Policy (and HSTS) to HTML answers of the production server. Pages
// stay prerendered/cached: instead of a per-request nonce (which would render every page per
// request), the finished HTML's framework scripts are hashed (src/lib/csp). HTML answers are
// therefore buffered until complete; everything else streams through untouched.
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { policyForHtml, reactRuntimePieces, setReactRuntimeScripts } from '../src/lib/csp/index.mjs'
import { loadScriptsAfterPaint } from '../src/lib/script-loading/index.mjs'
import { BoundedCache, reportCache } from '../src/lib/cache-bytes/index.mjs'

/** react-dom's server sources as Next ships them (stable and experimental channel). */
export function nextReactDomServerSources() {
  const next = path.dirname(createRequire(import.meta.url).resolve('next/package.json'))
  return ['react-dom', 'react-dom-experimental']
    .map((dir) => path.join(next, 'dist/compiled', dir, 'cjs/react-dom-server.node.production.js'))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file, 'utf8'))
}
// Suspense boundaries streamed late (the lease jobs' skeleton) complete through React's runtime
// scripts: their hashes are allowed only if they consist of React's own pieces.
setReactRuntimeScripts(reactRuntimePieces(nextReactDomServerSources()))

const HSTS = 'max-age=63072000; includeSubDomains'

/** Whether an If-None-Match header names this (strong) ETag; weak forms compare equal too (RFC 9110 13.1.2). */
export function etagMatches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  return String(ifNoneMatch)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag)
}

/**
 * The last pages sent as they go out (scripts after paint, policy, ETag), by the hash of the bytes
 * Next wrote: a cached page is the same bytes on every request, and rewriting and scanning it each
 * time cost as much as sending it. Bounded in bytes, reported as `finished-pages` in the metrics.
 */
const pages = new BoundedCache({ maxBytes: 8 * 1024 * 1024, maxEntries: 200 })
reportCache('finished-pages', { bytes: () => pages.bytes, bound: () => pages.maxBytes })

/** `text`: the page as Next wrote it when it wrote strings only (no decoding needed); else its `bytes`. */
function finishedPage(hash, { upgradeInsecure, scriptLoader }, text, bytes) {
  const key = `${upgradeInsecure ? 'u' : ''}${scriptLoader ?? ''}${hash}`
  let page = pages.get(key)
  if (!page) {
    const written = text ?? bytes.toString('utf8')
    const html = scriptLoader ? loadScriptsAfterPaint(written, scriptLoader) : written
    const unchanged = html === written
    const body = unchanged && bytes ? bytes : Buffer.from(html)
    // unchanged bytes keep the hash already taken
    const etag = unchanged ? hash : createHash('sha1').update(body).digest('base64url')
    page = { body, etag: `"${etag}"`, ...policyForHtml(html, { upgradeInsecure }) }
    pages.set(key, page, { bytes: body.length + 2 * (page.policy.length + key.length) + 256 })
  }
  return page
}

/**
 * Wraps `res` so an HTML body is collected and sent once with its policy header.
 *
 * The wrappers stay in place and delegate once the answer is not HTML: Next installs its own
 * layer (compression's write/end/on) on top of ours after this runs, and putting the original
 * methods back would cut that layer out: its `on('drain')` then waited on a stream nobody wrote
 * to, and every non-HTML answer over 16 KB (a REST list, a large sitemap) never ended.
 *
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * `scriptLoader`: the address of public/after-paint.js, to load Next's scripts after the first
 * paint (src/lib/script-loading); unset for pages that keep Next's own tags (the admin).
 *
 * @param {{ hsts: boolean, upgradeInsecure: boolean, scriptLoader?: string, onRefused?: (url: string, refused: number, sample: string) => void }} options
 */
export function withContentSecurityPolicy(req, res, { hsts, upgradeInsecure, scriptLoader, onRefused }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let mode = null // null: undecided, 'html': buffering, 'pass': delegating untouched
  let head = null
  const chunks = []

  const decide = () => {
    if (mode) return mode
    const type = String(res.getHeader('content-type') ?? '')
    mode = type.startsWith('text/html') && !res.getHeader('content-encoding') ? 'html' : 'pass'
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS)
    if (mode === 'pass' && head) original.writeHead.call(res, ...head)
    return mode
  }
  // Strings stay strings: Next writes a cached page as one, and encoding it here only to decode it
  // again took a tenth of the time of a cached answer (CPU profile of bench/crawl.mjs).
  const kept = (chunk, encoding) =>
    Buffer.isBuffer(chunk) || typeof encoding !== 'string' || /^utf-?8$/i.test(encoding) ? chunk : Buffer.from(chunk, encoding)

  res.writeHead = function (statusCode, ...rest) {
    if (mode === 'pass') return original.writeHead.call(res, statusCode, ...rest)
    // Headers passed here become ordinary headers, so the content type is known when deciding.
    const headers = rest.find((r) => r && typeof r === 'object')
    if (headers && !Array.isArray(headers)) for (const [k, v] of Object.entries(headers)) if (v !== undefined) res.setHeader(k, v)
    const message = rest.find((r) => typeof r === 'string')
    res.statusCode = statusCode
    if (message) res.statusMessage = message
    head = [statusCode]
    decide()
    return res
  }
  res.flushHeaders = function () {
    if (decide() === 'pass') return original.flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.write.call(res, chunk, encoding, callback)
    if (chunk != null) chunks.push(kept(chunk, encoding))
    const cb = typeof encoding === 'function' ? encoding : callback
    if (cb) process.nextTick(cb)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback)
    if (typeof chunk === 'function') [chunk, callback] = [null, chunk]
    if (chunk != null) chunks.push(kept(chunk, encoding))
    mode = 'pass' // from here on every call (Node's own implicit writeHead too) goes straight through
    const text = chunks.every((chunk) => typeof chunk === 'string') ? chunks.join('') : undefined
    const bytes = text === undefined ? Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk) : chunk))) : undefined
    const hash = createHash('sha1')
      .update(text ?? bytes)
      .digest('base64url')
    const { body, etag, policy, refused, refusedScripts } = finishedPage(hash, { upgradeInsecure, scriptLoader }, text, bytes)
    if (refused) onRefused?.(req.url ?? '', refused, refusedScripts[0].slice(0, 120))
    res.setHeader('Content-Security-Policy', policy)
    // Next's own ETag is off (next.config.ts): this one is a native hash of the bytes sent.
    if (res.statusCode === 200 && !res.hasHeader('etag')) {
      res.setHeader('ETag', etag)
      if ((req.method === 'GET' || req.method === 'HEAD') && etagMatches(req.headers['if-none-match'], etag)) {
        res.removeHeader('content-length')
        original.writeHead.call(res, 304)
        return original.end.call(res, undefined, typeof encoding === 'function' ? encoding : callback)
      }
    }
    if (!res.hasHeader('transfer-encoding')) res.setHeader('Content-Length', body.length)
    original.writeHead.call(res, res.statusCode)
    return original.end.call(res, req.method === 'HEAD' ? undefined : body, typeof encoding === 'function' ? encoding : callback)
  }
}
