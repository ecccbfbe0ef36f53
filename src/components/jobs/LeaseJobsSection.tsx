import { Suspense } from 'react'
import { Alert } from '@/components/ui/feedback'
import { getLeaseJobs } from '@/data/jobs'
import { getSiteSettings } from '@/data/settings'
import { keepRenderBriefly } from '@/data/shortLived'
import { JobGrid } from './JobGrid'
import { JobGridSkeleton } from './Skeletons'
import { mediaUrl } from '@/lib/jobs/contact'

export const LEASE_LOAD_ERROR = 'Die Stellenangebote konnten nicht geladen werden. Bitte versuchen Sie es später erneut.'

/** /verpachtung#paechter-jobs: open jobs that mention a lease term; 3 skeleton cards while loading. */
export function LeaseJobsSection({ title = 'Aktuelle Pachtangebote' }: { title?: string }) {
  return (
    <section id="paechter-jobs" aria-labelledby="paechter-jobs-title" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16">
      <h2 id="paechter-jobs-title" className="mb-8 text-3xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      <Suspense fallback={<JobGridSkeleton count={3} />}>
        <LeaseJobs />
      </Suspense>
    </section>
  )
}

async function LeaseJobs() {
  try {
    const [jobs, settings] = await Promise.all([getLeaseJobs(), getSiteSettings()])
    if (jobs.length === 0) {
      return <p className="text-muted-foreground">Aktuell sind keine Pachtobjekte ausgeschrieben. Sprechen Sie uns gern direkt an.</p>
    }
    const defaultImage = mediaUrl(settings.defaultJobImage)
    return <JobGrid jobs={jobs} defaultImage={defaultImage} />
  } catch (error) {
    console.error('[lease jobs] loading failed', error)
    await keepRenderBriefly() // the page is cached: not with this alert
    return <Alert variant="destructive">{LEASE_LOAD_ERROR}</Alert>
  }
}
