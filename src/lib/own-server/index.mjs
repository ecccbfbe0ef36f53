// What the production server (scripts/server.mjs) shares with the app it serves, in one process:
// its own address, a key that marks the page warming's requests (src/features/page-warming), how
// many visitors' requests are in flight, and the socket address of each request behind a key of
// the process. Next bundles the app apart from the server, so these live on globalThis, which both
// see, and only this file names them. Plain ESM JavaScript for the server; types in index.d.mts.
import { randomUUID } from 'node:crypto'

/** Header of the warming's own requests; its value is this process's key. */
export const WARM_HEADER = 'x-site-warm'

/** Header in which the server hands the app a request's socket address. */
export const SOCKET_HEADER = 'x-site-socket'

/** @type {typeof globalThis & { __siteWarmKey?: string, __siteOwnOrigin?: string, __siteVisitorsInFlight?: number, __siteSocketKey?: string }} */
const holder = /** @type {any} */ (globalThis)

/**
 * The server announces where it answers (loopback when it listens on every interface).
 * @param {string | undefined} hostname the bind address, undefined for every interface
 * @param {number} port
 */
export function announceOwnOrigin(hostname, port) {
  const host = !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  holder.__siteOwnOrigin = `http://${host}:${port}`
  holder.__siteWarmKey ??= randomUUID()
}

/** The production server's address and the warming key, or undefined without that server (next dev, tests, CLI). */
export function ownServer() {
  return holder.__siteOwnOrigin && holder.__siteWarmKey ? { origin: holder.__siteOwnOrigin, key: holder.__siteWarmKey } : undefined
}

/**
 * Whether a request is the warming's own: never counted as a visitor, never kept as a page copy.
 * @param {Record<string, string | string[] | undefined>} headers
 */
export function isWarmRequest(headers) {
  return Boolean(holder.__siteWarmKey) && headers[WARM_HEADER] === holder.__siteWarmKey
}

/** Counts a visitor's request as in flight; call the returned function once it ended. */
export function visitorStarted() {
  holder.__siteVisitorsInFlight = (holder.__siteVisitorsInFlight ?? 0) + 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    holder.__siteVisitorsInFlight = Math.max(0, (holder.__siteVisitorsInFlight ?? 1) - 1)
  }
}

/** Visitors' requests this process is answering right now. */
export function visitorsInFlight() {
  return holder.__siteVisitorsInFlight ?? 0
}

/**
 * The value of SOCKET_HEADER for a request from `address`: the address behind this process's
 * key, because a client could send the header itself.
 * @param {string | undefined} address
 */
export function socketHeaderValue(address) {
  holder.__siteSocketKey ??= randomUUID()
  return `${holder.__siteSocketKey} ${address ?? ''}`
}

/**
 * The socket address the server wrote into a SOCKET_HEADER value, or null when the value does not
 * carry this process's key (sent by a client, or no production server in this process).
 * @param {string | null | undefined} value
 */
export function socketAddress(value) {
  const [key, address] = String(value ?? '').split(' ')
  return Boolean(key) && key === holder.__siteSocketKey ? (address ?? '') : null
}
