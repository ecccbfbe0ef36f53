import { Icon, IconLine } from '@/components/site/Icon'
import { Img } from '@/components/ui/Image'
import Link from 'next/link'
import { Fragment } from 'react'
import { ShareButton } from '@/features/jobs/components/ShareButton.client'
import { SaveJobButton } from '@/features/saved-jobs/components/SaveJobButton.client'
import { Badge } from '@/components/ui/Badge'
import { factBadges } from '@/features/job-search/facts'
import { SEASON_LABELS, WORKING_TIME_LABELS } from '@/features/job-search/labels'
import { formatSalary, storedSalary } from '@/features/job-search/pay'
import { buttonVariants } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { siteUrl } from '@/env'
import { applyChannels } from '@/features/applications/channels'
import { detailLoadError } from '@/lib/errors'
import { isLocalImageSrc, sanitizeJobHtml } from '@/lib/html/sanitize'
import { detailBadges, extractBadges, jobBadges } from '@/lib/jobs/badges'
import { applyUrl, jobContact, mediaUrl } from '@/lib/jobs/contact'
import { formatGermanDate } from '@/lib/jobs/format'
import { closedNotice, jobState } from '@/features/jobs/closing'
import { chooseJobImage } from '@/lib/jobs/image'
import { buildJobBreadcrumbJsonLd, buildJobPostingJsonLd, jsonLdScript } from '@/features/jobs/jsonld'
import { splitLocations } from '@/lib/jobs/locations'
import { stripHtml } from '@/lib/jobs/text'
import type { BoardEntry } from '@/features/jobs/boardEntry'
import type { Job, SiteSetting } from '@/payload-types'
import { ContactCard } from './ContactCard'
import { JobGrid } from './JobGrid'
import { applyPath, BOARD_PATH, candidatesSectionPath, HOME_PATH } from '@/lib/paths'

/** Shown instead of the ad when the jobs cannot be read: a plain reason, the technical one stays in the server log. */
export function JobDetailLoadError({ reason }: { reason: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <Alert variant="destructive">{detailLoadError(reason)}</Alert>
    </div>
  )
}

const BREADCRUMBS = [
  { href: HOME_PATH, label: 'Startseite' },
  { href: BOARD_PATH, label: 'Stellenangebote' },
]

const BADGE_ICONS = { workingTime: 'briefcase', hours: 'clock', contractType: 'file-text', startDate: 'calendar-clock' } as const

function Section({ title, html }: { title: string; html: string }) {
  if (!stripHtml(html) && !/<img/i.test(html)) return null
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-brand-950">{title}</h2>
      <div
        className="max-w-none leading-relaxed text-foreground/90 [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  )
}

/** The job ad: renders the loaded job with the site settings' defaults (route: /stellenangebote/[jobId]). */
export function JobDetail({ job, settings, similar = [] }: { job: Job; settings: SiteSetting; similar?: BoardEntry[] }) {
  const { badges: parsed, html: descriptionRaw } = extractBadges(job.description)
  const badges = jobBadges(job, parsed)
  const description = sanitizeJobHtml(descriptionRaw)
  const requirements = sanitizeJobHtml(job.requirements)
  const benefits = sanitizeJobHtml(job.benefits)
  const hero = chooseJobImage(job, { ownOrigin: siteUrl(), fallback: mediaUrl(settings.defaultJobImage) })
  const state = jobState(job)
  const expired = state !== 'open'
  const contact = jobContact(job, settings)
  const furtherLocations = splitLocations(job.additionalLocations)
  const channels = applyChannels(settings)
  const shortForm = channels.shortForm && !expired
  const apply = channels.atsLink ? applyUrl(job, settings) : undefined
  const mail = channels.emailLink && contact.email ? `mailto:${contact.email}?subject=${encodeURIComponent(`Bewerbung: ${job.title}`)}` : undefined
  // a job read straight from the feed (empty collection) has no stored figures: its text is read
  const salaryFigures = job.salaryPeriod === undefined ? undefined : storedSalary(job)
  const shownBadges = detailBadges(badges)
  const salaryLabel = formatSalary(salaryFigures ?? null)
  const facts = factBadges({
    staffHousing: job.staffHousing ?? false,
    seasonKind: job.seasonKind ?? null,
    season: job.season ?? null,
    workingTimeModel: job.workingTimeModel ?? null,
    startFrom: job.startFrom ?? null,
    meals: job.meals ?? false,
    tips: job.tips ?? false,
    workWeekDays: job.workWeekDays ?? null,
  }).filter(
    (label) =>
      !(badges.startDate && label.startsWith('Einstieg')) &&
      !shownBadges.some((badge) => badge.label.toLocaleLowerCase('de') === label.toLocaleLowerCase('de')),
  )
  const jsonLd = buildJobPostingJsonLd(
    {
      slug: job.slug || String(job.id),
      title: job.title,
      company: job.company,
      location: job.location,
      additionalLocations: job.additionalLocations,
      street: job.street,
      postalCode: job.postalCode,
      region: job.region,
      country: job.country,
      descriptionHtml: description,
      requirements: job.requirements,
      benefits: job.benefits,
      salary: job.salary,
      salaryFigures,
      employmentType: job.employmentType,
      // the stored working-time model and season count for Google's employmentType too
      workingTime: [badges.workingTime, job.workingTimeModel && WORKING_TIME_LABELS[job.workingTimeModel]].filter(Boolean).join(' '),
      contractType: [badges.contractType, job.seasonKind === 'saison' && SEASON_LABELS.saison].filter(Boolean).join(' '),
      publishDate: job.publishDate,
      createdAt: job.createdAt,
      applicationDeadline: job.applicationDeadline,
      validThrough: job.validThrough,
      filled: job.filled,
      imageUrl: hero && hero.startsWith('/') ? `${siteUrl()}${hero}` : undefined,
      companyLogoUrl: job.companyLogo?.startsWith('/') && isLocalImageSrc(job.companyLogo) ? `${siteUrl()}${job.companyLogo}` : undefined,
      directApply: shortForm,
    },
    { name: settings.companyName, url: siteUrl(), logo: mediaUrl(settings.logo) ? `${siteUrl()}${mediaUrl(settings.logo)}` : undefined },
  )

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />}
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonLdScript(buildJobBreadcrumbJsonLd({ slug: job.slug || String(job.id), title: job.title }, siteUrl())) }}
      />
      <nav aria-label="Brotkrümelnavigation" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          {BREADCRUMBS.map(({ href, label }) => (
            <Fragment key={href}>
              <li>
                <Link href={href} className="hover:text-foreground hover:underline">
                  {label}
                </Link>
              </li>
              <li aria-hidden="true">
                <Icon name="chevron-right" className="size-4" />
              </li>
            </Fragment>
          ))}
          <li aria-current="page" className="font-medium text-foreground">
            {job.title}
          </li>
        </ol>
      </nav>

      <Link href={candidatesSectionPath('filter')} className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} mt-4 -ml-3`}>
        <Icon name="arrow-left" />
        Zurück zur Übersicht
      </Link>

      <div className="mt-4 overflow-hidden rounded-2xl">
        {hero ? (
          <div className="relative h-56 w-full sm:h-72">
            <Img src={hero} alt="" fill preload fetchPriority="high" sizes="(min-width: 1152px) 1120px, 100vw" className="object-cover" />
          </div>
        ) : (
          <div aria-hidden="true" className="flex h-56 items-center justify-center bg-gradient-to-br from-brand-900 to-brand-600 text-white/80 sm:h-72">
            <Icon name="briefcase" className="size-16" />
          </div>
        )}
      </div>

      <header className="mt-8 flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{job.title}</h1>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
          {job.company && (
            <IconLine as="span" icon="building-2" iconClassName="size-4">
              {job.company}
            </IconLine>
          )}
          {(job.location || furtherLocations.length > 0) && (
            <IconLine as="span" icon="map-pin" iconClassName="size-4" data-locations="">
              {[job.location, ...furtherLocations].filter(Boolean).join(' · ')}
            </IconLine>
          )}
          {job.publishDate && (
            <IconLine as="span" icon="calendar" iconClassName="size-4">
              Veröffentlicht am {formatGermanDate(job.publishDate)}
            </IconLine>
          )}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Eckdaten">
          {shownBadges.map(({ key, label, primary }) => {
            return (
              <li key={key}>
                <Badge variant={primary ? undefined : 'secondary'} data-badge={key}>
                  <Icon name={BADGE_ICONS[key]} className="size-3.5" />
                  {label}
                </Badge>
              </li>
            )
          })}
          {facts.map((label) => (
            <li key={label}>
              <Badge variant="outline" data-fact-badge="">
                {label}
              </Badge>
            </li>
          ))}
        </ul>
      </header>

      {expired && (
        <Alert className="mt-6" data-job-closed={state}>
          {closedNotice(state)}
        </Alert>
      )}

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          {(job.department || job.salary) && (
            <dl className="grid gap-4 rounded-xl border bg-muted/40 p-5 sm:grid-cols-2">
              {job.department && (
                <div>
                  <dt className="text-sm text-muted-foreground">Bereich</dt>
                  <dd className="flex items-center gap-1.5 font-medium">
                    <Icon name="briefcase" className="size-4 text-brand-700" />
                    {job.department}
                  </dd>
                </div>
              )}
              {job.salary && (
                <div>
                  <dt className="text-sm text-muted-foreground">Gehalt</dt>
                  <dd className="flex items-center gap-1.5 font-medium" data-salary="">
                    <Icon name="euro" className="size-4 text-brand-700" />
                    {salaryLabel ?? job.salary}
                  </dd>
                  {salaryLabel && salaryLabel !== job.salary && <dd className="mt-1 text-sm text-muted-foreground">Angabe im Inserat: {job.salary}</dd>}
                </div>
              )}
            </dl>
          )}
          <Section title="Stellenbeschreibung" html={description} />
          <Section title="Anforderungen" html={requirements} />
          <Section title="Das bieten wir" html={benefits} />
          {job.applicationDeadline && (
            <p className="flex items-center gap-2 font-medium" data-deadline="">
              <Icon name="calendar-clock" className="size-5 text-brand-700" />
              Bewerbungsfrist: {formatGermanDate(job.applicationDeadline)}
            </p>
          )}
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          {shortForm && (
            <Link href={applyPath(job.slug || String(job.id))} className={`${buttonVariants({ variant: 'luxury', size: 'lg' })} w-full`} data-apply-short="">
              <Icon name="send" />
              Jetzt bewerben – in 2 Minuten
            </Link>
          )}
          {apply && !expired && (
            <a
              href={apply}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonVariants({ variant: shortForm ? 'outline' : 'luxury', size: 'lg' })} w-full`}
            >
              Jetzt online bewerben
              <Icon name="external-link" />
            </a>
          )}
          {mail && state !== 'ended' && (
            <a href={mail} className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full`}>
              <Icon name="mail" />
              Per E-Mail bewerben
            </a>
          )}
          <SaveJobButton slug={job.slug || String(job.id)} title={job.title} withLabel className="w-full rounded-md" />
          <ShareButton title={job.title} text={job.company ? `${job.title} – ${job.company}` : job.title} />
          <ContactCard contact={contact} />
        </aside>
      </div>

      {similar.length > 0 && (
        <section aria-labelledby="similar-jobs" className="mt-16 flex flex-col gap-6" data-similar-jobs="">
          <h2 id="similar-jobs" className="text-2xl font-semibold text-brand-950">
            Ähnliche Stellen
          </h2>
          <JobGrid jobs={similar} defaultImage={mediaUrl(settings.defaultJobImage)} />
        </section>
      )}
    </article>
  )
}
