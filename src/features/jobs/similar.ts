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
