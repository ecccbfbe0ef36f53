import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/browser'
import { staffHeaders } from '../support/rest'

const url = (path: string) => `${baseUrl()}${path}`
const json = { 'content-type': 'application/json' }

/** A raw GET (fetch would normalise the path): status and Location. */
function rawGet(path: string): Promise<{ status: number; location?: string }> {
  const target = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const request = http.request({ host: target.hostname, port: target.port, path, method: 'GET' }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, location: response.headers.location })
    })
    request.on('error', reject)
    request.end()
  })
}

/** A raw POST with a chunked body (no Content-Length): status and Connection header. */
function rawPost(path: string, chunks: string[], ip = '203.0.113.240'): Promise<{ status: number; connection?: string }> {
  const target = new URL(baseUrl())
  return new Promise((resolve, reject) => {
    const headers = { ...json, 'x-forwarded-for': ip }
    const request = http.request({ host: target.hostname, port: target.port, path, method: 'POST', headers }, (response) => {
      response.resume()
      resolve({ status: response.statusCode ?? 0, connection: response.headers.connection })
    })
    request.on('error', reject)
    for (const chunk of chunks) request.write(chunk)
    request.end()
  })
}

describe('redirects to a visitor-given path stay on the site', () => {
  it('the preview refuses paths a browser would follow elsewhere (tabs, CR/LF, backslashes, //, encoded forms, look-alikes); a site path works', async () => {
    const hostile = [
      '/%09/example.com',
      '/%0d%0a/example.com',
      '/%0A/example.com',
      '//example.com',
      '/%2F%2Fexample.com',
      '/%5C/example.com',
      '/%5Cexample.com',
      '/%252F/example.com',
      '%2F%5Cexample.com',
      '/%EF%BC%8Fexample.com',
      '%EF%BC%8F%EF%BC%8Fexample.com',
      '/%EF%BC%BCexample.com',
      '/%E2%80%A8/example.com',
      'https://example.com',
      '/%2509/example.com',
    ]
    for (const path of hostile) {
      for (const exit of ['exit=1&', '']) {
        const answer = await rawGet(`/api/preview?${exit}path=${path}`)
        expect(answer.status, `${exit}${path}`).toBe(400)
        expect(answer.location, path).toBeUndefined()
      }
    }
    const ok = await rawGet('/api/preview?exit=1&path=%2Fueber-uns%3Fa%3D1')
    expect(ok.status).toBe(307)
    expect(ok.location).toBe('/ueber-uns?a=1')
  })
})

describe('GraphQL is off, JSON bodies are capped and checked', () => {
  it('answers /api/graphql and the playground with 404, without naming any part of the schema', async () => {
    for (const body of [JSON.stringify({ query: '{ Userz { docs { id } } }' }), JSON.stringify({ query: '{ __schema { types { name } } }' })]) {
      const response = await fetch(url('/api/graphql'), { method: 'POST', headers: json, body })
      expect(response.status).toBe(404)
      expect(await response.text()).not.toMatch(/Did you mean|"User"|__schema/)
    }
    // malformed JSON never reaches a route: 400 (it answered 500)
    expect((await fetch(url('/api/graphql'), { method: 'POST', headers: json, body: '{' })).status).toBe(400)
    expect((await fetch(url('/api/graphql-playground'))).status).toBe(404)
  })

  it('answers malformed JSON with 400 on Payload REST and on our own endpoints, for visitors and staff', async () => {
    const staff = await staffHeaders()
    const targets: [string, string][] = [
      ['POST', '/api/users/login'],
      ['POST', '/api/contact-requests'],
      ['POST', '/api/jobs'],
      ['PATCH', '/api/globals/site-settings'],
      ['POST', '/api/sync-jobs/override'],
      ['POST', '/api/users/totp/verify'],
      ['POST', '/api/ai-search'],
    ]
    let client = 0
    for (const [method, path] of targets) {
      for (const body of ['{', '{"a":', '\u0000', '[1,]']) {
        for (const headers of [json, { ...json, ...staff }, { 'content-type': 'application/json; charset=utf-8' }]) {
          // a client per request: the AI search counts every request against its visitor's limit
          const response = await fetch(url(path), { method, headers: { ...headers, 'x-forwarded-for': `203.0.113.${100 + (client++ % 100)}` }, body })
          await response.arrayBuffer()
          expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
        }
      }
    }
  })

  it('refuses a JSON body over 1 MB with 413, with or without Content-Length; the client gets the answer, not a reset', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) })
    const declared = await fetch(url('/api/users/login'), { method: 'POST', headers: json, body: big })
    expect(declared.status).toBe(413)
    await declared.arrayBuffer()
    // still sending while the refusal comes: the connection reads the rest before it closes
    for (let i = 0; i < 3; i++) {
      const huge = await fetch(url('/api/contact-requests'), { method: 'POST', headers: json, body: ' '.repeat(20_000_000) })
      expect(huge.status).toBe(413)
      await huge.arrayBuffer()
    }
    // chunked: no Content-Length, the server counts while reading
    for (let i = 0; i < 3; i++) {
      const chunked = await rawPost(
        '/api/contact-requests',
        Array.from({ length: 40 }, () => 'x'.repeat(64 * 1024)),
      )
      expect(chunked.status).toBe(413)
      expect(chunked.connection).toBe('close')
    }
    // a JSON body within the cap still works
    const login = await fetch(url('/api/users/login'), {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email: 'niemand@example.com', password: 'falsch-falsch' }),
    })
    expect(login.status).toBeLessThan(500)
    expect(login.status).not.toBe(413)
  })
})

describe('an answer given before the body was read', () => {
  it('closes its connection, so a reused connection never meets the rest of that body (ECONNRESET)', async () => {
    // the AI search reads its own body and stops at 4 KB: 413 while the app still holds the stream
    const refused = await rawPost(
      '/api/ai-search',
      Array.from({ length: 10 }, () => ' '.repeat(1000)),
    )
    expect(refused.status).toBe(413)
    expect(refused.connection).toBe('close')
    // a body read to the end keeps the connection for the next request
    const answered = await rawPost('/api/ai-search', [JSON.stringify({ query: 'Koch' })])
    expect(answered.status).toBe(200)
    expect(answered.connection).toBe('keep-alive')
  })
})

describe('behind a proxy the app listens on loopback only', () => {
  // the shared e2e server runs with TRUSTED_PROXY_HOPS=1 (tests/support/appServer.ts)
  /** The local addresses the kernel lists as listening on `port` (read from /proc: no traffic is sent). */
  const listeners = (port: number) =>
    ['/proc/net/tcp', '/proc/net/tcp6'].flatMap((file) =>
      fs.existsSync(file)
        ? fs
            .readFileSync(file, 'utf8')
            .split('\n')
            .slice(1)
            .map((line) => line.trim().split(/\s+/))
            .filter((cols) => cols[3] === '0A' && parseInt(cols[1]?.split(':')[1] ?? '', 16) === port)
            .map((cols) => cols[1].split(':')[0])
        : [],
    )

  it.skipIf(Boolean(process.env.E2E_BASE_URL))('listens on loopback only behind a front; loopback answers', async () => {
    const port = Number(new URL(baseUrl()).port)
    const connected = await new Promise<string>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port, timeout: 5000 })
      socket.once('connect', () => (socket.destroy(), resolve('connected')))
      socket.once('error', (error) => resolve((error as NodeJS.ErrnoException).code ?? 'error'))
      socket.once('timeout', () => (socket.destroy(), resolve('timeout')))
    })
    expect(connected).toBe('connected')
    // 127.0.0.1 in /proc's byte order; never 0.0.0.0 or :: (every interface)
    expect(listeners(port)).toEqual(['0100007F'])
  })
})
