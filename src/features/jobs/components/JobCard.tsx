import { Img } from '@/components/ui/Image'
import Link from 'next/link'
import { SaveJobButton } from '@/features/saved-jobs/components/SaveJobButton.client'
import { Badge } from '@/components/ui/Badge'
import { Tooltip } from '@/components/ui/Tooltip.client'
import { formatGermanShortDate } from '@/lib/jobs/format'
import type { BoardEntry } from '@/features/jobs/boardEntry'
import { TEASER_FALLBACK } from '@/lib/jobs/teaser'
import { Icon, IconLine } from '@/components/site/Icon'
import { JobLinkPending } from '@/features/jobs/components/JobLinkPending.client'
import { jobPath } from '@/lib/paths'
import { formatDistance } from '@/features/job-search/geo'

/** One job on the board: the whole card links to the detail page. */
export function JobCard({ job, defaultImage }: { job: BoardEntry; defaultImage?: string }) {
  const image = job.image || defaultImage
  const furtherPlaces = job.location ? job.additionalLocations : job.additionalLocations.slice(1)
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
      data-job-card={job.slug}
    >
      {image ? (
        // own origin only (stored in Media by the import); resized by sharp, loaded when scrolled near
        <div className="relative h-40 w-full">
          <Img src={image} alt="" fill loading="lazy" sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw" className="object-cover" />
        </div>
      ) : (
        <div aria-hidden="true" className="flex h-40 items-center justify-center bg-gradient-to-br from-brand-800 to-brand-600 text-white/80">
          <Icon name="briefcase" className="size-10" />
        </div>
      )}
      {/* above the card's full-size link overlay */}
      <SaveJobButton slug={job.slug} title={job.title} className="absolute right-3 top-3 z-10" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-lg font-semibold leading-snug text-brand-950">
          <Link href={jobPath(job.slug)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {job.title}
            <JobLinkPending />
          </Link>
        </h3>
        <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
          {job.company && <IconLine icon="building-2">{job.company}</IconLine>}
          {(job.location || job.additionalLocations.length > 0) && (
            <IconLine icon="map-pin" data-card-location="">
              {job.location || job.additionalLocations[0]}
              {job.distanceKm !== undefined && (
                <span className="font-medium text-foreground" data-card-distance="">
                  · {formatDistance(job.distanceKm)}
                </span>
              )}
              {furtherPlaces.length > 0 && (
                <Tooltip content={`Weitere Orte: ${furtherPlaces.join(', ')}`}>
                  {/* above the card's full-size link, so hover and focus reach it */}
                  <span
                    tabIndex={0}
                    className="relative z-10 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
                    data-further-locations=""
                  >
                    +{furtherPlaces.length} {furtherPlaces.length === 1 ? 'weiterer Ort' : 'weitere Orte'}
                    <span className="sr-only">: {furtherPlaces.join(', ')}</span>
                  </span>
                </Tooltip>
              )}
            </IconLine>
          )}
          {job.salary && (
            <IconLine icon="euro" className="flex items-center gap-1.5 font-medium text-foreground" data-card-salary="">
              <span>
                <span className="sr-only">Gehalt: </span>
                {job.salary}
              </span>
            </IconLine>
          )}
          {job.publishDate && (
            <IconLine icon="calendar">
              <span>
                <span className="sr-only">Veröffentlicht am </span>
                {formatGermanShortDate(job.publishDate)}
              </span>
            </IconLine>
          )}
        </ul>
        {(job.employmentType || job.department || job.salary) && (
          <div className="flex flex-wrap gap-2">
            {job.salary && (
              <Badge variant="default" data-salary-badge="">
                Gehalt angegeben
              </Badge>
            )}
            {job.employmentType && <Badge variant="secondary">{job.employmentType}</Badge>}
            {job.department && <Badge variant="outline">{job.department}</Badge>}
          </div>
        )}
        <p className="text-sm leading-relaxed text-foreground/80">{job.teaser || TEASER_FALLBACK}</p>
      </div>
    </article>
  )
}
