import Link from 'next/link'
import { Badge } from '@/components/ui/badge'
import { formatGermanShortDate } from '@/lib/jobs/format'
import type { BoardEntry } from '@/lib/jobs/board'
import { TEASER_FALLBACK } from '@/lib/jobs/teaser'
import { CardIcon } from './CardIcons'
import { JobLinkPending } from '@/components/jobs/JobLinkPending.client'
import { jobPath } from '@/lib/paths'

/** One job on the board: the whole card links to the detail page. */
export function JobCard({ job, defaultImage }: { job: BoardEntry; defaultImage?: string }) {
  const image = job.image || defaultImage
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md" data-job-card={job.slug}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- own-origin or data: image, sizes unknown
        <img src={image} alt="" loading="lazy" decoding="async" className="h-40 w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex h-40 items-center justify-center bg-gradient-to-br from-brand-800 to-brand-600 text-white/80">
          <CardIcon name="briefcase" className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold leading-snug text-brand-950">
          <Link href={jobPath(job.slug)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {job.title}
            <JobLinkPending />
          </Link>
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          {job.company && (
            <li className="flex items-center gap-1.5">
              <CardIcon name="building" className="size-4 shrink-0" />
              {job.company}
            </li>
          )}
          {job.location && (
            <li className="flex items-center gap-1.5">
              <CardIcon name="map-pin" className="size-4 shrink-0" />
              {job.location}
            </li>
          )}
          {job.publishDate && (
            <li className="flex items-center gap-1.5">
              <CardIcon name="calendar" className="size-4 shrink-0" />
              <span>
                <span className="sr-only">Veröffentlicht am </span>
                {formatGermanShortDate(job.publishDate)}
              </span>
            </li>
          )}
        </ul>
        {(job.employmentType || job.department) && (
          <div className="flex flex-wrap gap-2">
            {job.employmentType && <Badge variant="secondary">{job.employmentType}</Badge>}
            {job.department && <Badge variant="outline">{job.department}</Badge>}
          </div>
        )}
        <p className="text-sm leading-relaxed text-foreground/80">{job.teaser || TEASER_FALLBACK}</p>
      </div>
    </article>
  )
}
