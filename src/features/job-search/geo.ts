/**
 * Places to coordinates from the German towns and postcodes shipped in data/ (GeoNames, CC BY 4.0,
 * and the postcodes' towns; see data/README.md), and distances between them. No request leaves the server. Pure.
 */
import towns from './data/de-towns.json'
import postcodeRows from './data/de-postcodes.json'
import { foldGerman } from '@/lib/jobs/text'

export type Point = { lat: number; lon: number }
/** A job's geocoded work place: the town as written and its coordinates. */
export type GeoPlace = Point & { place: string }

type TownRow = [name: string, alt: string, lat: number, lon: number, population: number]

let byName: Map<string, Point> | undefined

/** Holiday regions and islands job ads name instead of a town: their main town. */
const ALIASES: Record<string, string> = {
  sylt: 'westerland',
  ruegen: 'bergen auf ruegen',
  foehr: 'wyk auf foehr',
  fehmarn: 'burg auf fehmarn',
  usedom: 'seebad heringsdorf',
  'lueneburger heide': 'lueneburg',
  'st. peter-ording': 'sankt peter-ording',
}

const RESORT_PREFIX = /^(?:ostseebad|nordseebad|seebad|ostseeheilbad|nordseeheilbad|seeheilbad|luftkurort|kneippkurort|kurort|hansestadt|lutherstadt) /

function key(name: string): string {
  return foldGerman(name)
    .replace(/\s+/g, ' ')
    .replace(/[.,;:]+$/, '')
    .trim()
}

/** Name -> coordinates; the rows come largest first, so a shared name means the largest place. */
function index(): Map<string, Point> {
  if (byName) return byName
  byName = new Map()
  for (const [name, , lat, lon] of towns as TownRow[]) {
    const k = key(name)
    if (!byName.has(k)) byName.set(k, { lat, lon })
    // „Halle (Saale)“ is also found as „Halle“, „Frankfurt am Main“ as „Frankfurt“
    const short = k.replace(/\s*\(.*\)$/, '').replace(/\s+(?:am|an der|in der|im|ob der|bei|auf)\s+.*$/, '')
    if (short !== k && !byName.has(short)) byName.set(short, { lat, lon })
    // „Ostseebad Binz“ is also found as „Binz“
    const bare = k.replace(RESORT_PREFIX, '')
    if (bare !== k && !byName.has(bare)) byName.set(bare, { lat, lon })
  }
  return byName
}

/**
 * Coordinates of a German town as feeds and visitors write it: „München“, „Muenchen“, „Hamburg-Altona“,
 * „Frankfurt a. M.“, „Berlin (Mitte)“, „80331 München“, „Sylt / Westerland“. null when unknown.
 */
export function geocodeTown(raw: string | null | undefined): Point | null {
  if (!raw?.trim()) return null
  const towns = index()
  const name = key(raw)
    .replace(/^\d{4,5}\s+/, '')
    .replace(/\ba\.\s?m\.?$/, 'am main')
  const candidates = [name, name.replace(/\s*\(.*\)$/, ''), ...name.split(/\s*(?:\/|,|\||\boder\b|\bund\b)\s*/), name.split(/[\s-]/)[0]]
  for (const candidate of candidates) {
    const hit = candidate && (towns.get(candidate.trim()) ?? towns.get(ALIASES[candidate.trim()] ?? ''))
    if (hit) return hit
  }
  return null
}

const EARTH_RADIUS_KM = 6371.0088

/** Great-circle distance in km (haversine). */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** A job with several places counts with its nearest one. */
export function nearestKm(from: Point, places: readonly Point[]): number | null {
  let best: number | null = null
  for (const place of places) {
    const d = distanceKm(from, place)
    if (best === null || d < best) best = d
  }
  return best
}

/**
 * Every place of a job that can be geocoded: its main place (by its postcode, else its town), then
 * the further ones (by town).
 */
export function geocodeJobPlaces(location: string | null | undefined, additional: readonly string[], postalCode?: string | null): GeoPlace[] {
  const places: GeoPlace[] = []
  const main = geocodePostcode(postalCode) ?? (location ? geocodeTown(location) : null)
  if (main) places.push({ place: location?.trim() || postalCode!.trim(), lat: main.lat, lon: main.lon })
  for (const place of additional) {
    const point = place ? geocodeTown(place) : null
    if (point && place) places.push({ place: place.trim(), lat: point.lat, lon: point.lon })
  }
  return places
}

/** „ca. 12 km“ on a card; „unter 1 km“ for the same town. */
export function formatDistance(km: number): string {
  return km < 1 ? 'unter 1 km' : `ca. ${Math.round(km)} km`
}

export const RADII_KM = [10, 25, 50, 100] as const

let postcodes: Map<string, Point> | undefined
/** the mean point of the codes sharing their first two, three or four digits, by those digits */
let prefixes: Map<string, Point> | undefined

function postcodeIndex(): Map<string, Point> {
  postcodes ??= new Map(Object.entries(postcodeRows as Record<string, number[]>).map(([code, [lat, lon]]) => [code, { lat, lon }]))
  return postcodes
}

// Built once: a feed of thousands of unlisted codes must not scan every code per job.
function prefixIndex(): Map<string, Point> {
  if (prefixes) return prefixes
  const sums = new Map<string, { lat: number; lon: number; n: number }>()
  for (const [code, point] of postcodeIndex()) {
    for (const digits of [2, 3, 4]) {
      const prefix = code.slice(0, digits)
      const sum = sums.get(prefix) ?? { lat: 0, lon: 0, n: 0 }
      sum.lat += point.lat
      sum.lon += point.lon
      sum.n++
      sums.set(prefix, sum)
    }
  }
  prefixes = new Map([...sums].map(([prefix, { lat, lon, n }]) => [prefix, { lat: lat / n, lon: lon / n }]))
  return prefixes
}

/**
 * Coordinates of a German postcode (its town's, from data/de-postcodes.json). A code not in the list
 * (new, or mistyped in the last digits) gets the mean point of the codes sharing its first four, three,
 * else two digits; the first two to four digits alone, the mean point of their codes. null for
 * anything else.
 */
export function geocodePostcode(raw: string | null | undefined): Point | null {
  const code = raw?.trim() ?? ''
  if (!/^\d{2,5}$/.test(code)) return null
  const exact = postcodeIndex().get(code)
  if (exact) return exact
  for (const digits of [4, 3, 2].filter((n) => n <= code.length)) {
    const mean = prefixIndex().get(code.slice(0, digits))
    if (mean) return mean
  }
  return null
}

/** Coordinates of a complete postcode that exists; null for anything else (no guess from its first digits). */
export function knownPostcode(raw: string): Point | null {
  return /^\d{5}$/.test(raw) ? (postcodeIndex().get(raw) ?? null) : null
}

/** The point a visitor means by „PLZ oder Ort“: a German postcode („25421“, „254“, „25421 Pinneberg“) or a town. */
export function resolvePlace(input: string): Point | null {
  const text = input.trim()
  const code = /^(\d{2,5})\b/.exec(text)?.[1]
  if (code) return geocodePostcode(code) ?? geocodeTown(text.slice(code.length))
  return geocodeTown(text)
}

/** „PLZ oder Ort“ holds a postcode or its first digits (matched against the jobs' postcodes when exact). */
export function isPostcode(input: string): boolean {
  return /^\d{2,5}$/.test(input.trim())
}
