import { ArrowLeft, Briefcase, Building2, Calendar, CalendarClock, ChevronRight, Clock, Euro, ExternalLink, FileText, Mail, MapPin } from 'lucide-react'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Alert } from '@/components/ui/feedback'
import { getJobBySlug } from '@/data/jobs'
import { getSiteSettings } from '@/data/settings'
import { detailLoadError, safeReason } from '@/lib/errors'
import { sanitizeJobHtml, isLocalImageSrc } from '@/lib/html/sanitize'
import { extractBadges, hoursLabel, jobBadges } from '@/lib/jobs/badges'
import { formatGermanDate, isExpired } from '@/lib/jobs/format'
import { chooseJobImage } from '@/lib/jobs/image'
import { buildJobBreadcrumbJsonLd, buildJobPostingJsonLd, jsonLdScript } from '@/lib/jobs/jsonld'
import { splitLocations } from '@/lib/jobs/locations'
import { stripHtml, truncate } from '@/lib/jobs/text'
import type { Job, Media, SiteSetting } from '@/payload-types'
import { ContactCard, type ContactInfo } from './ContactCard'
import { ShareButton } from './ShareButton'

export const META_DESCRIPTION_MAX = 120

const siteUrl = () => (process.env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/$/, '')
const mediaUrl = (media: number | Media | null | undefined) => (typeof media === 'object' && media?.url) || undefined

/** The job's own contact data, or the SiteSettings' default contact when it has none. */
export function jobContact(job: Job, settings: SiteSetting): ContactInfo {
  if (job.contactPerson || job.contactEmail || job.contactPhone) {
    return {
      name: job.contactPerson,
      title: job.contactTitle,
      email: job.contactEmail,
      phone: job.contactPhone,
      street: job.contactAddress,
      postalCode: job.contactPostalCode,
      city: job.contactCity,
      photo: job.contactImage && isLocalImageSrc(job.contactImage) ? job.contactImage : undefined,
    }
  }
  const fallback = settings.defaultContact
  return {
    name: fallback?.name,
    title: fallback?.title,
    email: fallback?.email,
    phone: fallback?.phone,
    street: fallback?.street,
    postalCode: fallback?.postalCode,
    city: fallback?.city,
    photo: mediaUrl(fallback?.photo),
  }
}

/** The external application page (new tab): the job's applyUrl, else the template with the job id. */
export function applyUrl(job: Job, settings: SiteSetting): string | undefined {
  const id = job.externalId || job.slug || String(job.id)
  const url = job.applyUrl?.trim() || settings.applyUrlTemplate?.replace('{id}', encodeURIComponent(id))
  return url && /^https?:\/\//i.test(url) ? url : undefined
}

export function jobMetadata(job: Job): Metadata {
  const text = stripHtml(extractBadges(job.description).html) || job.title
  const canonical = `/stellenangebote/${encodeURIComponent(job.slug || String(job.id))}`
  const title = job.location ? `${job.title} in ${job.location}` : job.title
  const description = truncate(text, META_DESCRIPTION_MAX - 1)
  return {
    title,
    description,
    alternates: { canonical },
    openGraph: { title, description, url: canonical, type: 'website', locale: 'de_DE' },
    // an expired ad stays readable for old links, but leaves search engines
    ...(isExpired(job.applicationDeadline) ? { robots: { index: false, follow: true } } : {}),
  }
}

function Section({ title, html }: { title: string; html: string }) {
  if (!stripHtml(html) && !/<img/i.test(html)) return null
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold text-brand-950">{title}</h2>
      <div className="max-w-none leading-relaxed text-foreground/90 [&_a]:text-primary [&_a]:underline [&_h2]:mt-4 [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold [&_li]:mb-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  )
}

export function JobDetail({ job, settings }: { job: Job; settings: SiteSetting }) {
  const { badges: parsed, html: descriptionRaw } = extractBadges(job.description)
  const badges = jobBadges(job, parsed)
  const description = sanitizeJobHtml(descriptionRaw)
  const requirements = sanitizeJobHtml(job.requirements)
  const benefits = sanitizeJobHtml(job.benefits)
  const hero = chooseJobImage(job, { ownOrigin: siteUrl(), fallback: mediaUrl(settings.defaultJobImage) })
  const expired = isExpired(job.applicationDeadline)
  const contact = jobContact(job, settings)
  const furtherLocations = splitLocations(job.additionalLocations)
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
      additionalLocations: job.additionalLocations,
      street: job.street,
      postalCode: job.postalCode,
      region: job.region,
      country: job.country,
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
      companyLogoUrl: job.companyLogo?.startsWith('/') && isLocalImageSrc(job.companyLogo) ? `${siteUrl()}${job.companyLogo}` : undefined,
    },
    { name: settings.companyName, url: siteUrl(), logo: mediaUrl(settings.logo) ? `${siteUrl()}${mediaUrl(settings.logo)}` : undefined },
  )

  return (
    <article className="mx-auto max-w-6xl px-4 py-8">
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(buildJobBreadcrumbJsonLd({ slug: job.slug || String(job.id), title: job.title }, siteUrl())) }} />
      <nav aria-label="Brotkrümelnavigation" className="text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link href="/" className="hover:text-foreground hover:underline">
              Startseite
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
          <li>
            <Link href="/stellenangebote" className="hover:text-foreground hover:underline">
              Stellenangebote
            </Link>
          </li>
          <li aria-hidden="true">
            <ChevronRight className="size-4" />
          </li>
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
          {(job.location || furtherLocations.length > 0) && (
            <span className="flex items-center gap-1.5" data-locations="">
              <MapPin aria-hidden="true" className="size-4" />
              {[job.location, ...furtherLocations].filter(Boolean).join(' · ')}
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
          {badges.workingTime && (
            <li>
              <Badge data-badge="workingTime">
                <Briefcase aria-hidden="true" className="size-3.5" />
                {badges.workingTime}
              </Badge>
            </li>
          )}
          {badges.hours && (
            <li>
              <Badge variant="secondary" data-badge="hours">
                <Clock aria-hidden="true" className="size-3.5" />
                {hoursLabel(badges.hours)}
              </Badge>
            </li>
          )}
          {badges.contractType && (
            <li>
              <Badge variant="secondary" data-badge="contractType">
                <FileText aria-hidden="true" className="size-3.5" />
                {badges.contractType}
              </Badge>
            </li>
          )}
          {badges.startDate && (
            <li>
              <Badge variant="secondary" data-badge="startDate">
                <CalendarClock aria-hidden="true" className="size-3.5" />
                Frühester Beginn: {badges.startDate}
              </Badge>
            </li>
          )}
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

type DetailParams = Promise<{ jobId: string }>

/** Next may hand over the segment still percent-encoded; a broken escape is just an unknown id. */
function slugFromParam(jobId: string): string {
  try {
    return decodeURIComponent(jobId)
  } catch {
    return jobId
  }
}

/** generateMetadata for /stellenangebote/{jobId} and /jobs/{jobId}. */
export async function generateJobMetadata({ params }: { params: DetailParams }): Promise<Metadata> {
  const { jobId } = await params
  try {
    const job = await getJobBySlug(slugFromParam(jobId))
    return job ? jobMetadata(job) : { title: 'Stellenanzeige nicht gefunden', robots: { index: false } }
  } catch {
    return { title: 'Stellenangebote' }
  }
}

/** The detail page for both routes; an unknown id answers HTTP 404 with the spec's text (not-found.tsx). */
export async function renderJobDetailPage({ params }: { params: DetailParams }) {
  const { jobId } = await params
  let loaded: { job: Job | null; settings: SiteSetting }
  try {
    const [job, settings] = await Promise.all([getJobBySlug(slugFromParam(jobId)), getSiteSettings()])
    loaded = { job, settings }
  } catch (error) {
    console.error('[job detail] loading failed', error)
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        {/* the visitor gets a plain reason; the technical one (hosts, SQL) stays in the server log */}
        <Alert variant="destructive">{detailLoadError(safeReason(error))}</Alert>
      </div>
    )
  }
  if (!loaded.job) notFound()
  return <JobDetail job={loaded.job} settings={loaded.settings} />
}
