/**
 * Turns a visitor's query into search groups for the local ranking: every concept the query
 * names (a role, an area of work, a working time, with all its words), every place (a town, or
 * a Bundesland, island, coast or region resolved through the place data) and every other
 * meaningful word. Misspelt words are corrected against the vocabulary, unknown compounds split
 * into known words (Hotelrezeption → Hotel + Rezeption). Pure.
 */
import { findPlaces, areaLabel, placeNames, radiusAfter, radiusBefore, townPoint, DEFAULT_NEAR_KM, type PlaceMention } from './places'
import { knownPostcode, type Point } from '@/features/job-search/geo'
import { foldUmlauts, spellingVariants, words } from '@/lib/jobs/aiQuery'
import { CONCEPTS, STOPWORDS, WORKPLACE_WORDS, type ConceptKind } from './synonyms'
import { correctSpelling, splitCompound, type Lexicon } from './words'

export type SearchGroup = {
  /** what the visitor wrote for this group, e.g. 'Küchenchef' */
  typed: string
  /** German name for the reasoning: the concept's label, the area's name, or the typed word */
  label: string
  /**
   * role/area: what the job is (must be in its title or department); employment: working time
   * (title or employment type); place: where (the job's location); word: anything else (must
   * match when the query names no role; else it only orders the results); context: the kind of
   * workplace ('im Hotel'), only orders the results
   */
  kind: ConceptKind | 'place' | 'word' | 'context'
  /** alternatives; each is a phrase of one or more words (lower case, letters/digits only) */
  alternatives: string[][]
  /** phrases that make a match not count (a deputy's title names the head's) */
  excluded?: string[][]
  /** for places: the areas or the town named, and where in the query */
  place?: PlaceMention
  /** for roles, areas and working times: the concept's id (its strong match is stored per job) */
  concept?: string
}

type Term = { conceptIndex: number; folded: string[] }

// Every concept term as folded words, longest first so 'chef de cuisine' wins over 'chef'
// (equal lengths: the earlier, more specific concept wins; the sort is stable).
const TERMS: Term[] = CONCEPTS.flatMap((concept, conceptIndex) =>
  concept.terms.map((term) => ({ conceptIndex, folded: words(foldUmlauts(term.toLowerCase())) })),
)
  .filter((t) => t.folded.length > 0)
  .sort((a, b) => b.folded.length - a.folded.length)

const SINGLE_TERMS = new Map<string, number>()
for (const t of TERMS) if (t.folded.length === 1 && !SINGLE_TERMS.has(t.folded[0])) SINGLE_TERMS.set(t.folded[0], t.conceptIndex)

/** Words spelling correction may choose from: the vocabulary first, then place names. */
let vocabulary: string[] | null = null
const spellingVocabulary = () => (vocabulary ??= [...SINGLE_TERMS.keys(), ...placeNames().filter((n) => !n.includes(' '))])

// German endings a query word may carry beyond a term: Kellnerin → Kellner, Massagen → Massage.
const ENDINGS = ['innen', 'in', 'en', 'n', 'e', 's', 'es', 'er']
function conceptOfWord(word: string): number | undefined {
  const direct = SINGLE_TERMS.get(word)
  if (direct !== undefined) return direct
  for (const ending of ENDINGS) {
    if (word.length - ending.length < 4 || !word.endsWith(ending)) continue
    const stem = word.slice(0, -ending.length)
    const hit = SINGLE_TERMS.get(stem) ?? SINGLE_TERMS.get(stem.replace(/oe/g, 'o').replace(/ae/g, 'a').replace(/ue/g, 'u'))
    if (hit !== undefined) return hit
  }
  return undefined
}

function uniquePhrases(phrases: string[][]): string[][] {
  const seen = new Set<string>()
  return phrases.filter((p) => {
    const key = p.join(' ')
    if (!p.length || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Each spelling variant of each word of a phrase (few words: the product stays small). */
function phraseVariants(phrase: string[]): string[][] {
  let result: string[][] = [[]]
  for (const word of phrase) {
    const variants = spellingVariants(word)
    result = result.flatMap((prefix) => variants.map((v) => [...prefix, v]))
  }
  return result
}

const alternativesCache = new Map<number, string[][]>()
function conceptAlternatives(conceptIndex: number): string[][] {
  let result = alternativesCache.get(conceptIndex)
  if (!result) {
    result = uniquePhrases(CONCEPTS[conceptIndex].terms.flatMap((term) => phraseVariants(words(term))))
    alternativesCache.set(conceptIndex, result)
  }
  return result
}

/** The search group of a concept: the same whatever word of it the visitor typed. */
function conceptGroup(conceptIndex: number, typed: string): SearchGroup {
  const concept = CONCEPTS[conceptIndex]
  const excluded = (concept.excludes ?? []).flatMap((id) => conceptAlternatives(CONCEPTS.findIndex((c) => c.id === id)))
  return {
    typed,
    label: concept.label,
    kind: concept.kind,
    alternatives: conceptAlternatives(conceptIndex),
    ...(excluded.length ? { excluded } : {}),
    concept: concept.id,
  }
}

/**
 * @param isWord the German word list for compound splitting (the server passes the words of
 *   @zxcvbn-ts/language-de; without one, compounds are split only into vocabulary words)
 */
export function analyseQuery(query: string, isWord: Lexicon = () => false): SearchGroup[] {
  const typed = query.match(/[\p{L}\p{N}]+/gu) ?? [] // keeps case and umlauts for display
  const folded = typed.map((w) => foldUmlauts(w.toLowerCase()))
  const used = new Array<boolean>(folded.length).fill(false)
  const groups: SearchGroup[] = []
  const conceptsSeen = new Set<number>()
  const addConcept = (conceptIndex: number, text: string) => {
    if (conceptsSeen.has(conceptIndex)) return
    conceptsSeen.add(conceptIndex)
    groups.push(conceptGroup(conceptIndex, text))
  }
  const addPlace = (mention: PlaceMention, text: string) => {
    const label = mention.areas.length ? areaLabel(mention.areas[0]) : text
    groups.push({ typed: text, label, kind: 'place', alternatives: [], place: mention })
  }
  /** A radius around a place: the words of its phrase are used up, the distance is no search word. */
  const addNear = (mention: PlaceMention, text: string, point: Point, km: number, from: number, to: number) => {
    for (let k = from; k <= to; k++) used[k] = true
    groups.push({ typed: text, label: `${text} (Umkreis ${km} km)`, kind: 'place', alternatives: [], place: { ...mention, near: { point, km } } })
  }

  // 1. names of places and areas, and concept terms: the longest wins, a concept on a tie
  //    unless the place is an area ('Berlin', 'Sylt')
  const places = findPlaces(folded, typed)
  const placeAt = new Map(places.map((p) => [p.start, p]))
  for (let i = 0; i < folded.length; i++) {
    // a postcode („bei 18055“, „80331 Umkreis 25 km“, „Rezeption 10115“) is a place: the radius
    // asked for, else the one „in der Nähe von …“ means
    const postcode = used[i] ? null : knownPostcode(folded[i])
    if (postcode) {
      const before = radiusBefore(folded, i)
      const after = before ? null : radiusAfter(folded, i)
      const km = before?.km ?? after?.km ?? DEFAULT_NEAR_KM
      addNear({ start: i, end: i, areas: [], town: null }, typed[i], postcode, km, before?.from ?? i, after?.to ?? i)
      if (after) i = after.to
      continue
    }
    const term = TERMS.find((t) => t.folded.every((w, k) => folded[i + k] === w))
    const termLength = term?.folded.length ?? (conceptOfWord(folded[i]) !== undefined ? 1 : 0)
    const place = placeAt.get(i)
    const placeLength = place ? place.end - place.start + 1 : 0
    if (place && (placeLength > termLength || (placeLength === termLength && place.areas.length))) {
      for (let k = place.start; k <= place.end; k++) used[k] = true
      const name = typed.slice(place.start, place.end + 1).join(' ')
      // „in der Nähe von Lübeck“, „bei Hamburg“, „20 km um München“: a radius around the town
      const before = radiusBefore(folded, place.start)
      const after = before ? null : radiusAfter(folded, place.end)
      const radius = before ?? after
      const point = radius && townPoint(place, name)
      if (radius && point) {
        addNear(place, name, point, radius.km, before?.from ?? place.start, after?.to ?? place.end)
        i = after?.to ?? place.end
      } else {
        addPlace(place, name)
        i = place.end
      }
    } else if (termLength) {
      for (let k = 0; k < termLength; k++) used[i + k] = true
      addConcept(term?.conceptIndex ?? conceptOfWord(folded[i])!, typed.slice(i, i + termLength).join(' '))
      i += termLength - 1
    }
  }

  // 2. the other words: a compound of known words, a misspelt vocabulary word, or a word
  const seenWords = new Set<string>()
  folded.forEach((word, i) => {
    if (used[i] || STOPWORDS.has(word) || STOPWORDS.has(typed[i].toLowerCase()) || seenWords.has(word)) return
    if (word.length < 2 && !/\d/.test(word)) return
    seenWords.add(word)
    if (WORKPLACE_WORDS.has(word)) {
      groups.push({ typed: typed[i], label: typed[i], kind: 'context', alternatives: phraseVariants([word]) })
      return
    }
    const parts = splitCompound(word, (w) => SINGLE_TERMS.has(w) || isWord(w))
    const partConcepts = (parts ?? []).map(conceptOfWord).filter((c): c is number => c !== undefined)
    if (partConcepts.length) {
      // the last concept part is the head: 'Hotelrezeption' is a reception
      addConcept(partConcepts[partConcepts.length - 1], typed[i])
      return
    }
    const corrected = isWord(word) ? null : correctSpelling(word, spellingVocabulary())
    if (corrected) {
      const concept = conceptOfWord(corrected)
      if (concept !== undefined) return addConcept(concept, typed[i])
      const [place] = findPlaces([corrected], [typed[i][0].toUpperCase()])
      if (place) return addPlace({ ...place, start: i, end: i }, typed[i])
    }
    groups.push({ typed: typed[i], label: typed[i], kind: 'word', alternatives: phraseVariants([word]) })
  })
  return groups
}

/** Groups that say what the job is. */
export const isWhat = (g: SearchGroup) => g.kind === 'role' || g.kind === 'area'

/** to_tsquery texts of a group: `stemmed` for the 'german' configuration, `prefixes` for 'simple'. */
export type TsQueryParts = { stemmed: string; prefixes: string }

const isToken = (w: string) => /^[\p{L}\p{N}]+$/u.test(w)
const orOf = (parts: string[]) => parts.filter(Boolean).join(' | ')

/** `weights`: only words with these weights count (A title, B location/department/employment type, C company). */
function phrasesToTsQuery(phrases: string[][], weights = ''): TsQueryParts {
  const clean = phrases.map((phrase) => phrase.filter(isToken)).filter((phrase) => phrase.length > 0)
  const word = (w: string) => (weights ? `${w}:${weights}` : w)
  return {
    stemmed: orOf(clean.map((phrase) => (phrase.length === 1 ? word(phrase[0]) : `(${phrase.map(word).join(' & ')})`))),
    prefixes: orOf(clean.filter((phrase) => phrase.length === 1 && phrase[0].length >= 4).map((phrase) => `${phrase[0]}:*${weights}`)),
  }
}

/** Where a group counts as a strong match (see scoring.ts). */
const STRONG_WEIGHTS: Record<Exclude<SearchGroup['kind'], 'place'>, string> = { role: 'AB', area: 'AB', employment: 'AB', word: 'ABC', context: 'ABC' }

/**
 * PostgreSQL to_tsquery texts for one text group: alternatives OR-ed, the words of a multi-word
 * term AND-ed (not <->: the parser splits 'Peter-Ording' into extra positions). `stemmed` is
 * read with the 'german' configuration (Köche finds Koch); `prefixes` with 'simple': words of
 * four letters or more, unstemmed, as prefixes ('rezeption' finds 'Rezeptionist', 'koch' finds
 * 'Koch/Köchin', which the parser keeps as one word; but 'servierer' does not find 'Service' as
 * its stem 'servi' would). `strong` is `match` limited to the fields where the group counts
 * fully. Only letters and digits reach the query, so no operator in the visitor's text can
 * change its meaning.
 */
export function groupToTsQuery(group: SearchGroup): { match: TsQueryParts; strong: TsQueryParts; excluded: TsQueryParts } {
  return {
    match: phrasesToTsQuery(group.alternatives),
    strong: phrasesToTsQuery(group.alternatives, group.kind === 'place' ? '' : STRONG_WEIGHTS[group.kind]),
    excluded: phrasesToTsQuery(group.excluded ?? []),
  }
}

/**
 * Every concept's strong query (see groupToTsQuery): a job matches the concept where it counts
 * when its vector matches `strong` and not `excluded`. Stored per job, so a query naming a
 * concept reads an index instead of evaluating this query on every job.
 */
export function conceptLabelQueries(): { id: string; strong: TsQueryParts; excluded: TsQueryParts }[] {
  return CONCEPTS.map((_, i) => {
    const group = conceptGroup(i, '')
    const { strong, excluded } = groupToTsQuery(group)
    return { id: group.concept!, strong, excluded }
  }).filter((c) => c.strong.stemmed)
}
