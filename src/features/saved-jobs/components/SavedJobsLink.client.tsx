'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { cn } from '@/components/ui/cn'
import { useSavedJobs } from './store'
import { SAVED_JOBS_PATH } from '@/lib/paths'

/** Header link to /merkliste with the number of saved jobs. */
export function SavedJobsLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const count = useSavedJobs().length
  return (
    <Link
      href={SAVED_JOBS_PATH}
      onClick={onClick}
      prefetch={false}
      aria-label={count ? `Merkliste, ${count} ${count === 1 ? 'Stelle' : 'Stellen'} gemerkt` : 'Merkliste'}
      data-saved-jobs-count={count}
      className={cn('saved-jobs-link focus-ring', className)}
    >
      <Icon name="heart" className="size-5" />
      {count > 0 && (
        <span aria-hidden="true" className="saved-jobs-count">
          {count}
        </span>
      )}
    </Link>
  )
}
