'use client'
import { Icon } from '@/components/site/Icon'
import { cn } from '@/components/ui/cn'
import { Tooltip } from '@/components/ui/Tooltip.client'
import { isSaved } from '@/features/saved-jobs/lib'
import { toggleSaved, useSavedJobs } from './store'

/** The heart on job cards and the detail page: saves the job on the Merkliste (this browser only). */
export function SaveJobButton({ slug, title, className, withLabel = false }: { slug: string; title: string; className?: string; withLabel?: boolean }) {
  const saved = isSaved(useSavedJobs(), slug)
  const label = saved ? 'Von der Merkliste entfernen' : 'Auf die Merkliste'
  const button = (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={withLabel ? undefined : `${label}: ${title}`}
      data-save-job={slug}
      onClick={() => toggleSaved({ slug, title })}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full border bg-white/95 text-brand-900 shadow-sm transition-colors hover:bg-white focus-ring',
        withLabel ? 'h-11 px-4 text-sm font-medium' : 'size-10',
        className,
      )}
    >
      <Icon name="heart" className={cn('size-5', saved && 'fill-rose-600 text-rose-600')} />
      {withLabel && (saved ? 'Gemerkt' : 'Merken')}
    </button>
  )
  // the icon-only heart explains itself in the site's tooltip (with its open delay), not a bare title
  return withLabel ? button : <Tooltip content={label}>{button}</Tooltip>
}
