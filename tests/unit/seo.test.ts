import { describe, expect, it } from 'vitest'
import { absoluteUrl, canonicalUrl, jsonLdScript, keywordList, mediaOgImage, organizationJsonLd } from '@/seo'

const site = 'https://www.example.de/'

describe('canonicalUrl', () => {
  it("is the page's own address by default", () => {
    expect(canonicalUrl(site, '/')).toBe('https://www.example.de/')
    expect(canonicalUrl(site, '/ueber-uns', '  ')).toBe('https://www.example.de/ueber-uns')
  })
  it("uses the editor's canonical, absolute or as a path", () => {
    expect(canonicalUrl(site, '/kandidaten', 'https://andere.example.de/x')).toBe('https://andere.example.de/x')
    expect(canonicalUrl(site, '/kandidaten', '/unternehmen')).toBe('https://www.example.de/unternehmen')
  })
  it('ignores a canonical that is neither a URL nor a path', () => {
    expect(canonicalUrl(site, '/impressum', 'javascript:alert(1)')).toBe('https://www.example.de/impressum')
  })
})

describe('keywordList', () => {
  it('splits on commas and drops blanks', () => {
    expect(keywordList('Headhunting Hotellerie, Interim Management ,, Gastronomie')).toEqual(['Headhunting Hotellerie', 'Interim Management', 'Gastronomie'])
    expect(keywordList(null)).toEqual([])
  })
})

describe('mediaOgImage', () => {
  it("prefers the 'og' size and makes it absolute", () => {
    const media = { url: '/api/media/file/a.jpg', alt: 'Team', sizes: { og: { url: '/api/media/file/a-1200x630.jpg', width: 1200, height: 630 } } }
    expect(mediaOgImage(site, media)).toEqual({ url: 'https://www.example.de/api/media/file/a-1200x630.jpg', width: 1200, height: 630, alt: 'Team' })
  })
  it('falls back to the original, and to nothing for an unpopulated id', () => {
    expect(mediaOgImage(site, { url: 'https://cdn.example.de/a.jpg', width: 800, height: 600, sizes: { og: { url: null } } })?.url).toBe(
      'https://cdn.example.de/a.jpg',
    )
    expect(mediaOgImage(site, 7)).toBeNull()
    expect(mediaOgImage(site, null)).toBeNull()
  })
})

describe('organizationJsonLd', () => {
  it('describes the firm with address in Stade and founding year', () => {
    const data = organizationJsonLd({
      name: 'Muster Hospitality Consulting',
      siteUrl: site,
      logoUrl: '/api/media/file/logo.png',
      telephone: '+49 4141 000000',
      email: 'kontakt@example.com',
      street: 'Musterstraße 1',
      postalCode: '21680',
      city: 'Stade',
      foundingYear: 2002,
    })
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Muster Hospitality Consulting',
      url: 'https://www.example.de/',
      logo: 'https://www.example.de/api/media/file/logo.png',
      telephone: '+49 4141 000000',
      email: 'kontakt@example.com',
      address: { '@type': 'PostalAddress', streetAddress: 'Musterstraße 1', postalCode: '21680', addressLocality: 'Stade', addressCountry: 'DE' },
      foundingDate: '2002',
    })
  })
  it('leaves out empty values', () => {
    const data = organizationJsonLd({ name: 'X', siteUrl: site, street: '', email: null })
    expect(data).not.toHaveProperty('email')
    expect(data.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'DE' })
  })
})

describe('absoluteUrl / jsonLdScript', () => {
  it('joins without double slashes', () => {
    expect(absoluteUrl(site, 'sitemap.xml')).toBe('https://www.example.de/sitemap.xml')
  })
  it('cannot be closed by content in the data', () => {
    const script = jsonLdScript({ name: '</script><script>alert(1)</script>' })
    expect(script).not.toContain('</script>')
    expect(JSON.parse(script).name).toBe('</script><script>alert(1)</script>')
  })
})
