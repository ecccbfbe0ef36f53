import { normaliseQuery } from '@/lib/ai-search/query'
import { EMPTY_FILTERS, FILTER_PARAMS, parseFilters, type JobFilters } from './filter'

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

/** Does the URL ask for anything but the default board? (`?utm_source=…`, `?q=` and `?seite=1` do not.) */
export function isDefaultBoardQuery(query: BoardQuery): boolean {
  const { filters, page, ki } = query
  return page <= 1 && !ki && (Object.keys(EMPTY_FILTERS) as (keyof JobFilters)[]).every((key) => filters[key] === EMPTY_FILTERS[key])
}
