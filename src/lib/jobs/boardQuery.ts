import { normaliseQuery } from '@/lib/jobs/aiQuery'
import { EMPTY_FILTERS, FILTER_PARAMS, filtersToParams, parseFilters, type JobFilters } from './filter'

/** What the board's URL asks for: classic filters, a page, or an AI search (`ki`). */
export type BoardQuery = { filters: JobFilters; page: number; ki: string }

type SearchParams = Record<string, string | string[] | undefined> | URLSearchParams

/** The board without anything asked: the prerendered page. */
export const DEFAULT_BOARD_QUERY: BoardQuery = { filters: EMPTY_FILTERS, page: 1, ki: '' }

/** The board's URL parameters, parsed (unknown parameters and values are ignored). */
export function boardQuery(params: SearchParams): BoardQuery {
  const first = (name: string) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name]
    return (Array.isArray(value) ? value[0] : value) ?? ''
  }
  return { filters: parseFilters(params), page: Number(first(FILTER_PARAMS.page)) || 1, ki: normaliseQuery(first('ki')) }
}

/**
 * A query as one path segment of the internal board route (see src/lib/routing.ts): its canonical
 * parameters (defaults and unknown ones left out, fixed order, so equal queries share one cached
 * page) in base64url, which no router or proxy re-encodes. '' when the query asks for nothing
 * (none, `?utm_source=…`, `?q=`, `?seite=1`): the prerendered board.
 */
export function boardQuerySegment(query: BoardQuery): string {
  const params = filtersToParams(query.filters, Math.max(1, Math.floor(Number.isFinite(query.page) ? query.page : 1)))
  if (query.ki) params.set('ki', query.ki)
  const bytes = new TextEncoder().encode(params.toString())
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The query back from its segment; null for a segment that is not one. */
export function boardQueryFromSegment(segment: string): BoardQuery | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null
  try {
    const binary = atob(segment.replace(/-/g, '+').replace(/_/g, '/'))
    const text = new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)))
    return boardQuery(new URLSearchParams(text))
  } catch {
    return null
  }
}
