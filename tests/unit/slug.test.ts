import { describe, expect, it } from 'vitest'
import { slugify } from '@/lib/slug'

describe('slugify', () => {
  it('spells out umlauts and ß the German way', () => {
    expect(slugify('Küchenchef für Großküche')).toBe('kuechenchef-fuer-grosskueche')
  })
  it('keeps only a-z, 0-9 and single dashes', () => {
    expect(slugify('  F&B Manager (m/w/d) – Berlin!  ')).toBe('f-b-manager-m-w-d-berlin')
  })
  it('returns an empty slug for text without letters or digits', () => {
    expect(slugify('–!?')).toBe('')
  })
})
