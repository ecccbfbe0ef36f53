import { describe, expect, it } from 'vitest'
import { toBoardEntry } from '@/features/jobs/boardEntry'
import { boardQuery, boardQueryFromSegment, boardQuerySegment } from '@/lib/jobs/boardQuery'
import { EMPTY_FILTERS, filterAndSortJobs, filtersToParams, parseFilters } from '@/lib/jobs/filter'
import { isLeaseJob, LEASE_BATCH_SIZE, leaseBatch, leaseCountLabel, leaseMoreLabel } from '@/lib/jobs/lease'
import { LEASE_BOARD_PATH } from '@/lib/paths'

const job = (id: number, title: string, description: string | null = null, company: string | null = null) => ({
  id,
  slug: `job-${id}`,
  title,
  description,
  company,
  publishDate: new Date(Date.UTC(2026, 0, id)).toISOString(),
})

const stored = [
  job(1, 'Pächter (m/w/d) für Landgasthof'),
  job(2, 'Küchenchef (m/w/d)'),
  job(3, 'Gasthaus', '<p>Langfristiger <b>Pachtvertrag</b> möglich</p>'),
  job(4, 'Neuer PAECHTER gesucht'),
  job(5, 'Koch (m/w/d)', '<p>Acht Stunden, Nachtschicht</p>'),
  job(6, 'Rezeptionist', null, 'Pachtgut Immobilien GmbH'), // only the company: not a lease offer (the rule reads title or description)
]
const jobs = stored.map((j) => toBoardEntry(j))

describe('lease filter of the board (?pacht=1)', () => {
  it('keeps exactly the jobs the lease rule counts as lease offers, newest first', () => {
    const lease = filterAndSortJobs(jobs, { ...EMPTY_FILTERS, lease: true }).map((j) => j.id)
    expect(lease).toEqual([4, 3, 1])
    expect(jobs.map((j) => j.keys.lease)).toEqual(stored.map(isLeaseJob)) // the board index agrees with isLeaseJob
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

describe('/verpachtung#paechter-jobs', () => {
  it('shows the first LEASE_BATCH_SIZE offers and says how many there are', () => {
    const many = Array.from({ length: 487 }, (_, i) => i)
    expect(LEASE_BATCH_SIZE).toBe(6)
    expect(leaseBatch(many)).toEqual({ items: [0, 1, 2, 3, 4, 5], total: 487, more: true })
    expect(leaseBatch(many.slice(0, 6))).toEqual({ items: [0, 1, 2, 3, 4, 5], total: 6, more: false })
    expect(leaseBatch([1, 2])).toEqual({ items: [1, 2], total: 2, more: false })
    expect(leaseBatch([])).toEqual({ items: [], total: 0, more: false })
  })
  it('words the count and the link in German', () => {
    expect(leaseCountLabel(6, 487)).toBe('6 von 487 Pachtangeboten')
    expect(leaseCountLabel(6, 1234)).toBe('6 von 1.234 Pachtangeboten')
    expect(leaseMoreLabel(487)).toBe('Alle 487 Pachtangebote anzeigen')
    expect(leaseMoreLabel(1)).toBe('Das Pachtangebot anzeigen')
  })
  it('links to the canonical board with the lease filter, at the list', () => {
    const url = new URL(LEASE_BOARD_PATH, 'https://example.org')
    expect(url.pathname).toBe('/stellenangebote')
    expect(url.hash).toBe('#stellen')
    expect(url.search.slice(1)).toBe(filtersToParams({ ...EMPTY_FILTERS, lease: true }).toString())
    expect(boardQuery(url.searchParams)).toEqual({ filters: { ...EMPTY_FILTERS, lease: true }, page: 1, ki: '' })
  })
})
