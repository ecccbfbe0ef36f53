import { describe, expect, it } from 'vitest'
import { FAVICON_SERVICE, LOGO_SERVICE, isFetchableUrl, logoCandidates, logoFileName, normalizeDomain } from '@/features/references/lib/logoCandidates'
import { shuffle } from '@/features/references/lib/shuffle'

describe('reference logo candidates', () => {
  it('tries the given logo URL first, then the logo service, then the favicon service', () => {
    expect(logoCandidates({ logoUrl: 'https://hotel.example/logo.svg', domain: 'hotel.example' })).toEqual([
      'https://hotel.example/logo.svg',
      'https://logo.clearbit.com/hotel.example',
      'https://www.google.com/s2/favicons?domain=hotel.example&sz=128',
    ])
  })

  it('uses only the services when no URL is given and nothing without a usable domain', () => {
    expect(logoCandidates({ domain: 'https://www.Grandhotel-Muster.de/kontakt?x=1' })).toEqual([
      LOGO_SERVICE('grandhotel-muster.de'),
      FAVICON_SERVICE('grandhotel-muster.de'),
    ])
    expect(logoCandidates({ domain: 'kein domainname' })).toEqual([])
    expect(logoCandidates({ logoUrl: 'javascript:alert(1)', domain: '' })).toEqual([])
    expect(logoCandidates({ logoUrl: 'file:///etc/passwd' })).toEqual([])
  })

  it('normalises domains and rejects what is not a host name', () => {
    expect(normalizeDomain(' WWW.Hotel.de. ')).toBe('hotel.de')
    expect(normalizeDomain('hotel.de:8443/pfad')).toBe('hotel.de')
    expect(normalizeDomain('localhost')).toBeNull()
    expect(normalizeDomain('-bad.de')).toBeNull()
    expect(normalizeDomain(undefined)).toBeNull()
    expect(isFetchableUrl('http://a.de/x.png')).toBe(true)
    expect(isFetchableUrl('nicht eine url')).toBe(false)
  })

  it('names stored logos after the reference and only accepts image types', () => {
    expect(logoFileName('Hotel Süd & Spa', 'image/png; charset=binary')).toBe('logo-hotel-sud-spa.png')
    expect(logoFileName('Straße', 'image/svg+xml')).toBe('logo-strasse.svg')
    expect(logoFileName('Hotel', 'text/html')).toBeNull()
  })
})

describe('shuffle', () => {
  it('keeps every item exactly once and does not change the input', () => {
    const input = Array.from({ length: 22 }, (_, i) => i)
    const output = shuffle(input)
    expect(output).toHaveLength(22)
    expect([...output].sort((a, b) => a - b)).toEqual(input)
    expect(input).toEqual(Array.from({ length: 22 }, (_, i) => i))
  })

  it('produces different orders for different random sequences', () => {
    const input = ['a', 'b', 'c', 'd']
    expect(shuffle(input, () => 0)).toEqual(['b', 'c', 'd', 'a'])
    expect(shuffle(input, () => 0.999)).toEqual(['a', 'b', 'c', 'd'])
  })
})
