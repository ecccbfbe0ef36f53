import type { BoardEntry } from '@/features/jobs/boardEntry'

export const SIMILAR_JOBS_MAX = 3

/** The place a location names, folded: „hamburg-altona“, „hamburg (hafencity)“ → „hamburg“. */
export function placeKey(foldedLocation: string): string {
  return foldedLocation.split(/[\s,/()-]+/).find(Boolean) ?? ''
}

const publishTime = (entry: BoardEntry) => (entry.publishDate ? Date.parse(entry.publishDate) || 0 : 0)

/**
 * Up to three other jobs like this one, scored over the whole list: same department and place
 * first, then the same department, then the same place; newest first within each group. The rule
 * itself; job pages take the same jobs from the per-version index (selectSimilarFromIndex).
 */
export function selectSimilarJobs(target: Pick<BoardEntry, 'id' | 'keys'>, candidates: readonly BoardEntry[], max = SIMILAR_JOBS_MAX): BoardEntry[] {
  const department = target.keys.department
  const place = placeKey(target.keys.location)
  if (!department && !place) return []
  const scored: { entry: BoardEntry; score: number; time: number }[] = []
  for (const entry of candidates) {
    if (entry.id === target.id) continue
    const score = (department && entry.keys.department === department ? 2 : 0) + (place && placeKey(entry.keys.location) === place ? 1 : 0)
    if (score > 0) scored.push({ entry, score, time: publishTime(entry) })
  }
  return scored
    .sort((a, b) => b.score - a.score || b.time - a.time)
    .slice(0, max)
    .map(({ entry }) => entry)
}

/**
 * The entries of each department, each place and each pair of both, newest first (ties in the
 * list's order), and each entry's place: built once per data version, so a job page reads only
 * the first few entries of three lists instead of scoring every job that shares one of them.
 */
export type SimilarJobsIndex = {
  byDepartment: Map<string, BoardEntry[]>
  byPlace: Map<string, BoardEntry[]>
  byDepartmentAndPlace: Map<string, BoardEntry[]>
  place: Map<number, string>
}

const pairKey = (department: string, place: string) => `${department}\u0000${place}`

export function buildSimilarJobsIndex(entries: readonly BoardEntry[]): SimilarJobsIndex {
  const index: SimilarJobsIndex = { byDepartment: new Map(), byPlace: new Map(), byDepartmentAndPlace: new Map(), place: new Map() }
  const time = new Map<number, number>()
  const add = (map: Map<string, BoardEntry[]>, key: string, entry: BoardEntry) => {
    const list = map.get(key)
    if (list) list.push(entry)
    else map.set(key, [entry])
  }
  for (const entry of entries) {
    const place = placeKey(entry.keys.location)
    const department = entry.keys.department
    index.place.set(entry.id, place)
    time.set(entry.id, publishTime(entry))
    if (department) add(index.byDepartment, department, entry)
    if (place) add(index.byPlace, place, entry)
    if (department && place) add(index.byDepartmentAndPlace, pairKey(department, place), entry)
  }
  // Array#sort is stable: equal times keep the list's order, as selectSimilarJobs does
  const newestFirst = (a: BoardEntry, b: BoardEntry) => time.get(b.id)! - time.get(a.id)!
  for (const map of [index.byDepartment, index.byPlace, index.byDepartmentAndPlace]) for (const list of map.values()) list.sort(newestFirst)
  return index
}

/**
 * selectSimilarJobs over the index: the same jobs in the same order, but each score's group is
 * read newest first and the walk stops at `max`. `isShown` keeps only the jobs that may be shown
 * (open ones); it is asked only for the jobs walked past.
 */
export function selectSimilarFromIndex(
  target: Pick<BoardEntry, 'id' | 'keys'>,
  index: SimilarJobsIndex,
  isShown: (entry: BoardEntry) => boolean,
  max = SIMILAR_JOBS_MAX,
): BoardEntry[] {
  const department = target.keys.department
  const place = placeKey(target.keys.location)
  // best score first: department and place (3), department alone (2), place alone (1)
  const groups: [BoardEntry[] | undefined, (entry: BoardEntry) => boolean][] = [
    [department && place ? index.byDepartmentAndPlace.get(pairKey(department, place)) : undefined, () => true],
    [department ? index.byDepartment.get(department) : undefined, (entry) => !place || index.place.get(entry.id) !== place],
    [place ? index.byPlace.get(place) : undefined, (entry) => !department || entry.keys.department !== department],
  ]
  const picked: BoardEntry[] = []
  for (const [list, inGroup] of groups) {
    for (const entry of list ?? []) {
      if (picked.length >= max) return picked
      if (entry.id !== target.id && inGroup(entry) && isShown(entry)) picked.push(entry)
    }
  }
  return picked
}
