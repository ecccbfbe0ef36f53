import { describe, expect, it } from 'vitest'
import { safePathWithin, safeSitePath } from '@/lib/net/safeRedirect'

/** Where a browser would go for a Location header: the host it ends up on. */
const hostAfterRedirect = (location: string) => new URL(location, 'https://www.example-site.de').host

describe('safeSitePath: a visitor-given redirect target is a path on this site or nothing', () => {
  it('keeps ordinary site paths with query and fragment', () => {
    expect(safeSitePath('/')).toBe('/')
    expect(safeSitePath('/ueber-uns')).toBe('/ueber-uns')
    expect(safeSitePath('/stellenangebote/koch-m-w-d?seite=2#stellen')).toBe('/stellenangebote/koch-m-w-d?seite=2#stellen')
    expect(safeSitePath('/stellenangebote/k%C3%B6chin')).toBe('/stellenangebote/k%C3%B6chin')
  })

  const hostile = [
    // raw control characters and whitespace (what searchParams.get gives for %09, %0d%0a)
    '/\t/example.com',
    '/\r\n/example.com',
    '/\n/example.com',
    '/foo\r\nSet-Cookie: a=b',
    '/\u0000/example.com',
    '/ /example.com',
    '/\u007f',
    // protocol-relative and backslash forms
    '//example.com',
    '///example.com',
    '/\\example.com',
    '/\\/example.com',
    '\\\\example.com',
    '/foo\\bar',
    // encoded forms, also double-encoded
    '/%2F/example.com',
    '/%2f%2fexample.com',
    '/%5C/example.com',
    '/%5cexample.com',
    '/%09/example.com',
    '/%0d%0a/example.com',
    '/%252F/example.com',
    '/%2509/example.com',
    // Unicode look-alikes and separators
    '/／example.com',
    '／／example.com',
    '/＼example.com',
    '/\u2028/example.com',
    '/\u2029/example.com',
    '/%E2%80%A8/example.com',
    '/%EF%BC%8Fexample.com',
    '/\u00a0/x',
    '/\u200b/example.com',
    '/\ufeff/x',
    // absolute URLs and schemes
    'https://example.com',
    'http:/example.com',
    'javascript:alert(1)',
    'example.com',
    '',
    ' /x',
    '/../..//example.com',
    '/a/../..//example.com',
    '/.//example.com',
  ]
  it.each(hostile)('refuses %j', (value) => {
    expect(safeSitePath(value)).toBeNull()
  })

  it('never answers anything a browser would follow to another host', () => {
    for (const value of hostile) {
      const path = safeSitePath(value)
      if (path) expect(hostAfterRedirect(path)).toBe('www.example-site.de')
    }
  })

  it('refuses what is not a string', () => {
    for (const value of [null, undefined, 42, ['/'], {}]) expect(safeSitePath(value)).toBeNull()
  })
})

describe('safePathWithin: a target inside one area of the site', () => {
  it('keeps paths in the area, else the fallback', () => {
    expect(safePathWithin('/admin/collections/jobs', '/admin', '/admin')).toBe('/admin/collections/jobs')
    expect(safePathWithin('/admin', '/admin', '/admin')).toBe('/admin')
    expect(safePathWithin('/adminx', '/admin', '/admin')).toBe('/admin')
    expect(safePathWithin('/admin/../ueber-uns', '/admin', '/admin')).toBe('/admin')
    expect(safePathWithin('/admin/\t/example.com', '/admin', '/admin')).toBe('/admin')
    expect(safePathWithin('//example.com/admin', '/admin', '/admin')).toBe('/admin')
  })
})
