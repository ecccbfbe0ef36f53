import 'server-only'
import { getBoardEntries, getBoardEntriesByIds, getBoardOptions } from '@/data/jobs'
import { getSiteSettings } from '@/data/settings'
import { keepRenderBriefly } from '@/data/shortLived'
import { runAiJobSearch, runLocalJobSearch, type AiSearchResult } from '@/features/ai-search'
import { boardLoadError } from '@/lib/errors'
import type { BoardEntry } from '@/lib/jobs/boardEntry'
import { initiativeContact, type ContactInfo } from '@/lib/jobs/contact'
import type { BoardQuery } from '@/lib/jobs/boardQuery'
import { foldFilters, matchesFilters, paginate, type PageSlice } from '@/lib/jobs/filter'
import { mediaUrl } from '@/lib/jobs/contact'
import { logEvent } from '@/features/ops/log'
import { nearestKm, resolvePlace } from '@/features/job-search/geo'

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
      /** a radius was asked for a place the site cannot locate */
      placeUnknown?: boolean
    }

/** One page of the board (/bewerbende, /stellenangebote): filtered jobs, or the AI search's matches. Never throws. */
export async function loadBoard({ filters, page, ki }: BoardQuery, { localOnly = false }: { localOnly?: boolean } = {}): Promise<BoardData> {
  try {
    const [entries, options, settings] = await Promise.all([getBoardEntries(filters.sortBy, filters.sortOrder), getBoardOptions(), getSiteSettings()])
    const defaultImage = mediaUrl(settings.defaultJobImage)
    const folded = foldFilters(filters)
    // a radius around the place replaces the match on its name
    const center = filters.postcode || filters.location
    const place = center && (filters.radius || filters.sortBy === 'distance') ? resolvePlace(center) : null
    if (place && filters.radius) folded.location = ''
    const postcode = filters.postcode && !(place && filters.radius) ? filters.postcode : ''
    let matching = ki ? entries : entries.filter((e) => matchesFilters(e.keys, folded) && (!postcode || e.postalCode?.startsWith(postcode)))
    if (place && !ki) {
      matching = matching.flatMap((entry) => {
        const km = nearestKm(place, entry.points)
        if (filters.radius && (km === null || km > filters.radius)) return []
        return [km === null ? entry : { ...entry, distanceKm: km }]
      })
      if (filters.sortBy === 'distance')
        matching.sort((a, b) => ((a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)) * (filters.sortOrder === 'desc' ? -1 : 1))
    }
    if (filters.sortBy === 'pay' && !ki) {
      const pay = (e: BoardEntry) => (filters.payUnit === 'hour' ? e.keys.payHour : e.keys.payMonth) ?? -1
      matching = [...matching].sort((a, b) => (pay(b) - pay(a)) * (filters.sortOrder === 'desc' ? -1 : 1))
    }
    const placeUnknown = Boolean(center && filters.radius && !place)
    const base = { status: 'ok' as const, matching: matching.length, totalJobs: entries.length, options, defaultImage, placeUnknown }
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
