// Adds the Content-Security-Policy (and HSTS) to HTML answers of the production server. Pages
// stay prerendered/cached: instead of a per-request nonce (which would render every page per
// request), the finished HTML's framework scripts are hashed (src/lib/csp). HTML answers are
// therefore buffered until complete; everything else streams through untouched.
import { policyForHtml } from '../src/lib/csp/index.mjs'

const HSTS = 'max-age=63072000; includeSubDomains'

/** Wraps `res` so an HTML body is collected and sent once with its policy header. */
export function withContentSecurityPolicy(req, res, { hsts, upgradeInsecure, onRefused }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let mode = null // null: undecided, 'html': buffering, 'pass': untouched
  let head = null
  const chunks = []

  const restore = () => Object.assign(res, original)
  const decide = () => {
    if (mode) return mode
    const type = String(res.getHeader('content-type') ?? '')
    mode = type.startsWith('text/html') && !res.getHeader('content-encoding') ? 'html' : 'pass'
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS)
    if (mode === 'pass') {
      restore()
      if (head) res.writeHead(...head)
    }
    return mode
  }
  const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))

  res.writeHead = function (statusCode, ...rest) {
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
    if (decide() === 'pass') return res.flushHeaders()
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return res.write(chunk, encoding, callback)
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    const cb = typeof encoding === 'function' ? encoding : callback
    if (cb) process.nextTick(cb)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, callback] = [null, chunk]
    if (decide() === 'pass') return res.end(chunk, encoding, callback)
    if (chunk != null) chunks.push(toBuffer(chunk, encoding))
    restore()
    const body = Buffer.concat(chunks)
    const { policy, refused } = policyForHtml(body.toString('utf8'), { upgradeInsecure })
    if (refused) onRefused?.(req.url ?? '', refused)
    res.setHeader('Content-Security-Policy', policy)
    if (!res.hasHeader('transfer-encoding')) res.setHeader('Content-Length', body.length)
    res.writeHead(res.statusCode)
    return res.end(req.method === 'HEAD' ? undefined : body, typeof encoding === 'function' ? encoding : callback)
  }
}
