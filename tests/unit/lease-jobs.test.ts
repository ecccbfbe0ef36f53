import { describe, expect, it } from 'vitest'
import { toBoardEntry } from '@/lib/jobs/board'
import { boardQuery, boardQueryFromSegment, boardQuerySegment } from '@/lib/jobs/boardQuery'
import { EMPTY_FILTERS, filterAndSortJobs, filtersToParams, parseFilters } from '@/lib/jobs/filter'
import { isLeaseJob } from '@/lib/jobs/lease'

const job = (id: number, title: string, description: string | null = null, company: string | null = null) =>
  ({ id, slug: `job-${id}`, title, description, company, publishDate: new Date(Date.UTC(2026, 0, id)).toISOString() })

const stored = [
  job(1, 'Pächter (m/w/d) für Landgasthof'),
  job(2, 'Küchenchef (m/w/d)'),
  job(3, 'Gasthaus', '<p>Langfristiger <b>Pachtvertrag</b> möglich</p>'),
  job(4, 'Neuer PAECHTER gesucht'),
  job(5, 'Koch (m/w/d)', '<p>Acht Stunden, Nachtschicht</p>'),
  job(6, 'Rezeptionist', null, 'Pachtgut Immobilien GmbH'), // only the company: not a lease offer (spec: title or description)
]
const jobs = stored.map((j) => toBoardEntry(j))

describe('lease filter of the board (?pacht=1)', () => {
  it('keeps exactly the jobs the spec counts as lease offers, newest first', () => {
    const lease = filterAndSortJobs(jobs, { ...EMPTY_FILTERS, lease: true }).map((j) => j.id)
    expect(lease).toEqual([4, 3, 1])
    expect(jobs.map((j) => j.keys.lease)).toEqual(stored.map(isLeaseJob)) // the board index agrees with the spec's rule
    expect(filterAndSortJobs(jobs, EMPTY_FILTERS)).toHaveLength(6)
  })
  it('combines with the other filters', () => {
    expect(filterAndSortJobs(jobs, { ...EMPTY_FILTERS, lease: true, search: 'gasthof' }).map((j) => j.id)).toEqual([1])
  })
  it('reads and writes the parameter; other values than 1 are read leniently, 0 and empty mean off', () => {
    expect(filtersToParams({ ...EMPTY_FILTERS, lease: true }, 2).toString()).toBe('pacht=1&seite=2')
    expect(parseFilters(new URLSearchParams('pacht=1')).lease).toBe(true)
    expect(parseFilters(new URLSearchParams('pacht=ja')).lease).toBe(true)
    expect(parseFilters(new URLSearchParams('pacht=0')).lease).toBe(false)
    expect(parseFilters(new URLSearchParams('pacht=')).lease).toBe(false)
    expect(parseFilters(new URLSearchParams('')).lease).toBe(false)
  })
  it('is its own cached board page, paged like any filter', () => {
    const segment = boardQuerySegment(boardQuery(new URLSearchParams('pacht=ja&seite=2')))
    expect(segment).not.toBe('')
    expect(boardQueryFromSegment(segment)).toEqual({ filters: { ...EMPTY_FILTERS, lease: true }, page: 2, ki: '' })
  })
})
