import { describe, expect, it } from 'vitest'
import {
  compareGerman,
  distinctOptions,
  EMPTY_FILTERS,
  filterAndSortJobs,
  filtersToParams,
  jobComparator,
  paginate,
  parseFilters,
  searchChipLabel,
  searchKeys,
  type FilterableJob,
  type JobFilters,
} from '@/lib/jobs/filter'
import { foldGerman, stripHtml } from '@/lib/jobs/text'

type J = FilterableJob & { id: number }
const jobs: J[] = [
  {
    id: 1,
    title: 'Küchenchef (m/w/d)',
    company: 'Hotel Alster',
    location: 'Hamburg',
    department: 'Küche',
    employmentType: 'Vollzeit',
    description: '<p>Leitung der <b>Küchenbrigade</b></p>',
    publishDate: '2026-11-20T12:00:00.000Z',
  },
  {
    id: 2,
    title: 'Rezeptionist',
    company: 'Stadthotel',
    location: 'München',
    department: 'Front Office',
    employmentType: 'Teilzeit',
    description: '<p>Empfang an der Straße</p>',
    publishDate: '2026-11-21T12:00:00.000Z',
  },
  {
    id: 3,
    title: 'Ärztlicher Leiter Spa',
    company: 'Öko Resort',
    location: 'Bad Tölz',
    department: null,
    employmentType: null,
    description: null,
    publishDate: '2026-11-01T12:00:00.000Z',
  },
  { id: 4, title: 'Barkeeper', company: null, location: 'Berlin', department: 'F&B', employmentType: 'Vollzeit', description: 'Cocktails', publishDate: null },
  {
    id: 5,
    title: 'Zimmermädchen',
    company: 'Apartmenthaus',
    location: 'münchen-Schwabing',
    department: 'Housekeeping',
    employmentType: 'Minijob',
    description: 'Reinigung',
    publishDate: '2026-10-01T12:00:00.000Z',
  },
]
const indexed = jobs.map((job) => ({ ...job, keys: searchKeys(job, stripHtml(job.description)) }))
const run = (filters: Partial<JobFilters>) => filterAndSortJobs(indexed, { ...EMPTY_FILTERS, ...filters }).map((j) => j.id)

describe('German case fold', () => {
  it('treats umlauts, their ae/oe/ue spelling and ß/ss as equal, ignoring case', () => {
    expect(foldGerman('MÜNCHEN')).toBe(foldGerman('muenchen'))
    expect(foldGerman('Straße')).toBe(foldGerman('STRASSE'))
    expect(foldGerman('ẞ')).toBe('ss')
    expect(foldGerman('Ä')).toBe('ae')
    expect(foldGerman('Cafe\u0301')).toBe('café') // decomposed accent normalised, kept
  })
})

describe('filter rules', () => {
  it('search: case-insensitive substring of title, description (HTML stripped) or company', () => {
    expect(run({ search: 'küchenchef' })).toEqual([1])
    expect(run({ search: 'KÜCHENBRIGADE' })).toEqual([1]) // description, tags removed
    expect(run({ search: 'stadthotel' })).toEqual([2]) // company
    expect(run({ search: 'nothing-like-this' })).toEqual([])
  })
  it('search compares umlauts and ß as a German reader expects', () => {
    expect(run({ search: 'kuechenchef' })).toEqual([1])
    expect(run({ search: 'STRASSE' })).toEqual([2])
    expect(run({ search: 'strasse' })).toEqual([2])
    expect(run({ search: 'ÄRZTLICH' })).toEqual([3])
    expect(run({ search: 'öko' })).toEqual([3])
  })
  it('search does not match across the boundary of title and description', () => {
    expect(run({ search: 'barkeeper cocktails' })).toEqual([])
  })
  it('location: case-insensitive substring', () => {
    expect(run({ location: 'münchen' }).sort()).toEqual([2, 5])
    expect(run({ location: 'MUENCHEN' }).sort()).toEqual([2, 5])
    expect(run({ location: 'Tölz' })).toEqual([3])
    expect(run({ location: 'Köln' })).toEqual([])
  })
  it('department: substring, applied only when the job has a department', () => {
    // job 3 has no department: it is not hidden by a Bereich filter
    expect(run({ department: 'küche' }).sort()).toEqual([1, 3])
    expect(run({ department: 'Front' }).sort()).toEqual([2, 3])
  })
  it('employment type: substring, applied only when the job has one', () => {
    expect(run({ employmentType: 'vollzeit' }).sort()).toEqual([1, 3, 4])
  })
  it('filters combine', () => {
    expect(run({ search: 'hotel', location: 'hamburg' })).toEqual([1])
  })
})

describe('sorting', () => {
  it('defaults to newest first, undated last', () => {
    expect(run({})).toEqual([2, 1, 3, 5, 4])
  })
  it('the default order is ascending, and the toggle reverses the default view too (oldest first)', () => {
    expect(EMPTY_FILTERS.sortOrder).toBe('asc')
    expect(run({ sortOrder: 'desc' })).toEqual([5, 3, 1, 2, 4])
    expect(filtersToParams({ ...EMPTY_FILTERS, sortOrder: 'desc' }).toString()).toBe('order=desc')
    expect(parseFilters({ order: 'desc' })).toMatchObject({ sortBy: '', sortOrder: 'desc' })
  })
  it('title ascending uses German collation (Ä with A, not after Z)', () => {
    expect(run({ sortBy: 'title' })).toEqual([3, 4, 1, 2, 5])
    expect(run({ sortBy: 'title', sortOrder: 'desc' })).toEqual([5, 2, 1, 4, 3])
  })
  it('company: empty values last in both directions', () => {
    expect(run({ sortBy: 'company' })).toEqual([5, 1, 3, 2, 4])
    expect(run({ sortBy: 'company', sortOrder: 'desc' })).toEqual([2, 3, 1, 5, 4])
  })
  it('location ignores case and umlauts the German way', () => {
    expect(run({ sortBy: 'location' })).toEqual([3, 4, 1, 2, 5])
  })
  it('publishDate ascending and descending; missing dates last', () => {
    expect(run({ sortBy: 'publishDate' })).toEqual([5, 3, 1, 2, 4])
    expect(run({ sortBy: 'publishDate', sortOrder: 'desc' })).toEqual([2, 1, 3, 5, 4])
  })
  it('ß sorts as ss and umlauts next to their base letter', () => {
    const words = ['Strauß', 'Strasse', 'Straße', 'Sturm', 'Staub', 'Öl', 'Ofen', 'Zucker']
    expect([...words].sort(compareGerman)).toEqual(['Ofen', 'Öl', 'Staub', 'Strasse', 'Straße', 'Strauß', 'Sturm', 'Zucker'])
  })
  it('comparator is stable for equal keys', () => {
    const same = [
      { id: 1, title: 'A' },
      { id: 2, title: 'a' },
      { id: 3, title: 'A' },
    ]
    expect([...same].sort(jobComparator('title', 'asc')).map((j) => j.id)).toEqual([1, 2, 3])
  })
})

describe('URL parameters', () => {
  it('reads q, ort, bereich, sort, order; search is an alias of q; bad values fall back', () => {
    expect(parseFilters({ q: ' Koch ', ort: 'Hamburg', bereich: 'Küche', sort: 'title', order: 'desc' })).toEqual({
      search: 'Koch',
      location: 'Hamburg',
      department: 'Küche',
      employmentType: '',
      sortBy: 'title',
      sortOrder: 'desc',
      lease: false,
    })
    expect(parseFilters(new URLSearchParams('search=Spa')).search).toBe('Spa')
    expect(parseFilters({ sort: 'salary', order: 'sideways' })).toMatchObject({ sortBy: '', sortOrder: 'asc' })
    expect(parseFilters({ q: ['a', 'b'] }).search).toBe('a')
  })
  it('writes only non-default values, and the page when > 1', () => {
    expect(filtersToParams(EMPTY_FILTERS).toString()).toBe('')
    expect(filtersToParams({ ...EMPTY_FILTERS, search: 'Koch', sortBy: 'title', sortOrder: 'desc' }, 3).toString()).toBe('q=Koch&sort=title&order=desc&seite=3')
    expect(parseFilters(filtersToParams({ ...EMPTY_FILTERS, location: 'München' }))).toMatchObject({ location: 'München' })
  })
})

describe('options, chips, pages', () => {
  it('options are distinct, non-empty, German-ordered; spelling variants collapse', () => {
    expect(distinctOptions(['München', 'Berlin', null, '', ' Augsburg ', 'MÜNCHEN', 'Öhringen', 'Zwickau'])).toEqual([
      'Augsburg',
      'Berlin',
      'München',
      'Öhringen',
      'Zwickau',
    ])
  })
  it('search chip: first 12 characters followed by ...', () => {
    expect(searchChipLabel('Küchenchef Hamburg')).toBe('Küchenchef H...')
    expect(searchChipLabel('Koch')).toBe('Koch...')
  })
  it('paginates with a clamped page number', () => {
    const items = Array.from({ length: 30 }, (_, i) => i)
    expect(paginate(items, 1, 12)).toMatchObject({ page: 1, pageCount: 3, total: 30, items: items.slice(0, 12) })
    expect(paginate(items, 3, 12).items).toEqual(items.slice(24))
    expect(paginate(items, 99, 12).page).toBe(3)
    expect(paginate(items, -1, 12).page).toBe(1)
    expect(paginate([], 1, 12)).toMatchObject({ page: 1, pageCount: 1, items: [] })
  })
})
