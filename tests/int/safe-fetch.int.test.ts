import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { safeFetch, SafeFetchError } from '@/features/safe-fetch'

// A loopback web server standing in for both a legitimate host and the internal targets an
// attacker would aim at (admin panels, cloud metadata): every path it was asked for is recorded.
let server: http.Server
let port = 0
const hits: string[] = []
let bytesSent = 0
let streamClosed = false

const allow127 = new Set(['127.0.0.1'])
const opts = { maxBytes: 1024 * 1024, timeoutMs: 3000 }

describe('safeFetch refuses private targets (SSRF) and oversized or slow answers', () => {
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      hits.push(req.url ?? '')
      if (req.url === '/ok') return void res.writeHead(200, { 'content-type': 'text/xml' }).end('<jobs/>')
      if (req.url === '/image') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html></html>')
      if (req.url?.startsWith('/redirect?to=')) return void res.writeHead(302, { location: decodeURIComponent(req.url.slice(13)) }).end()
      if (req.url === '/endless') {
        // Never ends on its own: the client must stop reading at its cap.
        res.writeHead(200, { 'content-type': 'text/xml' })
        const chunk = Buffer.alloc(64 * 1024, 'a')
        const pump = () => {
          while (!res.destroyed && bytesSent <= 200 * 1024 * 1024) {
            bytesSent += chunk.length
            if (!res.write(chunk)) return void res.once('drain', pump)
          }
          if (!res.destroyed) res.end()
        }
        res.once('close', () => (streamClosed = true))
        return pump()
      }
      if (req.url === '/slow') return void setTimeout(() => res.end('spät'), 10_000).unref()
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(async () => {
    server?.closeAllConnections()
    await new Promise((resolve) => server?.close(resolve))
  })

  it('fetches from a host the operator allowed', async () => {
    const result = await safeFetch(`http://127.0.0.1:${port}/ok`, { ...opts, allowedHosts: allow127 })
    expect(result).toMatchObject({ contentType: 'text/xml', finalUrl: `http://127.0.0.1:${port}/ok` })
    expect(result.body.toString()).toBe('<jobs/>')
  })

  it('allows the hosts listed in FETCH_ALLOWED_HOSTS by default (the test environment lists 127.0.0.1)', async () => {
    expect(process.env.FETCH_ALLOWED_HOSTS).toBe('127.0.0.1')
    expect((await safeFetch(`http://127.0.0.1:${port}/ok`, opts)).body.toString()).toBe('<jobs/>')
  })

  it('refuses loopback, private and link-local addresses without connecting', async () => {
    const before = hits.length
    for (const url of [
      `http://127.0.0.1:${port}/ok`,
      `http://[::1]:${port}/ok`,
      `http://[::ffff:127.0.0.1]:${port}/ok`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://0.0.0.0/',
    ]) {
      await expect(safeFetch(url, { ...opts, allowedHosts: new Set() }), url).rejects.toBeInstanceOf(SafeFetchError)
    }
    expect(hits.length).toBe(before)
  })

  it('refuses a name that resolves to loopback: the resolved address is checked, not the name', async () => {
    const before = hits.length
    await expect(safeFetch(`http://localhost:${port}/ok`, { ...opts, allowedHosts: allow127 })).rejects.toThrow(/non-public/)
    expect(hits.length).toBe(before)
  })

  it('re-checks every redirect hop: an allowed host cannot bounce the fetch to an internal one', async () => {
    for (const target of [`http://localhost:${port}/secret`, `http://[::1]:${port}/secret`, 'http://169.254.169.254/latest/meta-data/']) {
      await expect(
        safeFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent(target)}`, { ...opts, allowedHosts: allow127 }),
        target,
      ).rejects.toThrow(/non-public/)
    }
    expect(hits).not.toContain('/secret')
    // ...while a redirect between allowed places is followed.
    const followed = await safeFetch(`http://127.0.0.1:${port}/redirect?to=%2Fok`, { ...opts, allowedHosts: allow127 })
    expect(followed.finalUrl).toBe(`http://127.0.0.1:${port}/ok`)
  })

  it('refuses other schemes, also after a redirect', async () => {
    await expect(safeFetch('file:///etc/passwd', opts)).rejects.toThrow(/scheme/)
    await expect(safeFetch(`http://127.0.0.1:${port}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`, opts)).rejects.toThrow(/scheme/)
  })

  it('stops reading at the size cap while the answer streams in', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/endless`, { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000 })).rejects.toThrow(/exceeds/)
    await expect.poll(() => streamClosed).toBe(true)
    // The server could only push what the client read plus the socket buffers.
    expect(bytesSent).toBeLessThan(20 * 1024 * 1024)
  })

  it('gives up at the time limit', async () => {
    const started = Date.now()
    await expect(safeFetch(`http://127.0.0.1:${port}/slow`, { ...opts, timeoutMs: 500 })).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('refuses an answer of the wrong content type', async () => {
    await expect(safeFetch(`http://127.0.0.1:${port}/image`, { ...opts, accept: ['image/*'] })).rejects.toThrow(/content type/)
  })
})
