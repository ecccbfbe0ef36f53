import type { BoardEntry } from '@/features/jobs/boardEntry'

export const SIMILAR_JOBS_MAX = 3

/** The place a location names, folded: „hamburg-altona“, „hamburg (hafencity)“ → „hamburg“. */
export function placeKey(foldedLocation: string): string {
  return foldedLocation.split(/[\s,/()-]+/).find(Boolean) ?? ''
}

/**
 * Up to three other open jobs like this one: same department and place first, then the same
 * department, then the same place; newest first within each group. Uses the board entries'
 * pre-folded keys, so it is a single pass over the cached list.
 */
export function selectSimilarJobs(target: Pick<BoardEntry, 'id' | 'keys'>, candidates: readonly BoardEntry[], max = SIMILAR_JOBS_MAX): BoardEntry[] {
  return pickSimilar(target, candidates, (entry) => placeKey(entry.keys.location), publishTime, max)
}

const publishTime = (entry: BoardEntry) => (entry.publishDate ? Date.parse(entry.publishDate) || 0 : 0)

/** The scoring both ways share: department 2, place 1, best first, newest first within a score. */
function pickSimilar(
  target: Pick<BoardEntry, 'id' | 'keys'>,
  candidates: readonly BoardEntry[],
  placeOf: (entry: BoardEntry) => string,
  timeOf: (entry: BoardEntry) => number,
  max: number,
): BoardEntry[] {
  const department = target.keys.department
  const place = placeKey(target.keys.location)
  if (!department && !place) return []
  const scored: { entry: BoardEntry; score: number; time: number }[] = []
  for (const entry of candidates) {
    if (entry.id === target.id) continue
    const score = (department && entry.keys.department === department ? 2 : 0) + (place && placeOf(entry) === place ? 1 : 0)
    if (score > 0) scored.push({ entry, score, time: timeOf(entry) })
  }
  return scored
    .sort((a, b) => b.score - a.score || b.time - a.time)
    .slice(0, max)
    .map(({ entry }) => entry)
}

/**
 * The entries of each department and each place, in the list's order, and each entry's place and
 * publication time: built once per data version, so a job page neither splits nor parses them.
 */
export type SimilarJobsIndex = {
  position: Map<number, number>
  byDepartment: Map<string, BoardEntry[]>
  byPlace: Map<string, BoardEntry[]>
  place: Map<number, string>
  time: Map<number, number>
}

export function buildSimilarJobsIndex(entries: readonly BoardEntry[]): SimilarJobsIndex {
  const index: SimilarJobsIndex = { position: new Map(), byDepartment: new Map(), byPlace: new Map(), place: new Map(), time: new Map() }
  const add = (map: Map<string, BoardEntry[]>, key: string, entry: BoardEntry) => {
    if (!key) return
    const list = map.get(key)
    if (list) list.push(entry)
    else map.set(key, [entry])
  }
  entries.forEach((entry, i) => {
    const place = placeKey(entry.keys.location)
    index.position.set(entry.id, i)
    index.place.set(entry.id, place)
    index.time.set(entry.id, publishTime(entry))
    add(index.byDepartment, entry.keys.department, entry)
    add(index.byPlace, place, entry)
  })
  return index
}

/** Two lists in the index's order merged into one, in that order, each entry once. */
function mergeInListOrder(a: readonly BoardEntry[], b: readonly BoardEntry[], position: Map<number, number>): BoardEntry[] {
  const merged: BoardEntry[] = []
  let i = 0
  let j = 0
  while (i < a.length || j < b.length) {
    const pa = i < a.length ? position.get(a[i].id)! : Infinity
    const pb = j < b.length ? position.get(b[j].id)! : Infinity
    if (pa <= pb) {
      merged.push(a[i++])
      if (pa === pb) j++
    } else merged.push(b[j++])
  }
  return merged
}

/**
 * selectSimilarJobs over the index's list, reading only the jobs that share the department or the
 * place, with the places and times computed once per data version: the same jobs in the same
 * order. `include` keeps only the candidates that may be shown (open ones).
 */
export function selectSimilarFromIndex(
  target: Pick<BoardEntry, 'id' | 'keys'>,
  index: SimilarJobsIndex,
  include: (entries: BoardEntry[]) => BoardEntry[],
  max = SIMILAR_JOBS_MAX,
): BoardEntry[] {
  const department = target.keys.department
  const place = placeKey(target.keys.location)
  if (!department && !place) return []
  const inListOrder = mergeInListOrder((department && index.byDepartment.get(department)) || [], (place && index.byPlace.get(place)) || [], index.position)
  return pickSimilar(
    target,
    include(inListOrder),
    (entry) => index.place.get(entry.id) ?? placeKey(entry.keys.location),
    (entry) => index.time.get(entry.id) ?? publishTime(entry),
    max,
  )
}
