import { describe, expect, it } from 'vitest'
import {
  analyseQuery,
  cacheKey,
  cleanReasoning,
  foundJobsToast,
  groupToTsQuery,
  LruCache,
  normaliseQuery,
  parseModelAnswer,
  selectMatches,
} from '@/lib/ai-search'

describe('AI search, pure parts', () => {
  it('normalises and caps the query; the cache key ignores case and umlaut spelling', () => {
    expect(normaliseQuery('  Koch \n in   Hamburg ')).toBe('Koch in Hamburg')
    expect(normaliseQuery('x'.repeat(900))).toHaveLength(500)
    expect(normaliseQuery(42)).toBe('')
    expect(cacheKey('Jobs in München')).toBe(cacheKey('jobs in muenchen'))
  })
  it('expands hospitality synonyms and umlaut spellings, drops filler words', () => {
    const groups = analyseQuery('Ich suche einen Job als Koch in Muenchen')
    expect(groups.map((g) => g.label)).toEqual(['Koch / Köchin', 'München'])
    const kitchen = groups[0].alternatives.map((a) => a.join(' '))
    expect(kitchen).toEqual(expect.arrayContaining(['koch', 'köchin', 'sous chef', 'chef de cuisine', 'kuechenchef']))
    expect(analyseQuery('F&B Berlin').map((g) => g.label)).toEqual(['Food & Beverage', 'berlin'])
    expect(groupToTsQuery(analyseQuery('Muenchen')[0])).toContain('münchen')
    // operators typed by the visitor never reach to_tsquery
    expect(groupToTsQuery(analyseQuery("x' | !(drop")[0] ?? { alternatives: [] } as never)).not.toMatch(/[!'(]/)
  })
  it('searches a named role for itself, not its whole department', () => {
    const alternatives = (query: string) => analyseQuery(query).flatMap((g) => g.alternatives.map((a) => a.join(' ')))
    expect(analyseQuery('Küchenchef').map((g) => g.label)).toEqual(['Küchenchef'])
    expect(alternatives('Küchenchef')).toEqual(expect.arrayContaining(['chef de cuisine', 'küchenleiter']))
    expect(alternatives('Küchenchef')).not.toContain('koch')
    expect(alternatives('Sous Chef')).not.toContain('koch')
    expect(alternatives('Chef de Rang')).not.toContain('sommelier')
    expect(alternatives('Restaurantleiter')).not.toContain('bankett')
    expect(alternatives('Hausdame')).not.toContain('direktor')
    expect(alternatives('Minijob')).not.toContain('teilzeit')
    expect(analyseQuery('F&B Manager').map((g) => g.label)).toEqual(['F&B-Management'])
    expect(analyseQuery('Bankett').map((g) => g.label)).toEqual(['Bankett'])
    // department words still search the whole department
    expect(alternatives('Küche')).toEqual(expect.arrayContaining(['koch', 'küchenchef', 'kitchen']))
    expect(alternatives('Service')).toEqual(expect.arrayContaining(['kellner', 'sommelier']))
  })

  it('expands a coast region to its islands and resorts, but a place stays itself', () => {
    const northSea = analyseQuery('Hoteldirektor Nordsee')[1].alternatives.map((a) => a.join(' '))
    for (const place of ['sylt', 'föhr', 'foehr', 'amrum', 'norderney', 'borkum', 'juist', 'st peter ording', 'cuxhaven', 'büsum']) {
      expect(northSea).toContain(place)
    }
    const baltic = analyseQuery('Jobs an der Ostsee')[0].alternatives.map((a) => a.join(' '))
    for (const place of ['rügen', 'usedom', 'binz', 'kühlungsborn', 'warnemünde', 'timmendorfer strand', 'travemünde', 'fehmarn', 'heiligendamm']) {
      expect(baltic).toContain(place)
    }
    const sylt = analyseQuery('Jobs auf Sylt')
    expect(sylt.map((g) => g.kind)).toEqual(['place'])
    expect(sylt[0].alternatives).toEqual([['sylt']])
    const spo = analyseQuery('Koch St. Peter-Ording')[1]
    expect(spo.typed).toBe('st peter ording')
    expect(spo.alternatives).toEqual([['st', 'peter', 'ording']])
  })

  it('keeps jobs close to the best score: strong matches beat description mentions', () => {
    const rows = [
      { id: 1, strong: [true, true], any: [true, true], rank: 0.5 },
      { id: 2, strong: [false, true], any: [true, true], rank: 0.4 },
      { id: 3, strong: [false, true], any: [false, true], rank: 0.3 },
    ]
    expect(selectMatches(rows).map((j) => j.id)).toEqual([1])
    expect(selectMatches(rows.slice(1)).map((j) => j.id)).toEqual([2, 3])
    expect(selectMatches([])).toEqual([])
  })
  it('validates model answers and drops unknown ids', () => {
    expect(parseModelAnswer('{"matchedJobIds":[3,99,3],"reasoning":"Passt.","confidence":0.8}', [3, 4])).toEqual({
      matchedJobIds: [3],
      reasoning: 'Passt.',
      confidence: 80,
    })
    expect(parseModelAnswer('{nicht json', [1])).toBeNull()
    expect(parseModelAnswer('{"matchedJobIds":"1"}', [1])).toBeNull()
  })
  it('removes numbers in parentheses from the reasoning and words the toast', () => {
    expect(cleanReasoning('Zwei Stellen (ID 12, 14) passen (3).')).toBe('Zwei Stellen passen.')
    expect(cleanReasoning('Küche (Sous Chef) passt')).toBe('Küche (Sous Chef) passt')
    expect(foundJobsToast(1)).toBe('1 Job gefunden')
    expect(foundJobsToast(3)).toBe('3 Jobs gefunden')
  })
  it('LRU cache expires entries and bounds its size', () => {
    let now = 0
    const cache = new LruCache<number>(2, () => now)
    cache.set('a', 1, 100)
    cache.set('b', 2, 100)
    cache.get('a')
    cache.set('c', 3, 100)
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBe(1)
    now = 200
    expect(cache.get('a')).toBeUndefined()
  })
})
