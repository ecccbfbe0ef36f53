'use client'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { JobCard } from '@/features/jobs/components/JobCard'
import { buttonVariants } from '@/components/ui/Button'
import { Alert, Skeleton } from '@/components/ui/Feedback'
import type { BoardEntry } from '@/features/jobs/boardEntry'
import { savedJobsQuery } from '@/features/saved-jobs/lib'
import { removeSaved, useSavedJobs } from './store'
import { API_PATHS, BOARD_PATH } from '@/lib/paths'

type Loaded = { query: string; jobs: Map<string, Omit<BoardEntry, 'keys'>> } | { query: string; error: true }

/** The saved jobs that still exist, as cards; jobs gone from the board get a note instead. */
export function SavedJobsList({ defaultImage }: { defaultImage?: string }) {
  const saved = useSavedJobs()
  const [hydrated, setHydrated] = useState(false)
  const [loaded, setLoaded] = useState<Loaded>()
  const query = savedJobsQuery(saved)

  useEffect(() => setHydrated(true), [])
  useEffect(() => {
    if (!query) return
    let active = true
    fetch(`${API_PATHS.savedJobs}?ids=${encodeURIComponent(query)}`)
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((data: { jobs: Omit<BoardEntry, 'keys'>[] }) => {
        if (active) setLoaded({ query, jobs: new Map(data.jobs.map((job) => [job.slug, job])) })
      })
      .catch(() => active && setLoaded({ query, error: true }))
    return () => {
      active = false
    }
  }, [query])

  if (!hydrated || (query && loaded?.query !== query && !loaded)) {
    return <Skeleton className="mt-8 h-64 w-full" />
  }
  if (saved.length === 0) {
    return (
      <div className="mt-8 flex flex-col items-start gap-4 rounded-xl border border-dashed p-10" data-saved-jobs-empty="">
        <p className="text-muted-foreground">Ihre Merkliste ist leer. Tippen Sie bei einer Stelle auf das Herz, um sie hier zu sammeln.</p>
        <Link href={BOARD_PATH} className={buttonVariants({ variant: 'luxury' })}>
          Stellenangebote ansehen
        </Link>
      </div>
    )
  }
  if (loaded && 'error' in loaded) {
    return (
      <Alert variant="destructive" className="mt-8">
        Die Merkliste konnte nicht geladen werden. Bitte versuchen Sie es später erneut.
      </Alert>
    )
  }
  const jobs = loaded?.jobs ?? new Map()
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Gemerkte Stellen">
      {saved.map((entry) => {
        const job = jobs.get(entry.slug)
        return (
          <li key={entry.slug} className="flex" data-saved-job={entry.slug}>
            {job ? (
              <JobCard job={{ ...job, keys: { searchText: '', location: '', department: '', employmentType: '', lease: false } }} defaultImage={defaultImage} />
            ) : (
              <div className="flex w-full flex-col gap-3 rounded-xl border border-dashed bg-muted/40 p-5" data-saved-job-gone="">
                <h2 className="font-semibold text-brand-950">{entry.title}</h2>
                <p className="text-sm text-muted-foreground">Diese Stelle ist nicht mehr ausgeschrieben.</p>
                <button
                  type="button"
                  onClick={() => removeSaved(entry.slug)}
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
                >
                  Von der Merkliste entfernen
                </button>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
