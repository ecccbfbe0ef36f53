import { describe, expect, it } from 'vitest'
import { buildRedirectTable, lookupRedirect, normalizeRedirectPath, redirectTarget } from '@/lib/redirects'

describe('normalizeRedirectPath', () => {
  it('reduces stored and requested addresses to one form', () => {
    expect(normalizeRedirectPath('/Alte-Seite.html')).toBe('/alte-seite.html')
    expect(normalizeRedirectPath('alte-seite.html')).toBe('/alte-seite.html')
    expect(normalizeRedirectPath('/team/')).toBe('/team')
    expect(normalizeRedirectPath('//team//mitglieder/')).toBe('/team/mitglieder')
    expect(normalizeRedirectPath('/suche?q=koch#treffer')).toBe('/suche')
    expect(normalizeRedirectPath('https://alt.example.de/Kontakt.html?x=1')).toBe('/kontakt.html')
    expect(normalizeRedirectPath('/%C3%BCber-uns')).toBe('/über-uns')
    expect(normalizeRedirectPath('/')).toBe('/')
  })
  it('rejects empty input', () => {
    expect(normalizeRedirectPath('')).toBeNull()
    expect(normalizeRedirectPath('   ')).toBeNull()
    expect(normalizeRedirectPath(null)).toBeNull()
  })
})

describe('redirectTarget', () => {
  it('points a page reference at the page path', () => {
    expect(redirectTarget({ to: { type: 'reference', reference: { relationTo: 'pages', value: { slug: 'unternehmen' } } } })).toBe('/unternehmen')
    expect(redirectTarget({ to: { type: 'reference', reference: { relationTo: 'pages', value: { slug: 'home' } } } })).toBe('/')
  })
  it('uses a custom URL as entered', () => {
    expect(redirectTarget({ to: { type: 'custom', url: ' /bewerbende?bereich=Küche ' } })).toBe('/bewerbende?bereich=Küche')
  })
  it('has no target for an unpopulated reference or an empty URL', () => {
    expect(redirectTarget({ to: { type: 'reference', reference: { relationTo: 'pages', value: 4 } } })).toBeNull()
    expect(redirectTarget({ to: { type: 'custom', url: '' } })).toBeNull()
    expect(redirectTarget({})).toBeNull()
  })
})

describe('buildRedirectTable / lookupRedirect', () => {
  const table = buildRedirectTable([
    { from: '/Karriere.html', to: { type: 'custom', url: '/bewerbende' } },
    { from: '/firma/leistungen.php', to: { type: 'reference', reference: { relationTo: 'pages', value: { slug: 'managementleistungen' } } } },
    { from: '/schleife', to: { type: 'custom', url: '/Schleife/' } },
    { from: '', to: { type: 'custom', url: '/x' } },
  ])
  it('finds a redirect whatever the case, trailing slash or query of the request', () => {
    expect(lookupRedirect(table, '/karriere.html')).toBe('/bewerbende')
    expect(lookupRedirect(table, '/KARRIERE.HTML/')).toBe('/bewerbende')
    expect(lookupRedirect(table, '/firma/leistungen.php')).toBe('/managementleistungen')
  })
  it('answers null for unknown paths and drops self-redirects', () => {
    expect(lookupRedirect(table, '/gibt-es-nicht')).toBeNull()
    expect(lookupRedirect(table, '/schleife')).toBeNull()
    expect(Object.keys(table)).toHaveLength(2)
  })
})
