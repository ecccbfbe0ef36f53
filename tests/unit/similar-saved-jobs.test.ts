import { describe, expect, it } from 'vitest'
import { toBoardEntry } from '@/features/jobs/boardEntry'
import { buildSimilarJobsIndex, placeKey, selectSimilarFromIndex, selectSimilarJobs } from '@/features/jobs/similar'
import { parseSavedJobs, parseSlugList, SAVED_JOBS_KEY, SAVED_JOBS_MAX, toggleSavedJob } from '@/features/saved-jobs/lib'

const entry = (id: number, department: string | null, location: string | null, publishDate = `2026-11-${String(10 + id).padStart(2, '0')}T00:00:00Z`) =>
  toBoardEntry({ id, slug: `job-${id}`, title: `Stelle ${id}`, department, location, publishDate })

describe('similar jobs', () => {
  const target = entry(1, 'Küche', 'Hamburg')
  const jobs = [
    target,
    entry(2, 'Küche', 'München'),
    entry(3, 'Service', 'Hamburg-Altona'),
    entry(4, 'KÜCHE', 'hamburg'), // same department and place, spelled differently
    entry(5, 'Rezeption', 'Berlin'),
    entry(6, 'Kueche', 'Köln'),
    entry(7, null, null),
  ]

  it('prefers same department and place, then department, then place, newest first; never the job itself', () => {
    expect(selectSimilarJobs(target, jobs).map((job) => job.id)).toEqual([4, 6, 2])
    expect(selectSimilarJobs(target, jobs, 10).map((job) => job.id)).toEqual([4, 6, 2, 3])
  })

  it('picks the same jobs in the same order from the per-version index as from the whole list', () => {
    const departments = ['Küche', 'KÜCHE', 'Service', 'Rezeption', null]
    const places = ['Hamburg', 'hamburg-Altona', 'München', 'Köln (Deutz)', null]
    // equal dates on purpose: ties keep the list's order
    const many = Array.from({ length: 120 }, (_, i) =>
      entry(i + 1, departments[i % 5], places[(i * 3) % 5], `2026-11-${String(1 + (i % 9)).padStart(2, '0')}T00:00:00Z`),
    )
    const index = buildSimilarJobsIndex(many)
    const isOpen = (job: (typeof many)[number]) => job.id % 7 !== 0
    const open = (list: typeof many) => list.filter(isOpen)
    for (const target of many) {
      expect(selectSimilarFromIndex(target, index, () => true).map((job) => job.id)).toEqual(selectSimilarJobs(target, many).map((job) => job.id))
      expect(selectSimilarFromIndex(target, index, isOpen, 10).map((job) => job.id)).toEqual(selectSimilarJobs(target, open(many), 10).map((job) => job.id))
    }
  })

  it('finds nothing for a job without department and place, or without neighbours', () => {
    expect(selectSimilarJobs(entry(7, null, null), jobs)).toEqual([])
    expect(selectSimilarJobs(entry(8, 'Spa', 'Sylt'), jobs)).toEqual([])
  })

  it('reads the place from compound locations', () => {
    expect(placeKey('hamburg-altona')).toBe('hamburg')
    expect(placeKey('muenchen (schwabing)')).toBe('muenchen')
    expect(placeKey('')).toBe('')
  })
})

describe('Merkliste storage', () => {
  it('uses the documented key', () => expect(SAVED_JOBS_KEY).toBe('saved-jobs'))

  it('toggles jobs, newest first, bounded', () => {
    const now = new Date('2026-11-23T10:00:00Z')
    let list = toggleSavedJob([], { slug: 'a', title: 'Koch' }, now)
    list = toggleSavedJob(list, { slug: 'b', title: 'Kellner' }, now)
    expect(list.map((job) => job.slug)).toEqual(['b', 'a'])
    expect(toggleSavedJob(list, { slug: 'a', title: 'Koch' }).map((job) => job.slug)).toEqual(['b'])
    let many = list
    for (let i = 0; i < SAVED_JOBS_MAX + 5; i++) many = toggleSavedJob(many, { slug: `s${i}`, title: 't' })
    expect(many).toHaveLength(SAVED_JOBS_MAX)
  })

  it('survives malformed storage and drops duplicates', () => {
    expect(parseSavedJobs('{kaputt')).toEqual([])
    expect(parseSavedJobs('{"a":1}')).toEqual([])
    expect(parseSavedJobs('[{"slug":"a","title":"Koch"},{"slug":"a"},{"title":"ohne"},null,{"slug":"b"}]')).toEqual([
      { slug: 'a', title: 'Koch', savedAt: '' },
      { slug: 'b', title: 'b', savedAt: '' },
    ])
    expect(parseSlugList(' a,b,,a ,' + 'x'.repeat(300))).toEqual(['a', 'b'])
  })
})
