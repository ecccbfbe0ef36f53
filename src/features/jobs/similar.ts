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
  const department = target.keys.department
  const place = placeKey(target.keys.location)
  if (!department && !place) return []
  const scored: { entry: BoardEntry; score: number; time: number }[] = []
  for (const entry of candidates) {
    if (entry.id === target.id) continue
    const score = (department && entry.keys.department === department ? 2 : 0) + (place && placeKey(entry.keys.location) === place ? 1 : 0)
    if (score > 0) scored.push({ entry, score, time: entry.publishDate ? Date.parse(entry.publishDate) || 0 : 0 })
  }
  return scored
    .sort((a, b) => b.score - a.score || b.time - a.time)
    .slice(0, max)
    .map(({ entry }) => entry)
}

/** The entries of each department and each place, in the list's order: built once per data version. */
export type SimilarJobsIndex = { position: Map<number, number>; byDepartment: Map<string, BoardEntry[]>; byPlace: Map<string, BoardEntry[]> }

export function buildSimilarJobsIndex(entries: readonly BoardEntry[]): SimilarJobsIndex {
  const index: SimilarJobsIndex = { position: new Map(), byDepartment: new Map(), byPlace: new Map() }
  const add = (map: Map<string, BoardEntry[]>, key: string, entry: BoardEntry) => {
    if (!key) return
    const list = map.get(key)
    if (list) list.push(entry)
    else map.set(key, [entry])
  }
  entries.forEach((entry, i) => {
    index.position.set(entry.id, i)
    add(index.byDepartment, entry.keys.department, entry)
    add(index.byPlace, placeKey(entry.keys.location), entry)
  })
  return index
}

/**
 * selectSimilarJobs over the index's list, reading only the jobs that share the department or the
 * place (a job page no longer splits every job's location): the same jobs in the same order.
 * `include` keeps only the candidates that may be shown (open ones).
 */
export function selectSimilarFromIndex(
  target: Pick<BoardEntry, 'id' | 'keys'>,
  index: SimilarJobsIndex,
  include: (entries: BoardEntry[]) => BoardEntry[],
  max = SIMILAR_JOBS_MAX,
): BoardEntry[] {
  const department = target.keys.department ? index.byDepartment.get(target.keys.department) : undefined
  const place = placeKey(target.keys.location)
  const sharingPlace = place ? index.byPlace.get(place) : undefined
  const candidates = new Set([...(department ?? []), ...(sharingPlace ?? [])])
  const inListOrder = [...candidates].sort((a, b) => index.position.get(a.id)! - index.position.get(b.id)!)
  return selectSimilarJobs(target, include(inListOrder), max)
}
