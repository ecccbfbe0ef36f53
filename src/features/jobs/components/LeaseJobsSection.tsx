import Link from 'next/link'
import { Suspense } from 'react'
import { Icon } from '@/components/site/Icon'
import { buttonVariants } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { getLeaseJobs } from '@/features/jobs/data'
import { getSiteSettings } from '@/features/site-shell/settings'
import { logger } from '@/features/ops/log'
import { keepRenderBriefly } from '@/features/cache/shortLived'
import { JobGrid } from './JobGrid'
import { JobGridSkeleton } from './Skeletons'
import { mediaUrl } from '@/lib/jobs/contact'
import { leaseBatch, leaseCountLabel, leaseMoreLabel } from '@/lib/jobs/lease'
import { LEASE_BOARD_PATH } from '@/lib/paths'

export const LEASE_LOAD_ERROR = 'Die Stellenangebote konnten nicht geladen werden. Bitte versuchen Sie es später erneut.'

/**
 * /verpachtung#paechter-jobs: the newest open jobs that mention a lease term (LEASE_BATCH_SIZE of
 * them), and when there are more, a link to the board filtered to all of them; 3 skeleton cards
 * while loading.
 */
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
    const { items, total, more } = leaseBatch(jobs)
    const defaultImage = mediaUrl(settings.defaultJobImage)
    return (
      <>
        <JobGrid jobs={items} defaultImage={defaultImage} />
        {more && (
          <div className="mt-10 flex flex-col items-center gap-3 text-center" data-lease-more="">
            <p className="text-sm text-muted-foreground">{leaseCountLabel(items.length, total)}</p>
            {/* no prefetch: it would render the filtered board on the server for every visit of this page */}
            <Link href={LEASE_BOARD_PATH} prefetch={false} className={buttonVariants({ variant: 'luxury', size: 'lg' })}>
              {leaseMoreLabel(total)}
              <Icon name="arrow-right" />
            </Link>
          </div>
        )}
      </>
    )
  } catch (error) {
    logger.error({ event: 'lease-jobs-failed', err: error }, 'lease-jobs-failed')
    await keepRenderBriefly() // the page is cached: not with this alert
    return <Alert variant="destructive">{LEASE_LOAD_ERROR}</Alert>
  }
}
