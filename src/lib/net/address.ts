import { BlockList, isIP } from 'node:net'

/**
 * Address ranges a server-side fetch must never reach on behalf of staff input or a feed URL:
 * loopback, private, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unspecified, multicast, reserved and documentation ranges (RFC 6890 special-purpose registry).
 */
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

/** The IPv4 address embedded in an IPv4-mapped/-compatible, NAT64 or 6to4 IPv6 address, if any. */
function embeddedIpv4(ipv6: string): string | null {
  const dotted = ipv6.match(/^(?:::ffff:|::|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/i)
  if (dotted) return dotted[1]
  const groups = expandIpv6(ipv6)
  if (!groups) return null
  const v4 = (hi: number, lo: number) => `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (deprecated compatible), 64:ff9b::a.b.c.d (NAT64)
  if (groups.slice(0, 5).every((g) => g === 0) && (groups[5] === 0xffff || groups[5] === 0)) return v4(groups[6], groups[7])
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((g) => g === 0)) return v4(groups[6], groups[7])
  if (groups[0] === 0x2002) return v4(groups[1], groups[2]) // 6to4
  return null
}

/** The eight 16-bit groups of an IPv6 address (zone id dropped), or null if it is not one. */
function expandIpv6(address: string): number[] | null {
  let text = address.split('%')[0].toLowerCase()
  const dotted = text.match(/(\d+\.\d+\.\d+\.\d+)$/)
  if (dotted) {
    const [a, b, c, d] = dotted[1].split('.').map(Number)
    text = text.slice(0, -dotted[1].length) + `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::')
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : [])
  const left = parse(head)
  const right = parse(tail)
  const missing = 8 - left.length - right.length
  if (tail === undefined ? missing !== 0 : missing < 1) return null
  const groups = [...left, ...Array<number>(tail === undefined ? 0 : missing).fill(0), ...right]
  return groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null
}

/** True only for a syntactically valid IP address on the public internet. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '')
  const family = isIP(plain.split('%')[0])
  if (family === 4) return !blocked.check(plain, 'ipv4')
  if (family !== 6) return false
  const v4 = embeddedIpv4(plain)
  if (v4 !== null) return isPublicAddress(v4)
  return !blocked.check(plain.split('%')[0], 'ipv6')
}

/** Host names an operator allowed despite their address (e.g. an ATS inside the company network). */
export function parseAllowedHosts(value: string | undefined): Set<string> {
  return new Set(
    (value ?? '')
      .split(',')
      .map((h) => normalizeHost(h))
      .filter(Boolean),
  )
}

/** Lower case, without IPv6 brackets or a trailing dot, so `[::1]` and `::1` compare equal. */
export function normalizeHost(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
}
