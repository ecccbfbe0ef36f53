/**
 * Scoring and selection for the local ranking, from the per-group matches PostgreSQL reports.
 * A job answers the query when it matches every part of it: each role or area the query names
 * (in its title or department), each working time (title or employment type), one of the
 * places named (its location lies there) and, when the query names no role, each other word
 * (title, location, department, employment type or company). So 'Küchenchef in Hamburg' lists
 * the kitchen jobs in Hamburg, not every job in Hamburg, and 'Zahnarzt München' lists nothing.
 * Description mentions only order the results. Pure.
 */
import { isWhat, type SearchGroup } from './analyse'

export type GroupMatches = {
  id: number
  /** per group: found where it counts (see above) */
  strong: boolean[]
  /** per group: found anywhere (including the description) */
  any: boolean[]
  /** PostgreSQL ts_rank over all groups, to order equal scores */
  rank: number
}

export const STRONG_MATCH = 1
export const WEAK_MATCH = 0.3

export type ScoredJob = { id: number; score: number; rank: number; matchedGroups: number[] }

export function scoreJob(row: GroupMatches): ScoredJob {
  let score = 0
  const matchedGroups: number[] = []
  row.any.forEach((hit, i) => {
    if (!hit) return
    matchedGroups.push(i)
    score += row.strong[i] ? STRONG_MATCH : WEAK_MATCH
  })
  return { id: row.id, score, rank: row.rank, matchedGroups }
}

const byScore = (a: ScoredJob, b: ScoredJob) => b.score - a.score || b.rank - a.rank || b.id - a.id

/** Every job that matched anything, best first (candidates for the model). */
export function rankAll(rows: GroupMatches[]): ScoredJob[] {
  return rows
    .map(scoreJob)
    .filter((j) => j.score > 0)
    .sort(byScore)
}

/**
 * What a job must match to answer the query (group indices): every group of `all`, and at
 * least one group of each list in `some`. null when the query asks for nothing.
 */
export function requirements(groups: SearchGroup[]): { all: number[]; what: number[]; places: number[] } | null {
  const idx = (test: (g: SearchGroup) => boolean) => groups.flatMap((g, i) => (test(g) ? [i] : []))
  const what = idx(isWhat)
  const employment = idx((g) => g.kind === 'employment')
  const places = idx((g) => g.kind === 'place')
  let words = what.length ? [] : idx((g) => g.kind === 'word')
  // only workplace words ('Hotel'): then they are what the visitor wants
  if (!what.length && !employment.length && !places.length && !words.length) words = idx((g) => g.kind === 'context')
  if (!what.length && !employment.length && !places.length && !words.length) return null
  return { all: [...employment, ...words], what, places }
}

/**
 * The jobs that answer the query, best first. When no job has every role or area the query
 * names ('Koch Sommelier'), the jobs with the most of them answer.
 */
export function selectMatches(rows: GroupMatches[], groups: SearchGroup[]): ScoredJob[] {
  const required = requirements(groups)
  if (!required) return []
  const { all, what, places } = required
  const eligible = rows.filter((r) => all.every((i) => r.strong[i]) && (!places.length || places.some((i) => r.strong[i])))
  const whatHits = (r: GroupMatches) => what.filter((i) => r.strong[i]).length
  const most = Math.max(0, ...eligible.map(whatHits))
  if (what.length && !most) return []
  return eligible
    .filter((r) => whatHits(r) === most)
    .map(scoreJob)
    .sort(byScore)
}

/**
 * Confidence in percent: how much of the query the best job covers with strong matches.
 * 0 when nothing matched. The local ranking never claims more than 85.
 */
export function localConfidence(groups: SearchGroup[], selected: ScoredJob[]): number {
  if (!groups.length || !selected.length) return 0
  const coverage = Math.min(1, selected[0].score / groups.length)
  return Math.round(25 + 60 * coverage)
}

const quote = (s: string) => `„${s}“`

function joinGerman(parts: string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} und ${parts[parts.length - 1]}`
}

/** German explanation without numbers in parentheses (the board removes those anyway). */
export function localReasoning(groups: SearchGroup[], selected: ScoredJob[]): string {
  if (!groups.length) return 'Die Anfrage enthält keine Suchbegriffe, nach denen sich Stellen auswählen lassen.'
  if (!selected.length) return `Zu ${joinGerman(groups.map((g) => quote(g.typed)))} passt derzeit keine Stelle.`
  const covered = new Set(selected.flatMap((j) => j.matchedGroups))
  const describe = (g: SearchGroup) => {
    if (g.kind === 'word' || g.kind === 'context' || g.label.toLowerCase() === g.typed.toLowerCase()) return quote(g.typed)
    return `${quote(g.typed)} – ${g.kind === 'place' ? 'Region' : 'Bereich'} ${g.label}`
  }
  const found = groups.filter((_, i) => covered.has(i)).map(describe)
  const missing = groups.filter((_, i) => !covered.has(i)).map((g) => quote(g.typed))
  const count = selected.length === 1 ? 'Eine Stelle passt' : `${selected.length} Stellen passen`
  let text = `${count} zu ${joinGerman(found)}.`
  if (groups.some((g) => g.kind !== 'word' && g.kind !== 'context'))
    text += ' Berücksichtigt wurden auch verwandte Berufsbezeichnungen, Schreibweisen und Orte.'
  if (missing.length) text += ` Zu ${joinGerman(missing)} wurde nichts Passendes gefunden.`
  return text
}
