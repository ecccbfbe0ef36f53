#!/usr/bin/env node
// The production server: `next start` with one addition. Next exposes no socket address to route
// handlers, server actions or the proxy, and `next start` only sets X-Forwarded-For when the
// client sent none (so a visitor could choose their own address). Like any proxy, this server
// appends the socket's peer address to X-Forwarded-For; src/lib/net/clientAddress.ts then counts
// TRUSTED_PROXY_HOPS entries from the right, so the rightmost entry is always one we saw ourselves.
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { withContentSecurityPolicy } from './csp-response.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || undefined

// HSTS in production (browsers ignore it over plain HTTP); upgrade-insecure-requests only when the
// public address is HTTPS, or a plain-HTTP site (tests, a first local start) would break itself.
const production = process.env.NODE_ENV === 'production'
const upgradeInsecure = production && (process.env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('https:')
const onRefused = (url, count) =>
  console.warn(JSON.stringify({ time: new Date().toISOString(), level: 'warn', event: 'csp-unhashed-inline-script', path: url.split('?')[0], count }))

const app = next({ dev: false, dir: root, port, hostname: hostname ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

// next.config.ts allows server-action bodies up to 64 KB; Next answers a larger one with a 500.
// Refuse it here as what it is (413), before any of it is read.
const ACTION_BODY_LIMIT = 64 * 1024

const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.headers['next-action'] && Number(req.headers['content-length'] || 0) > ACTION_BODY_LIMIT) {
    res.writeHead(413, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' }).end('Die Anfrage ist zu groß.')
    return
  }
  const sent = req.headers['x-forwarded-for']
  const peer = req.socket.remoteAddress ?? 'unknown'
  req.headers['x-forwarded-for'] = sent ? `${Array.isArray(sent) ? sent.join(', ') : sent}, ${peer}` : peer
  // Compression is the front's job (nginx): a compressed HTML answer could not get its policy.
  delete req.headers['accept-encoding']
  // Not yet for the admin: with its HTML buffered and hashed the staff login never completed
  // (tests/e2e/admin.e2e.test.ts); cause not found yet, so the admin gets HSTS only.
  if (req.url?.startsWith('/admin')) {
    if (production) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
  } else withContentSecurityPolicy(req, res, { hsts: production, upgradeInsecure, onRefused })
  handle(req, res)
})
server.keepAliveTimeout = 65_000 // longer than a front's upstream keep-alive (nginx default 60 s)
server.listen(port, hostname, () => console.log(`▲ Next.js production server on http://${hostname ?? 'localhost'}:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    server.closeIdleConnections()
    setTimeout(() => process.exit(0), 5000).unref()
  })
}
