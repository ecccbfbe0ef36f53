#!/usr/bin/env node
// The production server: `next start` plus what Next does not do itself.
// - Client address: Next exposes no socket address to route handlers, server actions or the
//   proxy, and `next start` only sets X-Forwarded-For when the client sent none (so a visitor
//   could choose their own address). Like any proxy, this server appends the socket's peer address;
//   src/lib/net/clientAddress.ts then counts TRUSTED_PROXY_HOPS entries from the right.
// - Content-Security-Policy with the hashes of the framework's inline scripts (csp-response.mjs).
// - The site's pages load Next's scripts after their first paint (src/lib/script-loading).
// - A copy of each public page for a second (src/lib/page-memory), answered without Next.
// - Requests Next would answer with a 500 (a NUL in the address, a server-action body too large
//   or not decodable) get a 4xx.
// - Visitors' requests in flight, which the background page warming waits for, and the warming's
//   own requests, which are neither counted nor kept as copies (src/lib/own-server).
// - Metrics (src/lib/metrics): request durations by route kind and status, page-copy hits and
//   misses; the socket address for /api/metrics' loopback check; a request id for the error log.
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { etagMatches, withContentSecurityPolicy } from './csp-response.mjs'
import { OWN_HEADERS, pageCacheControl } from '../src/lib/cache-control/index.mjs'
import { memoryKey, PAGE_MEMORY_MAX_MB, PageMemory } from '../src/lib/page-memory/index.mjs'
import { megabytes, reportCache } from '../src/lib/cache-bytes/index.mjs'
import { CONTENT_CHANGED, subscribe } from '../src/features/cache/events.mjs'
import { metrics, routeKind } from '../src/lib/metrics/index.mjs'
import { logger } from '../src/lib/log/index.mjs'
import { bindAddress } from '../src/lib/net/bind.mjs'
import { announceOwnOrigin, isWarmRequest, SOCKET_HEADER, socketHeaderValue, visitorStarted } from '../src/lib/own-server/index.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Next's usage reports stay off unless the operator turns them on explicitly.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
// The firm works in German time: the admin's times rendered here match the browser's (which the
// admin also puts on Berlin time), and scheduled tasks („03:00“) mean German time.
process.env.TZ = 'Europe/Berlin'
const port = Number(process.env.PORT || 3000)
// loopback behind a proxy, unless BIND_ADDRESS says otherwise (see src/lib/net/bind.mjs)
const hostname = bindAddress(process.env)

// HSTS in production (browsers ignore it over plain HTTP); upgrade-insecure-requests only when the
// public address is HTTPS, or a plain-HTTP site (tests, a first local start) would break itself.
const production = process.env.NODE_ENV === 'production'
const upgradeInsecure = production && (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:')
// public/after-paint.js, at an address that changes with its content (cached for a year, next.config.ts)
const scriptLoader = `/after-paint.js?${createHash('sha256')
  .update(fs.readFileSync(path.join(root, 'public/after-paint.js')))
  .digest('hex')
  .slice(0, 8)}`
const onRefused = (url, count, sample) =>
  logger.warn({ event: 'csp-unhashed-inline-script', path: url.split('?')[0], count, sample }, 'csp-unhashed-inline-script')

// Next's own idea of the host stays `localhost` whatever address we listen on: with another one it
// took the proxy's rewrites (the board) for external ones and forwarded them over HTTP.
const app = next({ dev: false, dir: root, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// next.config.ts allows server-action bodies up to 64 KB; Next answers a larger one with a 500.
// Refuse it here as what it is (413), before any of it is read.
const ACTION_BODY_LIMIT = 64 * 1024
// Our actions take one or two arguments; Next itself refuses more than 1000, with a 500.
const ACTION_MAX_ARGUMENTS = 16
// The APIs' bodies other than uploads (multipart, limited by Payload's upload settings): nothing
// of ours or Payload's takes more, and without a cap here only a front (nginx) would set one.
const API_BODY_LIMIT = 1024 * 1024
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i
// Our own JSON endpoints read their bodies themselves, with smaller caps and their own German answers.
const OWN_JSON_ENDPOINTS = new Set(['/api/ai-search'])

/**
 * Public pages get the Cache-Control the nginx front honours (src/lib/cache-control), set when
 * the head goes out, as only then status and content type are known. Installed before the CSP
 * wrapper, whose buffered HTML answers send their head through this one.
 */
function withPageCacheControl(req, res) {
  const writeHead = res.writeHead
  res.writeHead = function (statusCode, ...rest) {
    const headers = rest.find((r) => r && typeof r === 'object' && !Array.isArray(r)) ?? {}
    const header = (name) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] ?? res.getHeader(name)
    const value = pageCacheControl({
      method: req.method,
      url: req.url,
      cookie: req.headers.cookie,
      authorization: req.headers.authorization,
      status: statusCode,
      contentType: header('content-type'),
    })
    if (value) {
      for (const key of Object.keys(headers)) if (key.toLowerCase() === 'cache-control') delete headers[key]
      res.setHeader('Cache-Control', value)
    }
    return writeHead.call(this, statusCode, ...rest)
  }
}

// Every copy is forgotten when the site's content changes: src/features/cache/revalidate.ts, bundled by
// Next into this process, announces it as a process event (src/features/cache/events.mjs).
const pageMemory = new PageMemory({ maxBytes: megabytes(process.env.PAGE_MEMORY_MAX_MB, PAGE_MEMORY_MAX_MB) })
reportCache('page-memory', { bytes: () => pageMemory.bytes, bound: () => pageMemory.maxBytes })
subscribe(CONTENT_CHANGED, () => pageMemory.forget())

/** Answers with a kept copy: its headers, a 304 for its ETag, no body for HEAD. */
function answerFromMemory(req, res, copy) {
  const headers = { ...copy.headers }
  if ('x-nextjs-cache' in headers) headers['x-nextjs-cache'] = 'HIT'
  if (copy.status === 200 && etagMatches(req.headers['if-none-match'], String(copy.headers.etag ?? ''))) {
    delete headers['content-length']
    return res.writeHead(304, headers).end()
  }
  res.writeHead(copy.status, headers).end(req.method === 'HEAD' ? undefined : copy.body)
}

/**
 * Hands the answer's final head and body to `keep` as it is sent (installed first, so it sees
 * what the other layers send: an HTML page arrives whole, from the CSP wrapper), or null when it
 * was streamed or cut off.
 */
function keepAnswer(res, keep) {
  const { write, end } = res
  let streamed = false
  res.on('close', () => keep(null))
  res.write = function (...args) {
    streamed = true
    return write.apply(this, args)
  }
  res.end = function (chunk, ...rest) {
    keep(!streamed && Buffer.isBuffer(chunk) ? { status: res.statusCode, headers: res.getHeaders(), body: chunk } : null)
    return end.call(this, chunk, ...rest)
  }
}

const refuse = (res, status, text) => res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end(text)

/**
 * The whole body, or null once it grows past `limit` bytes. The rest of a larger body is read and
 * dropped, not cut off: cutting it would reset the connection before the refusal reaches the client.
 */
function readBody(req, limit) {
  return new Promise((resolve, reject) => {
    const chunks = []
    let size = 0
    const onData = (chunk) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData).off('end', onEnd).resume()
      resolve(null)
    }
    const onEnd = () => resolve(Buffer.concat(chunks))
    req.on('data', onData).once('end', onEnd).once('error', reject)
  })
}

/**
 * An answer sent before its request's body was read to the end (a refusal, a limit, a rate limit)
 * closes the connection: the rest of that body, or the app dropping it later, would otherwise meet
 * the client's next request on the same connection, which then fails with ECONNRESET.
 */
function closeUnlessBodyRead(req, res) {
  if (!(Number(req.headers['content-length']) > 0) && !req.headers['transfer-encoding']) return
  const { writeHead } = res
  res.writeHead = function (...args) {
    if (!req.readableEnded && !res.headersSent) {
      res.setHeader('connection', 'close')
      lingerBeforeClosing(req, res.socket)
    }
    return writeHead.apply(this, args)
  }
}

/** How long a closing connection still reads (and drops) a body the client is sending. */
const LINGER_MS = 5_000

/**
 * Node closes such a connection as soon as the answer is out. A client still sending its body
 * would then get a reset instead of the answer; so the connection first reads to the body's end.
 */
function lingerBeforeClosing(req, socket) {
  if (!socket) return
  socket.destroySoon = function () {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS).unref()
    socket.once('close', () => clearTimeout(timer))
    socket.once('end', () => socket.destroy())
    socket.end()
    req.resume()
  }
}

/**
 * Arguments React encodes as text (no files or FormData among them) are a JSON array. Anything
 * else (empty, `null`, cut-off JSON, thousands of arguments) would reach Next's decoder and come
 * back as a 500; it is a bad request (400) and never reaches an action.
 */
function isActionArguments(text) {
  try {
    const value = JSON.parse(text)
    return Array.isArray(value) && value.length <= ACTION_MAX_ARGUMENTS
  } catch {
    return false
  }
}

const refuseJson = (res, status, message) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', connection: 'close' })
    .end(JSON.stringify({ errors: [{ message }] }))

/**
 * A body for the APIs (/api/...): at most API_BODY_LIMIT (413), and when it says it is JSON, JSON
 * (else 400; Payload's own endpoints and ours would otherwise answer some with a 500). Uploads
 * (multipart) pass as they are. Returns the request to hand on, or null when it was answered.
 */
async function checkApiBody(req, res) {
  if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method ?? '') || !(req.url ?? '').startsWith('/api/')) return req
  if (OWN_JSON_ENDPOINTS.has((req.url ?? '').split('?')[0])) return req
  const type = String(req.headers['content-type'] ?? '')
  if (/^multipart\//i.test(type)) return req
  if (Number(req.headers['content-length'] || 0) > API_BODY_LIMIT) {
    refuseJson(res, 413, 'Die Anfrage ist zu groß.')
    return null
  }
  const body = await readBody(req, API_BODY_LIMIT).catch(() => null)
  if (body === null) {
    refuseJson(res, 413, 'Die Anfrage ist zu groß.')
    return null
  }
  if (JSON_TYPE.test(type) && body.length > 0) {
    try {
      JSON.parse(body.toString('utf8'))
    } catch {
      refuseJson(res, 400, 'Die Anfrage ist kein gültiges JSON.')
      return null
    }
  }
  return replay(req, body)
}

/** A request Next can read again: the same head, with the body we already read. */
function replay(req, body) {
  const copy = new http.IncomingMessage(req.socket)
  for (const key of ['method', 'url', 'headers', 'rawHeaders', 'httpVersion', 'httpVersionMajor', 'httpVersionMinor']) copy[key] = req[key]
  copy.complete = true
  copy.push(body)
  copy.push(null)
  return copy
}

// A request id from the front (nginx's $request_id) is kept when it looks like one; else a new one.
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

const server = http.createServer(async (req, res) => {
  const started = process.hrtime.bigint()
  closeUnlessBodyRead(req, res)
  const kind = routeKind(req.url)
  // the background page warming (src/features/page-warming) waits while visitors are answered
  const warming = isWarmRequest(req.headers)
  if (!warming) res.once('close', visitorStarted())
  res.once('finish', () => {
    metrics.requestDuration().observe({ kind, status: String(res.statusCode) }, Number(process.hrtime.bigint() - started) / 1e9)
  })
  const sentId = req.headers['x-request-id']
  const requestId = typeof sentId === 'string' && REQUEST_ID.test(sentId) ? sentId : randomUUID()
  req.headers['x-request-id'] = requestId
  res.setHeader('X-Request-Id', requestId)
  req.headers[SOCKET_HEADER] = socketHeaderValue(req.socket.remoteAddress)
  // A NUL byte is never part of an address we serve; file and database lookups would fail on it with a 500.
  if (/%00|\0/.test(req.url ?? '')) return refuse(res, 400, 'Die Adresse ist ungültig.')
  const key = warming ? null : memoryKey(req)
  if (key) {
    const copy = pageMemory.answer(key)
    metrics.pageMemory().inc({ result: copy ? 'hit' : 'miss' })
    if (copy) return answerFromMemory(req, res, copy)
    if (req.method === 'GET') keepAnswer(res, pageMemory.refresh(key))
  }
  if (req.method === 'POST' && req.headers['next-action']) {
    if (Number(req.headers['content-length'] || 0) > ACTION_BODY_LIMIT) return refuse(res, 413, 'Die Anfrage ist zu groß.')
    if (String(req.headers['content-type'] ?? '').startsWith('text/plain')) {
      const body = await readBody(req, ACTION_BODY_LIMIT).catch(() => null)
      if (body === null) return refuse(res, 413, 'Die Anfrage ist zu groß.')
      if (!isActionArguments(body.toString('utf8'))) return refuse(res, 400, 'Die Anfrage ist ungültig.')
      req = replay(req, body)
    }
  }
  if (!req.headers['next-action']) {
    const checked = await checkApiBody(req, res)
    if (!checked) return
    req = checked
  }
  const sent = req.headers['x-forwarded-for']
  const peer = req.socket.remoteAddress ?? 'unknown'
  req.headers['x-forwarded-for'] = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${peer}` : peer
  // Compression is the front's job (nginx): a compressed HTML answer could not get its policy.
  delete req.headers['accept-encoding']
  withPageCacheControl(req, res)
  // The admin too: its HTML is hashed like the site's (it needs no inline script of its own). It
  // and the APIs keep Next's script tags: an editor works in it, nobody waits for its first paint.
  const ownRoute = OWN_HEADERS.test(req.url ?? '')
  withContentSecurityPolicy(req, res, { hsts: production, upgradeInsecure, scriptLoader: ownRoute ? undefined : scriptLoader, onRefused })
  handle(req, res)
})
server.keepAliveTimeout = 65_000 // longer than a front's upstream keep-alive (nginx default 60 s)
// Longer than keepAliveTimeout: otherwise Node's header timeout (60 s) cuts idle keep-alive
// connections first, and a client reusing one just then gets ECONNRESET.
server.headersTimeout = 66_000
announceOwnOrigin(hostname, port)
server.listen(port, hostname, () =>
  logger.info(
    { event: 'server-started', port, hostname: hostname ?? 'every interface' },
    `Next.js production server on http://${hostname ?? 'localhost'}:${port}${hostname ? '' : ' (every interface)'}`,
  ),
)
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
