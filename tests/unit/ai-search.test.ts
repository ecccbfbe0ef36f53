import { describe, expect, it } from 'vitest'
import {
  analyseQuery,
  cacheKey,
  cleanReasoning,
  correctSpelling,
  foundJobsToast,
  groupToTsQuery,
  locationMatches,
  LruCache,
  normaliseQuery,
  parseModelAnswer,
  resolveLocation,
  selectMatches,
  splitCompound,
} from '@/features/ai-search/lib'

describe('AI search, pure parts', () => {
  it('normalises and caps the query; the cache key ignores case and umlaut spelling', () => {
    expect(normaliseQuery('  Koch \n in   Hamburg ')).toBe('Koch in Hamburg')
    expect(normaliseQuery('x'.repeat(900))).toHaveLength(500)
    expect(normaliseQuery(42)).toBe('')
    expect(cacheKey('Jobs in München')).toBe(cacheKey('jobs in muenchen'))
  })
  it('expands hospitality synonyms and umlaut spellings, drops filler words', () => {
    const groups = analyseQuery('Ich suche einen Job als Koch in Muenchen')
    expect(groups.map((g) => g.label)).toEqual(['Koch / Köchin', 'Muenchen'])
    expect(groups[1].place).toEqual({ start: 7, end: 7, areas: [], town: ['muenchen'] })
    const kitchen = groups[0].alternatives.map((a) => a.join(' '))
    expect(kitchen).toEqual(expect.arrayContaining(['koch', 'köchin', 'sous chef', 'chef de cuisine', 'kuechenchef']))
    expect(analyseQuery('F&B Berlin').map((g) => g.label)).toEqual(['Gastronomie', 'Berlin'])
    expect(groupToTsQuery(analyseQuery('Sommelier')[0]).match.stemmed).toContain('weinkellner')
    // operators typed by the visitor never reach to_tsquery
    const { match } = groupToTsQuery(analyseQuery("x' | !(drop")[0])
    expect(`${match.stemmed} ${match.prefixes}`).not.toMatch(/[!'(&]/)
  })
  it('searches a named role for itself, not its whole department', () => {
    const alternatives = (query: string) => analyseQuery(query).flatMap((g) => g.alternatives.map((a) => a.join(' ')))
    expect(analyseQuery('Küchenchef').map((g) => g.label)).toEqual(['Küchenchef'])
    expect(alternatives('Küchenchef')).toEqual(expect.arrayContaining(['chef de cuisine', 'küchenleiter']))
    expect(alternatives('Küchenchef')).not.toContain('koch')
    expect(analyseQuery('Küchenchef')[0].excluded).toEqual(expect.arrayContaining([['stellvertretender', 'küchenchef']]))
    expect(alternatives('Sous Chef')).not.toContain('koch')
    expect(alternatives('Chef de Rang')).not.toContain('sommelier')
    expect(alternatives('Restaurantleiter')).not.toContain('bankett')
    expect(alternatives('Hausdame')).not.toContain('direktor')
    expect(alternatives('Minijob')).not.toContain('teilzeit')
    expect(analyseQuery('F&B Manager').map((g) => g.label)).toEqual(['F&B-Management'])
    expect(analyseQuery('Bankett').map((g) => g.label)).toEqual(['Bankett & Veranstaltungen'])
    // department words still search the whole department
    expect(alternatives('Küche')).toEqual(expect.arrayContaining(['koch', 'küchenchef', 'kitchen']))
    expect(alternatives('Service')).toEqual(expect.arrayContaining(['kellner', 'sommelier']))
  })

  it('understands everyday words, English titles, inflections, misspellings and compounds', () => {
    const labels = (query: string, isWord?: (w: string) => boolean) => analyseQuery(query, isWord).map((g) => g.label)
    expect(labels('Hausmeister')).toEqual(['Haustechnik'])
    expect(labels('Kantine')).toEqual(['Betriebsgastronomie'])
    expect(labels('Zimmermädchen')).toEqual(['Zimmerreinigung'])
    expect(labels('Kitchen Porter')).toEqual(['Küchenhilfe'])
    expect(labels('Kellnerinnen')).toEqual(['Servicekraft'])
    expect(labels('Rezepzion')).toEqual(['Rezeption / Front Office'])
    expect(labels('Hoteldirecktor')).toEqual(['Hoteldirektion'])
    // a compound of known words is searched by its head
    const lexicon = new Set(['hotel', 'strand', 'frueh', 'stueck'])
    expect(labels('Hotelrezeption', (w) => lexicon.has(w))).toEqual(['Rezeption / Front Office'])
    expect(splitCompound('betriebsgastronomie', (w) => ['betrieb', 'gastronomie'].includes(w))).toEqual(['betrieb', 'gastronomie'])
    expect(splitCompound('fruehstueckskoch', (w) => lexicon.has(w) || w === 'koch')).toEqual(['frueh', 'stueck', 'koch'])
    expect(splitCompound('gastronomie', (w) => lexicon.has(w))).toBeNull()
    expect(correctSpelling('kelner', ['kellner', 'koch'])).toBe('kellner')
    expect(correctSpelling('nuernbreg', ['nuernberg'])).toBe('nuernberg')
    expect(correctSpelling('pilot', ['kellner', 'koch'])).toBeNull()
  })

  it('resolves towns, Bundesländer, islands, coasts and regions through the place data', () => {
    const place = (query: string) => analyseQuery(query).find((g) => g.kind === 'place')!.place!
    expect(place('Koch in Bayern').areas).toEqual(['BY'])
    expect(place('Jobs auf Rügen').areas).toEqual(['ruegen'])
    expect(place('Arbeiten am Meer').areas).toEqual(['kueste'])
    expect(place('Koch St. Peter-Ording').town).toEqual(['sankt', 'peter', 'ording'])
    expect(analyseQuery('Sachsen-Anhalt').map((g) => g.label)).toEqual(['Sachsen-Anhalt'])
    // a job's location lies in its town's Bundesland and in every area around it
    for (const [location, areas] of [
      ['Binz auf Rügen', ['ruegen', 'ostsee', 'inseln', 'kueste', 'MV']],
      ['Kampen (Sylt)', ['sylt', 'nordfriesischeInseln', 'nordsee', 'SH']],
      ['München', ['BY']],
      ['Wernigerode', ['harz', 'ST']],
      ['Frankfurt am Main', ['HE']],
    ] as const) {
      expect([...resolveLocation(location).areas]).toEqual(expect.arrayContaining([...areas]))
    }
    expect(resolveLocation('Halle (Saale)').areas.has('NW')).toBe(false)
    expect(locationMatches('Frankfurt am Main', { areas: [], town: ['frankfurt'] })).toBe(true)
    expect(locationMatches('Hamburg-Altona', place('Jobs in Hamburg'))).toBe(true)
    expect(locationMatches('Bremerhaven', place('Bremen'))).toBe(false)
    // abroad: a place we have no jobs in, not an unknown word
    expect(analyseQuery('Koch in Paris').map((g) => g.kind)).toEqual(['role', 'place'])
    expect(analyseQuery('Jobs in Wien').map((g) => g.kind)).toEqual(['place'])
  })

  it('reads „in der Nähe von …“, „bei …“ and „im Umkreis von 20 km um …“ as a radius around the town', () => {
    const place = (query: string) => analyseQuery(query).find((g) => g.kind === 'place')!
    expect(analyseQuery('Koch in der Nähe von Lübeck').map((g) => g.kind)).toEqual(['role', 'place'])
    expect(place('Koch in der Nähe von Lübeck').place!.near).toMatchObject({ km: 25, point: { lat: expect.closeTo(53.87, 1), lon: expect.closeTo(10.69, 1) } })
    expect(place('Koch in der Nähe von Lübeck').label).toBe('Lübeck (Umkreis 25 km)')
    expect(place('Jobs bei Hamburg').place!.near?.km).toBe(25)
    expect(place('Koch in der Umgebung von Kiel').place!.near?.km).toBe(25)
    // the distance is no search word
    expect(analyseQuery('im Umkreis von 20 km um München').map((g) => [g.kind, g.place?.near?.km])).toEqual([['place', 20]])
    expect(analyseQuery('Kellner 50km um Köln').map((g) => [g.kind, g.place?.near?.km])).toEqual([
      ['role', undefined],
      ['place', 50],
    ])
    // a plain place stays exact; an area stays the area
    expect(place('Koch in Hamburg').place!.near).toBeUndefined()
    expect(place('Jobs in der Nähe von Bayern').place!.areas).toEqual(['BY'])

    // within the radius counts, beyond it does not; the town itself always
    const nearLuebeck = place('Koch in der Nähe von Lübeck').place!
    expect(locationMatches('Bad Schwartau', nearLuebeck)).toBe(true) // about 6 km
    expect(locationMatches('Lübeck-Travemünde', nearLuebeck)).toBe(true)
    expect(locationMatches('Hamburg', nearLuebeck)).toBe(false) // about 60 km
    expect(locationMatches('Pinneberg', place('Jobs bei Hamburg').place!)).toBe(true) // the city state's neighbour
    expect(locationMatches('Pinneberg', place('Jobs in Hamburg').place!)).toBe(false)
    expect(locationMatches('Bad Schwartau', place('Koch in Lübeck').place!)).toBe(false)
    expect(locationMatches('Freising', place('im Umkreis von 40 km um München').place!)).toBe(true) // about 33 km
    expect(locationMatches('Freising', place('im Umkreis von 20 km um München').place!)).toBe(false)
  })

  it('reads a postcode as a place: „in der Nähe von 20095“, „80331 Umkreis 25 km“, „bei 18055“, a bare „10115“ with the default radius', () => {
    const place = (query: string) => analyseQuery(query).find((g) => g.kind === 'place')!
    const groups = (query: string) => analyseQuery(query).map((g) => `${g.kind}: ${g.typed}${g.place?.near ? ` (${g.place.near.km} km)` : ''}`)
    expect(groups('Koch in der Nähe von 20095')).toEqual(['role: Koch', 'place: 20095 (25 km)'])
    expect(groups('Servicekraft 80331 Umkreis 25 km')).toEqual(['role: Servicekraft', 'place: 80331 (25 km)'])
    expect(groups('Servicekraft 80331 im Umkreis von 10km')).toEqual(['role: Servicekraft', 'place: 80331 (10 km)'])
    expect(groups('Servicekraft 80331 50 km Umkreis')).toEqual(['role: Servicekraft', 'place: 80331 (50 km)'])
    expect(groups('Hotel bei 18055')).toEqual(['place: 18055 (25 km)', 'context: Hotel'])
    expect(groups('Rezeption 10115')).toEqual(['role: Rezeption', 'place: 10115 (25 km)'])
    expect(place('Koch im Umkreis von 40 km um 80331').place!.near?.km).toBe(40)
    expect(place('Koch in der Nähe von 20095').label).toBe('20095 (Umkreis 25 km)')
    // the postcode's town: Hamburg, Munich, Rostock, Berlin
    expect(place('Koch in der Nähe von 20095').place!.near!.point).toMatchObject({ lat: expect.closeTo(53.55, 1), lon: expect.closeTo(10.0, 1) })
    expect(place('Hotel bei 18055').place!.near!.point).toMatchObject({ lat: expect.closeTo(54.09, 1), lon: expect.closeTo(12.13, 1) })
    // within the radius counts, beyond it does not
    expect(locationMatches('Pinneberg', place('Jobs bei 20095').place!)).toBe(true) // about 18 km
    expect(locationMatches('Lübeck', place('Jobs bei 20095').place!)).toBe(false) // about 60 km
    expect(locationMatches('Lübeck', place('Jobs 20095 Umkreis 100 km').place!)).toBe(true)
    expect(locationMatches('Freising', place('Barkeeper 80331 Umkreis 25 km').place!)).toBe(false) // about 33 km
    expect(locationMatches('Dachau', place('Barkeeper 80331 Umkreis 25 km').place!)).toBe(true)
    // a number that is no postcode, or a figure, stays what it was
    expect(analyseQuery('Koch 99999').some((g) => g.kind === 'place')).toBe(false)
    expect(analyseQuery('Koch 2500 Euro').some((g) => g.kind === 'place')).toBe(false)
    // a distance after a town is a radius too; a plain town stays exact
    expect(place('Koch Lübeck Umkreis 10 km').place!.near?.km).toBe(10)
    expect(place('Koch Lübeck').place!.near).toBeUndefined()
  })

  it('selects the jobs that match every part of the query', () => {
    const groups = analyseQuery('Koch Teilzeit Hamburg')
    const row = (id: number, strong: boolean[]) => ({ id, strong, any: strong, rank: 0.1 })
    expect(
      selectMatches([row(1, [true, true, true]), row(2, [false, true, true]), row(3, [true, false, true]), row(4, [true, true, false])], groups).map(
        (j) => j.id,
      ),
    ).toEqual([1])
    // a word is required when the query names no role, else it only orders
    expect(selectMatches([row(1, [false, true])], analyseQuery('Zahnarzt München'))).toEqual([])
    expect(selectMatches([row(1, [true, false]), row(2, [true, true])], analyseQuery('Praktikum im Hotel')).map((j) => j.id)).toEqual([2, 1])
    expect(selectMatches([], groups)).toEqual([])
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
