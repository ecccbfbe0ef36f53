import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JobDetail, JobDetailLoadError } from '@/components/jobs/JobDetail'
import { getJobBySlug } from '@/data/jobs'
import { getSiteSettings } from '@/data/settings'
import { extractBadges } from '@/lib/jobs/badges'
import { isExpired } from '@/lib/jobs/format'
import { stripHtml, truncate } from '@/lib/jobs/text'
import { jobPath } from '@/lib/paths'
import type { Job, SiteSetting } from '@/payload-types'

export const META_DESCRIPTION_MAX = 120

type Props = { params: Promise<{ jobId: string }> }

/** Next may hand over the segment still percent-encoded; a broken escape is just an unknown id. */
function slugFromParam(jobId: string): string {
  try {
    return decodeURIComponent(jobId)
  } catch {
    return jobId
  }
}

function jobMetadata(job: Job): Metadata {
  const text = stripHtml(extractBadges(job.description).html) || job.title
  const canonical = jobPath(job.slug || String(job.id))
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

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { jobId } = await params
  try {
    const job = await getJobBySlug(slugFromParam(jobId))
    return job ? jobMetadata(job) : { title: 'Stellenanzeige nicht gefunden', robots: { index: false } }
  } catch {
    return { title: 'Stellenangebote' }
  }
}

/** One job ad (also served at /jobs/[jobId]); an unknown id answers HTTP 404 with the spec's text (not-found.tsx). */
export default async function JobDetailPage({ params }: Props) {
  const { jobId } = await params
  let loaded: { job: Job | null; settings: SiteSetting }
  try {
    const [job, settings] = await Promise.all([getJobBySlug(slugFromParam(jobId)), getSiteSettings()])
    loaded = { job, settings }
  } catch (error) {
    console.error('[job detail] loading failed', error)
    return <JobDetailLoadError />
  }
  if (!loaded.job) notFound()
  return <JobDetail job={loaded.job} settings={loaded.settings} />
}
