// Adds the Content-Security-Policy (and HSTS) to HTML answers of the production server. Pages
// stay prerendered/cached: instead of a per-request nonce (which would render every page per
// request), the finished HTML's framework scripts are hashed (src/lib/csp). HTML answers are
// therefore buffered until complete; everything else streams through untouched.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { policyForHtml, reactRuntimePieces, setReactRuntimeScripts } from '../src/lib/csp/index.mjs'

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

/**
 * Wraps `res` so an HTML body is collected and sent once with its policy header.
 *
 * The wrappers stay in place and delegate once the answer is not HTML: Next installs its own
 * layer (compression's write/end/on) on top of ours after this runs, and putting the original
 * methods back would cut that layer out: its `on('drain')` then waited on a stream nobody wrote
 * to, and every non-HTML answer over 16 KB (a REST list, a large sitemap) never ended.
 */
export function withContentSecurityPolicy(req, res, { hsts, upgradeInsecure, onRefused }) {
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
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))

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
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    const cb = typeof encoding === 'function' ? encoding : callback
    if (cb) process.nextTick(cb)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (decide() === 'pass') return original.end.call(res, chunk, encoding, callback)
    if (typeof chunk === 'function') [chunk, callback] = [null, chunk]
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    mode = 'pass' // from here on every call (Node's own implicit writeHead too) goes straight through
    const body = Buffer.concat(chunks)
    const { policy, refused, refusedScripts } = policyForHtml(body.toString('utf8'), { upgradeInsecure })
    if (refused) onRefused?.(req.url ?? '', refused, refusedScripts[0].slice(0, 120))
    res.setHeader('Content-Security-Policy', policy)
    if (!res.hasHeader('transfer-encoding')) res.setHeader('Content-Length', body.length)
    original.writeHead.call(res, res.statusCode)
    return original.end.call(res, req.method === 'HEAD' ? undefined : body, typeof encoding === 'function' ? encoding : callback)
  }
}
