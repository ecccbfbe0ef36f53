import 'server-only'
import { getBoardEntries, getBoardEntriesByIds, getBoardOptions, getJobDistances } from '@/features/jobs/data'
import { getSiteSettings } from '@/features/site-shell/settings'
import { keepRenderBriefly } from '@/features/cache/shortLived'
import { runAiJobSearch, runLocalJobSearch, type AiSearchResult } from '@/features/ai-search'
import { boardLoadError } from '@/lib/errors'
import type { BoardEntry } from '@/features/jobs/boardEntry'
import { initiativeContact, type ContactInfo } from '@/lib/jobs/contact'
import type { BoardQuery } from '@/lib/jobs/boardQuery'
import { foldFilters, matchesFilters, paginate, type PageSlice } from '@/lib/jobs/filter'
import { mediaUrl } from '@/lib/jobs/contact'
import { logEvent } from '@/features/ops/log'
import { foldGerman } from '@/lib/jobs/text'
import { isPostcode, resolvePlace, type Point } from '@/features/job-search/geo'
import { postcodeMatcher } from '@/features/job-search/place'

export const JOBS_PER_PAGE = 12

export type { BoardQuery }

export type BoardData =
  | { status: 'error'; /** the catalogue's text: the database one when the database failed */ message: string }
  | {
      status: 'ok'
      slice: PageSlice<BoardEntry>
      /** jobs matching the classic filters (the filter bar's count) */
      matching: number
      /** all open jobs */
      totalJobs: number
      options: { locations: string[]; departments: string[] }
      defaultImage?: string
      /** the AI search's answer when `ki` is set */
      ai?: AiSearchResult
      /** „PLZ oder Ort“ names no place the site can locate, nor any job's place: it filters nothing */
      placeUnknown?: boolean
      /** a radius was asked around a place known only as part of jobs' place names: those jobs are shown */
      placeByName?: boolean
    }

/** One page of the board (/bewerbende, /stellenangebote): filtered jobs, or the AI search's matches. Never throws. */
export async function loadBoard({ filters, page, ki }: BoardQuery, { localOnly = false }: { localOnly?: boolean } = {}): Promise<BoardData> {
  try {
    const place = filters.location.trim() ? resolvePlace(filters.location) : null
    // the distances from PostgreSQL while the cached lists load
    const [entries, options, settings, km] = await Promise.all([
      getBoardEntries(filters.sortBy, filters.sortOrder),
      getBoardOptions(),
      getSiteSettings(),
      place && !ki ? getJobDistances(place, filters.radius || null) : null,
    ])
    const defaultImage = mediaUrl(settings.defaultJobImage)
    const folded = foldFilters(filters)
    const { unknown: placeUnknown, byName } = placeOf(filters.location, place, options.locations)
    const atPostcode = postcodeMatcher(filters.location, filters.radius)
    // a located place with a radius is a distance; exact, the town's name or the postcode's digits; an unknown place filters nothing
    if ((place && filters.radius) || atPostcode || placeUnknown) folded.location = ''
    let matching = ki ? entries : entries.filter((e) => matchesFilters(e.keys, folded) && (!atPostcode || atPostcode(e)))
    if (place && km) {
      // only the jobs within the radius, nearest first
      matching = matching.flatMap((entry) => {
        const d = km.get(entry.id)
        if (filters.radius && d === undefined) return []
        return [d === undefined ? entry : { ...entry, distanceKm: d }]
      })
      if (filters.sortBy === 'distance') {
        const rank = new Map([...km.keys()].map((id, i) => [id, i]))
        const at = (e: BoardEntry) => rank.get(e.id) ?? Infinity
        matching.sort((a, b) => (at(a) === at(b) ? 0 : (at(a) < at(b) ? -1 : 1) * (filters.sortOrder === 'desc' ? -1 : 1)))
      }
    }
    if (filters.sortBy === 'pay' && !ki) {
      const pay = (e: BoardEntry) => (filters.payUnit === 'hour' ? e.keys.payHour : e.keys.payMonth) ?? -1
      matching = [...matching].sort((a, b) => (pay(b) - pay(a)) * (filters.sortOrder === 'desc' ? -1 : 1))
    }
    const placeByName = byName && Boolean(filters.radius)
    const base = { status: 'ok' as const, matching: matching.length, totalJobs: entries.length, options, defaultImage, placeUnknown, placeByName }
    if (!ki) return { ...base, slice: paginate(matching, page, JOBS_PER_PAGE) }
    // over the visitor's AI search limit: the local ranking, which spends nothing of the model's budget
    const ai = localOnly ? await runLocalJobSearch(ki) : await runAiJobSearch(ki)
    return { ...base, ai, slice: paginate(await getBoardEntriesByIds(ai.matchedJobIds), page, JOBS_PER_PAGE) }
  } catch (error) {
    logEvent('error', 'board-load-failed', { part: 'jobs', error: (error as Error)?.message ?? String(error) })
    await keepRenderBriefly()
    return { status: 'error', message: boardLoadError(error) }
  }
}

/**
 * „PLZ oder Ort“ the site cannot locate. Unknown: neither a German postcode or town nor part of any
 * job's place name (a district like „Altona“ is still found by name).
 */
function placeOf(input: string, place: Point | null, jobPlaces: readonly string[]): { unknown: boolean; byName: boolean } {
  const text = input.trim()
  if (!text || place) return { unknown: false, byName: false }
  const folded = foldGerman(text)
  const byName = !isPostcode(text) && jobPlaces.some((name) => foldGerman(name).includes(folded))
  return { unknown: !byName && !isPostcode(text), byName }
}

/** The contact person of the board's #kontakt section; undefined (the section without its card) when the settings cannot be read. */
export async function loadInitiativeContact(): Promise<ContactInfo | undefined> {
  try {
    return initiativeContact(await getSiteSettings())
  } catch (error) {
    logEvent('error', 'board-load-failed', { part: 'contact-person', error: (error as Error)?.message ?? String(error) })
    await keepRenderBriefly()
    return undefined
  }
}
