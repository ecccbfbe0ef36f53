import { describe, expect, it } from 'vitest'
import { fillPlaceholders, paragraphs, placeholderValues } from '@/lib/content/placeholders'

describe('claim placeholders in editor texts', () => {
  const values = placeholderValues({ placements: '900+', yearsInterim: '25', foundedYear: 2002, yearsExperience: '20+' }, { anzahl: 12 })

  it('fills in the figures from the site settings and the live job count', () => {
    expect(fillPlaceholders('Seit {gruendungsjahr}: {vermittlungen} Vermittlungen, {jahreInterim} Jahre, {jahreErfahrung} Jahre Erfahrung', values)).toBe(
      'Seit 2002: 900+ Vermittlungen, 25 Jahre, 20+ Jahre Erfahrung',
    )
    expect(fillPlaceholders('{anzahl} aktuelle Stellenangebote', values)).toBe('12 aktuelle Stellenangebote')
  })

  it('uses the singular for one job, the plural otherwise', () => {
    const one = placeholderValues(null, { anzahl: 1 })
    expect(fillPlaceholders('{anzahl} aktuelle Stellenangebote', one)).toBe('1 aktuelles Stellenangebot')
    expect(fillPlaceholders('Jetzt {anzahl} offene Stellen', one)).toBe('Jetzt 1 offene Stelle')
    expect(fillPlaceholders('{anzahl} neue Jobs', one)).toBe('1 neuer Job')
    expect(fillPlaceholders('{anzahl} Stellenangebote', one)).toBe('1 Stellenangebot')
    expect(fillPlaceholders('{anzahl} aktuelle Stellenangebote', placeholderValues(null, { anzahl: 0 }))).toBe('0 aktuelle Stellenangebote')
    expect(fillPlaceholders('{anzahl} aktuelle Stellenangebote', placeholderValues(null, { anzahl: 21 }))).toBe('21 aktuelle Stellenangebote')
  })

  it('leaves unknown or unset placeholders visible and copes with empty text', () => {
    expect(fillPlaceholders('{tippfehler} bleibt', values)).toBe('{tippfehler} bleibt')
    expect(fillPlaceholders('{vermittlungen}', placeholderValues({ placements: '' }))).toBe('{vermittlungen}')
    expect(fillPlaceholders(null, values)).toBe('')
  })

  it('splits textarea text into paragraphs at blank lines', () => {
    expect(paragraphs('Erster Absatz.\nnoch erster.\n\n  \nZweiter Absatz. ')).toEqual(['Erster Absatz.\nnoch erster.', 'Zweiter Absatz.'])
    expect(paragraphs('')).toEqual([])
  })
})

import { isExternalHref, ownOriginMediaPath } from '@/lib/content/ownOrigin'

describe('media paths on our own origin', () => {
  it('turns absolute upload URLs into same-origin paths and rejects everything else', () => {
    expect(ownOriginMediaPath('http://localhost:3000/api/media/file/logo-a.png')).toBe('/api/media/file/logo-a.png')
    expect(ownOriginMediaPath('/api/media/file/logo-a.png?2')).toBe('/api/media/file/logo-a.png?2')
    expect(ownOriginMediaPath('https://logo.clearbit.com/a.de')).toBeNull()
    expect(ownOriginMediaPath('//cdn.example/api/media/file/x.png')).toBeNull()
    expect(ownOriginMediaPath(null)).toBeNull()
  })

  it('tells external links from internal ones', () => {
    expect(isExternalHref('https://example.com')).toBe(true)
    expect(isExternalHref('/#contact')).toBe(false)
    expect(isExternalHref('tel:+49')).toBe(false)
  })
})

import { telHref } from '@/lib/content/phone'

describe('phone links', () => {
  it('keeps only digits and the leading plus, dropping notes in brackets', () => {
    expect(telHref('+49 4141 000000 (Platzhalter)')).toBe('tel:+494141000000')
    expect(telHref('040 / 123-45')).toBe('tel:04012345')
  })
})
