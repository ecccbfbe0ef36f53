import { describe, expect, it } from 'vitest'
import { bindAddress } from '@/lib/net/bind.mjs'

describe('bindAddress: where npm start listens', () => {
  it('behind a proxy only on loopback, so nobody reaches the app past the proxy with an X-Forwarded-For of their own', () => {
    expect(bindAddress({ TRUSTED_PROXY_HOPS: '1' })).toBe('127.0.0.1')
    expect(bindAddress({ TRUSTED_PROXY_HOPS: '2', HOSTNAME: 'container-id' })).toBe('127.0.0.1')
  })
  it('without a proxy on every interface (the app is the front)', () => {
    expect(bindAddress({})).toBeUndefined()
    expect(bindAddress({ TRUSTED_PROXY_HOPS: '0' })).toBeUndefined()
  })
  it('BIND_ADDRESS decides when set (a proxy on another machine)', () => {
    expect(bindAddress({ TRUSTED_PROXY_HOPS: '1', BIND_ADDRESS: '10.0.0.5' })).toBe('10.0.0.5')
    expect(bindAddress({ BIND_ADDRESS: ' ::1 ' })).toBe('::1')
  })
})
