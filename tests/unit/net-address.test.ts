import { describe, expect, it } from 'vitest'
import { isPublicAddress, normalizeHost, parseAllowedHosts } from '@/lib/net/address'

describe('isPublicAddress: targets a server-side fetch may connect to', () => {
  it('accepts public IPv4 and IPv6 addresses', () => {
    for (const ip of ['8.8.8.8', '1.1.1.1', '93.184.216.34', '2a00:1450:4001:80b::200e', '2606:4700::6810:85e5', '::ffff:8.8.8.8']) {
      expect(isPublicAddress(ip), ip).toBe(true)
    }
  })
  it('refuses loopback, private, link-local, CGNAT, unspecified, multicast and documentation ranges', () => {
    for (const ip of [
      '127.0.0.1',
      '127.255.255.254',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '192.0.2.1',
      '198.18.0.1',
      '::1',
      '::',
      'fe80::1',
      'fe80::1%eth0',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '[::1]',
      '2001:db8::1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false)
    }
  })
  it('looks through IPv6 forms that embed an IPv4 address', () => {
    for (const ip of [
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.1.2.3',
      '::ffff:169.254.169.254',
      '64:ff9b::a9fe:a9fe',
      '::127.0.0.1',
      '2002:7f00:1::1',
      '2002:c0a8:0101::1',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false)
    }
    expect(isPublicAddress('2002:0808:0808::1')).toBe(true)
  })
  it('refuses anything that is not an IP address', () => {
    for (const value of ['localhost', 'example.com', '', '1.2.3', '999.1.1.1', '::gg', '0x7f000001', '2130706433']) {
      expect(isPublicAddress(value), value).toBe(false)
    }
  })
})

describe('parseAllowedHosts', () => {
  it('reads a comma list, case- and bracket-insensitive', () => {
    expect([...parseAllowedHosts(' ATS.intern.example, [::1] ,127.0.0.1,')]).toEqual(['ats.intern.example', '::1', '127.0.0.1'])
    expect(parseAllowedHosts(undefined).size).toBe(0)
    expect(normalizeHost('Feed.Example.')).toBe('feed.example')
  })
})
