import { ArrowLeft, Briefcase, Building2, Calendar, CalendarClock, ChevronRight, Clock, Euro, ExternalLink, FileText, Mail, MapPin } from 'lucide-react'
import Link from 'next/link'
import { Fragment } from 'react'
import { ShareButton } from '@/components/jobs/ShareButton.client'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Alert } from '@/components/ui/feedback'
import { siteUrl } from '@/env'
import { sanitizeJobHtml } from '@/lib/html/sanitize'
import { detailBadges, extractBadges, jobBadges } from '@/lib/jobs/badges'
import { applyUrl, jobContact, mediaUrl } from '@/lib/jobs/contact'
import { formatGermanDate, isExpired } from '@/lib/jobs/format'
import { chooseJobImage } from '@/lib/jobs/image'
import { buildJobPostingJsonLd, jsonLdScript } from '@/lib/jobs/jsonld'
import { stripHtml } from '@/lib/jobs/text'
import type { Job, SiteSetting } from '@/payload-types'
import { ContactCard } from './ContactCard'

export const DETAIL_LOAD_ERROR = (error: string) => `Fehler beim Laden der Stellenangebote: ${error}`
export const DETAIL_LOAD_REASON = 'Die Daten sind vorübergehend nicht verfügbar.'

/** Shown instead of the ad when the jobs cannot be read: a plain reason, the technical one stays in the server log. */
export function JobDetailLoadError() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <Alert variant="destructive">{DETAIL_LOAD_ERROR(DETAIL_LOAD_REASON)}</Alert>
    </div>
  )
}

const BREADCRUMBS = [
  { href: '/', label: 'Startseite' },
  { href: '/stellenangebote', label: 'Stellenangebote' },
]

const BADGE_ICONS = { workingTime: Briefcase, hours: Clock, contractType: FileText, startDate: CalendarClock } as const

function Section({ title, html }: { title: string; html: string }) {
  if (!stripHtml(html) && !/<img/i.test(html)) return null
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-brand-950">{title}</h2>
      <div className="max-w-none leading-relaxed text-foreground/90 [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  )
}

/** The job ad: renders the loaded job with the site settings' defaults (route: /stellenangebote/[jobId]). */
export function JobDetail({ job, settings }: { job: Job; settings: SiteSetting }) {
  const { badges: parsed, html: descriptionRaw } = extractBadges(job.description)
  const badges = jobBadges(job, parsed)
  const description = sanitizeJobHtml(descriptionRaw)
  const requirements = sanitizeJobHtml(job.requirements)
  const benefits = sanitizeJobHtml(job.benefits)
  const hero = chooseJobImage(job, { ownOrigin: siteUrl(), fallback: mediaUrl(settings.defaultJobImage) })
  const expired = isExpired(job.applicationDeadline)
  const contact = jobContact(job, settings)
  const apply = applyUrl(job, settings)
  const mail = contact.email
    ? `mailto:${contact.email}?subject=${encodeURIComponent(`Bewerbung: ${job.title}`)}`
    : undefined
  const jsonLd = buildJobPostingJsonLd(
    {
      slug: job.slug || String(job.id),
      title: job.title,
      company: job.company,
      location: job.location,
      descriptionHtml: description,
      requirements: job.requirements,
      benefits: job.benefits,
      salary: job.salary,
      employmentType: job.employmentType,
      workingTime: badges.workingTime,
      contractType: badges.contractType,
      publishDate: job.publishDate,
      createdAt: job.createdAt,
      applicationDeadline: job.applicationDeadline,
      imageUrl: hero && hero.startsWith('/') ? `${siteUrl()}${hero}` : undefined,
    },
    { name: settings.companyName, url: siteUrl(), logo: mediaUrl(settings.logo) ? `${siteUrl()}${mediaUrl(settings.logo)}` : undefined },
  )

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />}
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
                <ChevronRight className="size-4" />
              </li>
            </Fragment>
          ))}
          <li aria-current="page" className="font-medium text-foreground">
            {job.title}
          </li>
        </ol>
      </nav>

      <Link href="/bewerbende#filter" className={`${buttonVariants({ variant: 'ghost', size: 'sm' })} mt-4 -ml-3`}>
        <ArrowLeft aria-hidden="true" />
        Zurück zur Übersicht
      </Link>

      <div className="mt-4 overflow-hidden rounded-2xl">
        {hero ? (
          // eslint-disable-next-line @next/next/no-img-element -- own-origin or data: image
          <img src={hero} alt="" className="h-56 w-full object-cover sm:h-72" />
        ) : (
          <div aria-hidden="true" className="flex h-56 items-center justify-center bg-gradient-to-br from-brand-900 to-brand-600 text-white/80 sm:h-72">
            <Briefcase className="size-16" />
          </div>
        )}
      </div>

      <header className="mt-8 flex flex-col gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{job.title}</h1>
        <div className="flex flex-wrap gap-x-6 gap-y-2 text-muted-foreground">
          {job.company && (
            <span className="flex items-center gap-1.5">
              <Building2 aria-hidden="true" className="size-4" />
              {job.company}
            </span>
          )}
          {job.location && (
            <span className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {job.location}
            </span>
          )}
          {job.publishDate && (
            <span className="flex items-center gap-1.5">
              <Calendar aria-hidden="true" className="size-4" />
              Veröffentlicht am {formatGermanDate(job.publishDate)}
            </span>
          )}
        </div>
        <ul className="flex flex-wrap gap-2" aria-label="Eckdaten">
          {detailBadges(badges).map(({ key, label, primary }) => {
            const Icon = BADGE_ICONS[key]
            return (
              <li key={key}>
                <Badge variant={primary ? undefined : 'secondary'} data-badge={key}>
                  <Icon aria-hidden="true" className="size-3.5" />
                  {label}
                </Badge>
              </li>
            )
          })}
        </ul>
      </header>

      {expired && (
        <Alert className="mt-6">Die Bewerbungsfrist für diese Stelle ist abgelaufen. Sehen Sie sich gern unsere aktuellen Stellenangebote an.</Alert>
      )}

      <div className="mt-8 grid gap-10 lg:grid-cols-3">
        <div className="flex flex-col gap-8 lg:col-span-2">
          {(job.department || job.salary) && (
            <dl className="grid gap-4 rounded-xl border bg-muted/40 p-5 sm:grid-cols-2">
              {job.department && (
                <div>
                  <dt className="text-sm text-muted-foreground">Bereich</dt>
                  <dd className="flex items-center gap-1.5 font-medium">
                    <Briefcase aria-hidden="true" className="size-4 text-brand-700" />
                    {job.department}
                  </dd>
                </div>
              )}
              {job.salary && (
                <div>
                  <dt className="text-sm text-muted-foreground">Gehalt</dt>
                  <dd className="flex items-center gap-1.5 font-medium">
                    <Euro aria-hidden="true" className="size-4 text-brand-700" />
                    {job.salary}
                  </dd>
                </div>
              )}
            </dl>
          )}
          <Section title="Stellenbeschreibung" html={description} />
          <Section title="Anforderungen" html={requirements} />
          <Section title="Das bieten wir" html={benefits} />
          {job.applicationDeadline && (
            <p className="flex items-center gap-2 font-medium" data-deadline="">
              <CalendarClock aria-hidden="true" className="size-5 text-brand-700" />
              Bewerbungsfrist: {formatGermanDate(job.applicationDeadline)}
            </p>
          )}
        </div>

        <aside className="flex flex-col gap-4 lg:sticky lg:top-24 lg:self-start">
          {apply && !expired && (
            <a href={apply} target="_blank" rel="noopener noreferrer" className={`${buttonVariants({ variant: 'luxury', size: 'lg' })} w-full`}>
              Jetzt online bewerben
              <ExternalLink aria-hidden="true" />
            </a>
          )}
          {mail && (
            <a href={mail} className={`${buttonVariants({ variant: 'outline', size: 'lg' })} w-full`}>
              <Mail aria-hidden="true" />
              Per E-Mail bewerben
            </a>
          )}
          <ShareButton title={job.title} text={job.company ? `${job.title} – ${job.company}` : job.title} />
          <ContactCard contact={contact} />
        </aside>
      </div>
    </article>
  )
}
