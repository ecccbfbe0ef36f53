/**
 * Places for the local ranking: which words of a query name a town, a Bundesland, an island,
 * a coast or a tourist region, and which areas a job's location lies in. Data: every German
 * town of places-de.json (with its Bundesland) and the areas of data/regions.ts. Pure.
 */
import placesData from './data/places-de.json'
import { AREAS, type Area } from './data/regions'
import { foldUmlauts, words } from '@/lib/jobs/aiQuery'
import { distanceKm, geocodeTown, type Point } from '@/features/job-search/geo'

type Entry = {
  /** areas this is the name of ('rügen' → ruegen) */
  areas: Set<string>
  /** areas that list this place ('binz' → ruegen) and its Bundesland */
  lies: Set<string>
  /** a town of the gazetteer (or an area's member place) */
  town: boolean
  /** also an ordinary lower-case word ('essen', 'leer'): a place only when typed with a capital */
  common: boolean
}

/** Folded words of a name, 'St.' read as 'Sankt'. */
export function nameWords(text: string): string[] {
  return words(foldUmlauts(text.toLowerCase())).map((w) => (w === 'st' ? 'sankt' : w))
}

const AREA_BY_ID = new Map<string, Area>(AREAS.map((a) => [a.id, a]))
const INDEX = new Map<string, Entry>()
let longestName = 1

function entry(name: string): Entry {
  const key = nameWords(name).join(' ')
  let e = INDEX.get(key)
  if (!e) {
    e = { areas: new Set(), lies: new Set(), town: false, common: false }
    INDEX.set(key, e)
    longestName = Math.max(longestName, key.split(' ').length)
  }
  return e
}

// Qualifiers people leave out: 'Frankfurt am Main' is also found as 'Frankfurt'.
const QUALIFIED = /^(.+?)\s+(?:am|an der|im|in der|in|ob der|bei|auf)\s+.+$|^(.+?)\s*[(/].*$/
const common = new Set(placesData.common)
const bases: [string, string][] = []
for (const [state, names] of Object.entries(placesData.byState)) {
  for (const name of names) {
    const e = entry(name)
    e.town = true
    e.lies.add(state)
    if (common.has(name)) e.common = true
    const base = QUALIFIED.exec(name)
    if (base) bases.push([base[1] ?? base[2], state])
  }
}
for (const [base, state] of bases) {
  if (INDEX.get(nameWords(base).join(' '))?.town) continue
  const e = entry(base)
  e.town = true
  e.lies.add(state)
}
for (const name of placesData.abroad) entry(name).town = true
for (const area of AREAS) {
  for (const name of area.names) entry(name).areas.add(area.id)
  for (const place of area.places ?? []) {
    const e = entry(place)
    e.town = true
    e.lies.add(area.id)
  }
}

/** The area and every area it lies in ('sylt' → nordfriesischeInseln, nordsee, inseln, kueste, SH). */
function withParents(ids: Iterable<string>): Set<string> {
  const result = new Set<string>()
  const visit = (id: string) => {
    if (result.has(id)) return
    result.add(id)
    for (const parent of AREA_BY_ID.get(id)?.within ?? []) visit(parent)
  }
  for (const id of ids) visit(id)
  return result
}

export type PlaceMention = {
  /** first and last word index in the analysed word list */
  start: number
  end: number
  /** the areas named ('ruegen', 'BY'), empty for a town */
  areas: string[]
  /** the town's words, for towns */
  town: string[] | null
  /** „in der Nähe von Lübeck“: every job within `km` of the town counts (the board's place data) */
  near?: { point: Point; km: number }
}

/** The radius „in der Nähe von …“ means when the visitor names none. */
export const DEFAULT_NEAR_KM = 25

/** Words before a town that make it a radius: „(in der) Nähe (von)“, „bei“, „rund um“, „Umgebung“, „Raum“, „Umkreis“. */
const NEAR_WORDS = new Set(['naehe', 'bei', 'umgebung', 'raum', 'umkreis', 'rund'])
/** Words between those and the town, or around a distance („im Umkreis von 20 km um“). */
const LINK_WORDS = new Set(['von', 'vom', 'um', 'in', 'im', 'der'])

/**
 * A radius the words before a town ask for (`folded`, the town starting at `start`): its km
 * (`DEFAULT_NEAR_KM` unless a distance is given: „20 km um München“, „im Umkreis von 20km um München“)
 * and the first word of the phrase, or null for a plain place („Koch in Hamburg“).
 */
export function radiusBefore(folded: readonly string[], start: number): { km: number; from: number } | null {
  let i = start - 1
  let km: number | null = null
  let near = false
  let from = start
  while (i >= 0) {
    const w = folded[i]
    const joined = /^(\d{1,3})km$/.exec(w)
    if (joined && km === null) km = Number(joined[1])
    else if (w === 'km' && km === null && /^\d{1,3}$/.test(folded[i - 1] ?? '')) km = Number(folded[--i])
    else if (NEAR_WORDS.has(w)) near = true
    else if (!LINK_WORDS.has(w)) break
    from = i
    i--
  }
  // „um“ alone („Jobs um Hamburg“) is not enough; a distance or a near-word is
  if (!near && km === null) return null
  while (from < start && LINK_WORDS.has(folded[from]) && folded[from] !== 'um') from++ // leading „in der“ stay plain words
  return km !== null && (km < 1 || km > 500) ? null : { km: km ?? DEFAULT_NEAR_KM, from }
}

/**
 * A distance after a place („80331 Umkreis 25 km“, „Hamburg im Umkreis von 30km“, „20095 +10 km“):
 * its km and the last word of the phrase, or null. Only with a distance: „Hamburg Umgebung“ alone stays as it was.
 */
export function radiusAfter(folded: readonly string[], end: number): { km: number; to: number } | null {
  let i = end + 1
  let km: number | null = null
  let to = end
  while (i < folded.length && km === null) {
    const w = folded[i]
    const joined = /^(\d{1,3})km$/.exec(w)
    if (joined) km = Number(joined[1])
    else if (/^\d{1,3}$/.test(w) && folded[i + 1] === 'km') {
      km = Number(w)
      i++
    } else if (!NEAR_WORDS.has(w) && !LINK_WORDS.has(w)) break
    to = i
    i++
  }
  while (km !== null && NEAR_WORDS.has(folded[to + 1] ?? '')) to++ // „25 km Umkreis“
  return km === null || km < 1 || km > 500 ? null : { km, to }
}

/** The city states, areas that are also one town („bei Hamburg“ is a radius around the city). */
const CITY_STATES = new Set(['HH', 'BE', 'HB'])

/** The point of a named town (or city state) for a radius; null for other areas and places the board's place data lacks. */
export function townPoint(mention: Pick<PlaceMention, 'areas' | 'town'>, name: string): Point | null {
  if (!mention.town && !(mention.areas.length && mention.areas.every((id) => CITY_STATES.has(id)))) return null
  return geocodeTown(name)
}

/**
 * Longest place or area names in a word list (folded words; `typed` the words as typed, for
 * the capital-letter rule). `skip(i)` excludes words already used by something else.
 */
export function findPlaces(folded: string[], typed: string[], skip: (i: number) => boolean = () => false): PlaceMention[] {
  const found: PlaceMention[] = []
  const norm = folded.map((w) => (w === 'st' ? 'sankt' : w))
  for (let i = 0; i < norm.length; i++) {
    if (skip(i)) continue
    for (let n = Math.min(longestName, norm.length - i); n >= 1; n--) {
      if (Array.from({ length: n }, (_, k) => skip(i + k)).some(Boolean)) continue
      const key = norm.slice(i, i + n).join(' ')
      const e = INDEX.get(key)
      if (!e || key.length < 2) continue
      if (!e.areas.size && e.common && !/^\p{Lu}/u.test(typed[i] ?? '')) continue
      found.push({ start: i, end: i + n - 1, areas: [...e.areas], town: e.areas.size ? null : norm.slice(i, i + n) })
      i += n - 1
      break
    }
  }
  return found
}

export type LocationInfo = { words: string[]; areas: Set<string> }

const locationCache = new Map<string, LocationInfo>()

/** The words of a job's location and every area it lies in ('Binz auf Rügen' → ruegen, ostsee, inseln, kueste, MV). */
export function resolveLocation(location: string): LocationInfo {
  const cached = locationCache.get(location)
  if (cached) return cached
  const w = nameWords(location)
  const direct = new Set<string>()
  for (const mention of findPlaces(
    w,
    w.map(() => 'X'),
  )) {
    const e = INDEX.get(w.slice(mention.start, mention.end + 1).join(' '))!
    for (const id of e.areas) direct.add(id)
    for (const id of e.lies) direct.add(id)
  }
  const info = { words: w, areas: withParents(direct) }
  if (locationCache.size > 20_000) locationCache.clear()
  locationCache.set(location, info)
  return info
}

/** Does a job location lie in the mentioned place (a town's words appear in it, or it lies within the radius asked for) or area? */
export function locationMatches(location: string, mention: Pick<PlaceMention, 'areas' | 'town' | 'near'>): boolean {
  if (mention.near) {
    const point = geocodeTown(location)
    if (point && distanceKm(point, mention.near.point) <= mention.near.km) return true
  }
  const info = resolveLocation(location)
  if (mention.town) {
    const t = mention.town
    return info.words.some((_, i) => t.every((w, k) => info.words[i + k] === w))
  }
  return mention.areas.some((id) => info.areas.has(id))
}

export function areaLabel(id: string): string {
  return AREA_BY_ID.get(id)?.label ?? id
}

/** Every place and area name (folded), for spelling correction. */
export function placeNames(): string[] {
  return [...INDEX.keys()]
}
