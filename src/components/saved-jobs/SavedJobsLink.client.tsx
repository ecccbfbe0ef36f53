'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { cn } from '@/components/ui/cn'
import { useSavedJobs } from './store'

/** Header link to /merkliste with the number of saved jobs. */
export function SavedJobsLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  const count = useSavedJobs().length
  return (
    <Link
      href="/merkliste"
      onClick={onClick}
      prefetch={false}
      aria-label={count ? `Merkliste, ${count} ${count === 1 ? 'Stelle' : 'Stellen'} gemerkt` : 'Merkliste'}
      data-saved-jobs-count={count}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-brand-50 hover:text-brand-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      <Icon name="heart" className="size-5" />
      {count > 0 && (
        <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1 text-xs font-semibold leading-5 text-white">
          {count}
        </span>
      )}
    </Link>
  )
}
