import { describe, expect, it } from 'vitest'
import { clientAddressFromChain, parseTrustedHops, rateLimitKey } from '@/lib/net/clientAddress'

describe('clientAddressFromChain: X-Forwarded-For counted from the right', () => {
  it('without trusted proxies takes the socket address our server appended, whatever the client sent', () => {
    expect(clientAddressFromChain('198.51.100.7', 0)).toBe('198.51.100.7')
    expect(clientAddressFromChain('1.1.1.1, 2.2.2.2, 198.51.100.7', 0)).toBe('198.51.100.7')
  })
  it('behind one trusted proxy takes the address that proxy saw, not the client-written entries', () => {
    // client wrote "6.6.6.6", nginx appended the real client, our server appended nginx
    expect(clientAddressFromChain('6.6.6.6, 203.0.113.9, 10.0.0.2', 1)).toBe('203.0.113.9')
    expect(clientAddressFromChain('203.0.113.9, 10.0.0.2', 1)).toBe('203.0.113.9')
    expect(clientAddressFromChain('6.6.6.6, 203.0.113.9, 10.0.0.3, 10.0.0.2', 2)).toBe('203.0.113.9')
  })
  it('a chain shorter than the hops (the proxies bypassed) yields the socket address, never a client-written entry; none yields null', () => {
    expect(clientAddressFromChain('10.0.0.2', 2)).toBe('10.0.0.2')
    // straight to the app port with a header of its own: "6.6.6.6" is the client's invention
    expect(clientAddressFromChain('6.6.6.6, 198.51.100.7', 2)).toBe('198.51.100.7')
    expect(clientAddressFromChain('6.6.6.6, 7.7.7.7, 198.51.100.7', 3)).toBe('198.51.100.7')
    expect(clientAddressFromChain('198.51.100.7', 1)).toBe('198.51.100.7')
    expect(clientAddressFromChain('', 0)).toBeNull()
    expect(clientAddressFromChain(null, 1)).toBeNull()
    expect(clientAddressFromChain(' , ', 0)).toBeNull()
  })
  it('reads TRUSTED_PROXY_HOPS strictly (default 0)', () => {
    expect(parseTrustedHops(undefined)).toBe(0)
    expect(parseTrustedHops('2')).toBe(2)
    expect(parseTrustedHops('true')).toBe(0)
    expect(parseTrustedHops('-1')).toBe(0)
  })
})

describe('rateLimitKey', () => {
  it('keys IPv4 by address, IPv6 by its /64 and mapped IPv4 as IPv4', () => {
    expect(rateLimitKey('203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9')
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff'))
    expect(rateLimitKey('2001:db8:1:2::1')).not.toBe(rateLimitKey('2001:db8:1:3::1'))
    expect(rateLimitKey('::1')).toBe('0:0:0:0::/64')
    expect(rateLimitKey('nonsense')).toBe('unknown')
    expect(rateLimitKey(null)).toBe('unknown')
  })
})
