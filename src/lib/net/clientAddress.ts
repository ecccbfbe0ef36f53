import { isIP } from 'node:net'

/**
 * The visitor's address from an X-Forwarded-For chain whose rightmost entry our own server added
 * (the socket peer, scripts/server.mjs). `trustedHops` proxies in front of us each appended the
 * address they saw, so the entry `trustedHops` places left of the rightmost is the client; entries
 * further left were written by the client and are never trusted. A shorter chain cannot have come
 * through all the proxies (a request that bypassed them, with a header of its own or none): its
 * entries are the client's own, so the socket's address, the rightmost, is the key.
 */
export function clientAddressFromChain(forwardedFor: string | null | undefined, trustedHops: number): string | null {
  const chain = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!chain.length) return null
  const hops = Number.isInteger(trustedHops) && trustedHops > 0 ? trustedHops : 0
  if (chain.length <= hops) return chain[chain.length - 1]
  return chain[chain.length - 1 - hops]
}

/**
 * Rate-limit key for an address: IPv6 visitors usually own a whole /64, so they count as one;
 * IPv4-mapped IPv6 counts as the IPv4 address. Anything unparseable shares one key.
 */
export function rateLimitKey(address: string | null): string {
  if (!address) return 'unknown'
  const plain = address.replace(/^\[|\]$/g, '').split('%')[0]
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i)
  if (mapped) return mapped[1]
  const family = isIP(plain)
  if (family === 4) return plain
  if (family !== 6) return 'unknown'
  const [head, tail = ''] = plain.toLowerCase().split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = plain.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`
}

export function parseTrustedHops(value: string | undefined): number {
  const hops = Number(value ?? 0)
  return Number.isInteger(hops) && hops >= 0 && hops <= 10 ? hops : 0
}
