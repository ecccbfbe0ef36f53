import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { env } from '@/env'
import { isPublicAddress, normalizeHost, parseAllowedHosts } from '@/lib/net/address'

/**
 * Server-side fetch of URLs that staff or a feed supplied (feed mirrors, reference logos, job
 * images). Refuses private, loopback and link-local targets (SSRF), on every redirect hop and for
 * the address actually connected to (DNS answers are filtered before connecting, and the socket's
 * peer is checked again), unless the host is listed in FETCH_ALLOWED_HOSTS. The body is capped
 * while it streams in, and one time limit covers redirects and the download.
 */

/** Why a fetch failed, for messages that name the cause (the text itself is for the operator log). */
export type SafeFetchFailure = 'invalid-url' | 'scheme' | 'refused-address' | 'http-status' | 'content-type' | 'too-large' | 'redirects' | 'timeout'

export class SafeFetchError extends Error {
  override name = 'SafeFetchError'
  constructor(
    message: string,
    readonly kind: SafeFetchFailure,
    readonly status?: number,
  ) {
    super(message)
  }
}

export type SafeFetchOptions = {
  maxBytes: number
  timeoutMs: number
  /** Sent as Accept; the answer's content type must match one of them (a wildcard subtype matches any). */
  accept?: string[]
  /** Aborts the fetch early (e.g. a faster mirror won). */
  signal?: AbortSignal
  /** Hosts allowed to resolve to non-public addresses; default: FETCH_ALLOWED_HOSTS. */
  allowedHosts?: Set<string>
  maxRedirects?: number
}

/** The body as it arrived, in the network's chunks; `body` joins them (on each access). */
export type SafeFetchResult = { chunks: Buffer[]; readonly body: Buffer; contentType: string; finalUrl: string }

const REDIRECTS = new Set([301, 302, 303, 307, 308])

export const allowedFetchHosts = () => parseAllowedHosts(env().FETCH_ALLOWED_HOSTS)

export async function safeFetch(url: string, opts: SafeFetchOptions): Promise<SafeFetchResult> {
  const allowed = opts.allowedHosts ?? allowedFetchHosts()
  const signal = opts.signal ? AbortSignal.any([AbortSignal.timeout(opts.timeoutMs), opts.signal]) : AbortSignal.timeout(opts.timeoutMs)
  const maxRedirects = opts.maxRedirects ?? 5
  let current: URL
  try {
    current = new URL(url)
  } catch {
    throw new SafeFetchError(`invalid URL: ${url}`, 'invalid-url')
  }
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const response = await requestOnce(current, allowed, signal, opts.accept)
    const status = response.statusCode ?? 0
    if (REDIRECTS.has(status) && response.headers.location) {
      response.destroy()
      current = new URL(response.headers.location, current)
      continue
    }
    if (status < 200 || status >= 300) {
      response.destroy()
      throw new SafeFetchError(`HTTP ${status} from ${current.href}`, 'http-status', status)
    }
    const contentType = String(response.headers['content-type'] ?? '')
    if (opts.accept && !acceptable(contentType, opts.accept)) {
      response.destroy()
      throw new SafeFetchError(`unexpected content type "${contentType}" from ${current.href}`, 'content-type')
    }
    const chunks = await readCapped(response, opts.maxBytes, current.href)
    return {
      chunks,
      contentType,
      finalUrl: current.href,
      get body() {
        return Buffer.concat(chunks)
      },
    }
  }
  throw new SafeFetchError(`more than ${maxRedirects} redirects from ${url}`, 'redirects')
}

function acceptable(contentType: string, accept: string[]): boolean {
  const type = contentType.split(';')[0].trim().toLowerCase()
  return accept.some((pattern) => {
    const p = pattern.trim().toLowerCase()
    return p === '*/*' || p === type || (p.endsWith('/*') && type.startsWith(p.slice(0, -1)))
  })
}

/** One request without following redirects; rejects before connecting to a refused address. */
function requestOnce(url: URL, allowed: Set<string>, signal: AbortSignal, accept?: string[]): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return reject(new SafeFetchError(`refused scheme ${url.protocol} (${url.href})`, 'scheme'))
    const host = normalizeHost(url.hostname)
    const hostAllowed = allowed.has(host)
    if (!hostAllowed && isIP(host) && !isPublicAddress(host)) return reject(new SafeFetchError(`refused non-public address ${host}`, 'refused-address'))
    const lookup: LookupFunction = (hostname, options, callback) => {
      dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
        if (error) return callback(error, '', 0)
        const usable = hostAllowed ? addresses : addresses.filter((a) => isPublicAddress(a.address))
        if (!usable.length) return callback(new SafeFetchError(`refused: ${hostname} resolves only to non-public addresses`, 'refused-address'), '', 0)
        if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable)
        else callback(null, usable[0].address, usable[0].family)
      })
    }
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method: 'GET',
      agent: false, // a fresh socket per request: every connection passes the address checks below
      lookup,
      signal,
      headers: { accept: accept?.join(', ') ?? '*/*', 'user-agent': 'Mozilla/5.0 (compatible; website-fetcher)' },
    })
    request.on('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress ?? ''
        if (!hostAllowed && !isPublicAddress(peer)) request.destroy(new SafeFetchError(`refused: connected to non-public address ${peer}`, 'refused-address'))
      })
    })
    request.once('response', resolve)
    request.once('error', (error) =>
      reject(signal.aborted && !(error instanceof SafeFetchError) ? new SafeFetchError(`timed out or aborted: ${url.href}`, 'timeout') : error),
    )
    request.end()
  })
}

/**
 * Reads the body, aborting as soon as it exceeds maxBytes (declared or streamed). The chunks are
 * kept as they came: a large feed is held once, and its reader needs no copy of it in one piece.
 */
function readCapped(response: http.IncomingMessage, maxBytes: number, href: string): Promise<Buffer[]> {
  const declared = Number(response.headers['content-length'] ?? 0)
  if (declared > maxBytes) {
    response.destroy()
    return Promise.reject(new SafeFetchError(`answer of ${declared} bytes exceeds ${maxBytes} from ${href}`, 'too-large'))
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    response.on('data', (chunk: Buffer) => {
      if (size + chunk.length > maxBytes) {
        response.destroy(new SafeFetchError(`answer exceeds ${maxBytes} bytes from ${href}`, 'too-large'))
        return
      }
      chunks.push(chunk)
      size += chunk.length
    })
    response.once('end', () => resolve(chunks))
    response.once('error', reject)
    response.once('close', () => {
      if (!response.complete) reject(new SafeFetchError(`download aborted or timed out: ${href}`, 'timeout'))
    })
  })
}
