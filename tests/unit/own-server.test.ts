import { describe, expect, it } from 'vitest'
import { socketAddress, socketHeaderValue } from '@/lib/own-server/index.mjs'

describe('the socket address the production server hands the app (src/lib/own-server)', () => {
  it('is read back only behind this process key, so a client that sends the header itself is not believed', () => {
    expect(socketAddress('made-up-key 127.0.0.1')).toBeNull()
    const written = socketHeaderValue('127.0.0.1')
    expect(socketAddress(written)).toBe('127.0.0.1')
    expect(socketAddress(socketHeaderValue('::1'))).toBe('::1')
    for (const sent of ['made-up-key 127.0.0.1', ` 127.0.0.1`, '127.0.0.1', '', null, undefined]) expect(socketAddress(sent), String(sent)).toBeNull()
    // the key stays the same for the whole process
    expect(socketHeaderValue('10.0.0.1').split(' ')[0]).toBe(written.split(' ')[0])
  })
})
