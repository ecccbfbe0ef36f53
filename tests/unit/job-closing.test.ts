import { describe, expect, it } from 'vitest'
import { closedNotice, isJobOpen, jobIndexingChanges, jobState, jobValidThrough, lapsedBetween, openJobsUntil } from '@/features/jobs/closing'
import { currentJobs } from '@/features/jobs/boardEntry'
import { buildJobPostingJsonLd } from '@/features/jobs/jsonld'
import { applyUrl } from '@/lib/jobs/contact'

// Payload stores a date-only field as noon UTC of that day
const day = (iso: string) => `${iso}T12:00:00.000Z`
const now = new Date('2026-11-26T10:00:00Z')

describe('„Gültig bis“ and „Stelle besetzt“', () => {
  it('keeps a job open through its „Gültig bis“ day and ends it the day after', () => {
    expect(jobState({ validThrough: day('2026-11-26') }, now)).toBe('open')
    expect(jobState({ validThrough: day('2026-11-26') }, new Date('2026-11-27T00:30:00Z'))).toBe('ended')
    expect(jobState({ validThrough: day('2026-11-25') }, now)).toBe('ended')
    expect(jobState({}, now)).toBe('open')
  })

  it('keeps the list of open jobs until the first of them closes', () => {
    const jobs = [
      { id: 1, applicationDeadline: day('2026-11-28') },
      { id: 2, validThrough: day('2026-11-27') },
      { id: 3, validThrough: day('2026-11-20') }, // ended already: it never reopens
      { id: 4 },
    ]
    const { open, until } = openJobsUntil(jobs, now)
    expect(open.map((job) => job.id)).toEqual([1, 2, 4])
    expect(jobState(jobs[1], new Date(until - 1))).toBe('open')
    expect(jobState(jobs[1], new Date(until))).toBe('ended')
    expect(openJobsUntil(jobs, new Date(until)).open.map((job) => job.id)).toEqual([1, 4])
    expect(openJobsUntil(jobs.slice(3), now).until).toBe(Infinity)
  })

  it('ends a filled job at once, whatever its dates say', () => {
    expect(jobState({ filled: true, validThrough: day('2027-01-31'), applicationDeadline: day('2027-01-31') }, now)).toBe('ended')
    expect(isJobOpen({ filled: false }, now)).toBe(true)
  })

  it('tells a passed application deadline apart from an ad that is no longer advertised', () => {
    expect(jobState({ applicationDeadline: day('2026-11-20') }, now)).toBe('deadline')
    expect(closedNotice('deadline')).toContain('Bewerbungsfrist')
    expect(closedNotice('ended')).toBe('Diese Stelle wird nicht mehr ausgeschrieben. Sehen Sie sich gern unsere aktuellen Stellenangebote an.')
    expect(closedNotice('open')).toBeNull()
  })

  it('leaves filled and run-out jobs off the board, open ones stay in order', () => {
    const jobs = [{ id: 1, filled: true }, { id: 2, validThrough: day('2026-11-01') }, { id: 3, validThrough: day('2026-12-31') }, { id: 4 }]
    expect(currentJobs(jobs, now).map((job) => job.id)).toEqual([3, 4])
  })

  it('gives the JSON-LD the earlier of „Gültig bis“ and the deadline, and no markup once the job ended', () => {
    expect(jobValidThrough({ validThrough: day('2026-12-15'), applicationDeadline: day('2026-12-31') })).toBe(day('2026-12-15'))
    expect(jobValidThrough({ applicationDeadline: day('2026-12-31') })).toBe(day('2026-12-31'))
    expect(jobValidThrough({})).toBeNull()
    const org = { name: 'Muster Consulting', url: 'https://www.example.de' }
    const job = { slug: 'koch', title: 'Koch (m/w/d)', validThrough: day('2026-12-15') }
    expect(buildJobPostingJsonLd(job, org, now)?.validThrough).toBe(day('2026-12-15'))
    expect(buildJobPostingJsonLd({ ...job, filled: true }, org, now)).toBeNull()
    expect(buildJobPostingJsonLd({ ...job, validThrough: day('2026-11-01') }, org, now)).toBeNull()
  })

  it('tells Google once when a job is filled, and not again on later saves', () => {
    expect(jobIndexingChanges({ slug: 'koch' }, { slug: 'koch', filled: true }, now)).toEqual([{ slug: 'koch', type: 'URL_DELETED' }])
    expect(jobIndexingChanges({ slug: 'koch', filled: true }, { slug: 'koch', filled: true }, now)).toEqual([])
    expect(jobIndexingChanges({ slug: 'koch', filled: true }, { slug: 'koch', filled: false }, now)).toEqual([{ slug: 'koch', type: 'URL_UPDATED' }])
    expect(jobIndexingChanges(undefined, { slug: 'koch' }, now)).toEqual([{ slug: 'koch', type: 'URL_UPDATED' }])
    expect(jobIndexingChanges({ slug: 'alt' }, { slug: 'neu' }, now)).toEqual([
      { slug: 'alt', type: 'URL_DELETED' },
      { slug: 'neu', type: 'URL_UPDATED' },
    ])
  })
})

describe('jobs that reach „Gültig bis“ while nobody writes them', () => {
  it('are named once, by the first look after their day ended; filled, open and earlier ones are not', () => {
    const jobs = [
      { slug: 'gestern', validThrough: day('2026-11-25') },
      { slug: 'vorgestern', validThrough: day('2026-11-24') },
      { slug: 'heute', validThrough: day('2026-11-26') },
      { slug: 'besetzt', validThrough: day('2026-11-25'), filled: true },
      { slug: 'ohne-datum' },
    ]
    // the last look was on the evening of the 25th, this one is on the 26th
    expect(lapsedBetween(jobs, new Date('2026-11-25T20:00:00Z'), now)).toEqual(['gestern'])
    // the next look names nobody again
    expect(lapsedBetween(jobs, now, new Date('2026-11-26T10:15:00Z'))).toEqual([])
  })
})

describe('the ATS link of a manual job', () => {
  it('is not made from the template without an ATS id; its own link still counts', () => {
    const settings = { applyUrlTemplate: 'https://ats.example.com/apply?id={id}' } as never
    expect(applyUrl({ id: 7, slug: 'koch-abc', externalId: null, applyUrl: null } as never, settings)).toBeUndefined()
    expect(applyUrl({ id: 7, slug: 'koch-abc', externalId: null, applyUrl: 'https://own.example.com/koch' } as never, settings)).toBe(
      'https://own.example.com/koch',
    )
  })
})

describe('the URL id of a manual job written with autosave', () => {
  const now = new Date('2026-11-26T10:00:00Z')
  const suffix = now.getTime().toString(36)
  it('follows the title while the job is a draft and stays once it is live', async () => {
    const { nextJobSlug } = await import('@/features/jobs/slug')
    // the first autosave after two letters
    const first = nextJobSlug({ title: 'Ko', live: false, now })
    expect(first).toBe(`ko-${suffix}`)
    const later = nextJobSlug({ slug: first, title: 'Koch für die Brasserie', previousTitle: 'Ko', live: false, now: new Date() })
    expect(later).toBe(`koch-fuer-die-brasserie-${suffix}`)
    expect(nextJobSlug({ slug: later, title: 'Küchenchef', previousTitle: 'Koch für die Brasserie', live: true })).toBe(later)
    // an id the editor chose is kept
    expect(nextJobSlug({ slug: 'mein-koch', title: 'Küchenchef', previousTitle: 'Koch', live: false })).toBe('mein-koch')
  })
})

describe('how long a page that shows jobs is kept', () => {
  const now = Date.parse('2026-11-26T10:00:00Z')
  it('until the first of its jobs closes, in a few steps; without limit when none closes', async () => {
    const { lifetimeStep, openJobsUntil } = await import('@/features/jobs/closing')
    expect(lifetimeStep(Infinity, now)).toBeNull()
    expect(lifetimeStep(now + 40 * 86_400_000, now)).toBe(86_400)
    expect(lifetimeStep(now + 2 * 3_600_000, now)).toBe(3_600)
    expect(lifetimeStep(now + 299_000, now)).toBe(60)
    expect(lifetimeStep(now + 30_000, now)).toBe(1)
    expect(lifetimeStep(now - 5_000, now)).toBe(1) // closed already: rendered again at once
    // a job whose „Gültig bis“ is today: kept until the day is over, at most an hour at a time
    const { until } = openJobsUntil([{ validThrough: '2026-11-26' }], new Date(now))
    expect(lifetimeStep(until, now)).toBe(3_600)
    expect(lifetimeStep(openJobsUntil([{}], new Date(now)).until, now)).toBeNull()
  })
})
