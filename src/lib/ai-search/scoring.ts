/**
 * Scoring and selection for the local ranking, from the per-group matches PostgreSQL reports.
 * A group found in a job's title, location, department, employment type or company counts
 * fully; found only in the description it counts little (ads mention many roles in passing).
 * The result keeps the jobs close to the best score, so 'Küchenchef in Hamburg' lists the
 * kitchen jobs in Hamburg, not every job in Hamburg. Pure.
 */
import type { SearchGroup } from './analyse'

export type GroupMatches = {
  id: number
  /** per group: found in title, location, department, employment type or company */
  strong: boolean[]
  /** per group: found anywhere (including the description) */
  any: boolean[]
  /** PostgreSQL ts_rank over all groups, to order equal scores */
  rank: number
}

export const STRONG_MATCH = 1
export const WEAK_MATCH = 0.3
/** A job is kept when its score is at most this far below the best job's score. */
export const SCORE_MARGIN = 0.66

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
  return rows.map(scoreJob).filter((j) => j.score > 0).sort(byScore)
}

/** The jobs that answer the query: close to the best score, best first. */
export function selectMatches(rows: GroupMatches[]): ScoredJob[] {
  const ranked = rankAll(rows)
  if (!ranked.length) return []
  const best = ranked[0].score
  return ranked.filter((j) => j.score >= best - SCORE_MARGIN + 1e-9)
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
    if (g.kind === 'word' || g.label.toLowerCase() === g.typed.toLowerCase()) return quote(g.typed)
    return `${quote(g.typed)} – Bereich ${g.label}`
  }
  const found = groups.filter((_, i) => covered.has(i)).map(describe)
  const missing = groups.filter((_, i) => !covered.has(i)).map((g) => quote(g.typed))
  const count = selected.length === 1 ? 'Eine Stelle passt' : `${selected.length} Stellen passen`
  let text = `${count} zu ${joinGerman(found)}.`
  if (groups.some((g) => g.kind !== 'word')) text += ' Berücksichtigt wurden auch verwandte Berufsbezeichnungen, Schreibweisen und Orte.'
  if (missing.length) text += ` Zu ${joinGerman(missing)} wurde nichts Passendes gefunden.`
  return text
}
