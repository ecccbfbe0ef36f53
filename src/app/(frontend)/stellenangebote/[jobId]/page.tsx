import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { JobDetail, JobDetailLoadError } from '@/features/jobs/components/JobDetail'
import { getSimilarJobs } from '@/features/jobs/data'
import { jobForRequest } from '@/features/page-preview'
import { PreviewBar } from '@/features/page-preview/components/PreviewBar'
import { getSiteSettings } from '@/features/site-shell/settings'
import { keepRenderBriefly } from '@/features/cache/shortLived'
import { safeReason } from '@/lib/errors'
import { extractBadges } from '@/lib/jobs/badges'
import { isJobOpen } from '@/features/jobs/closing'
import { stripHtml, truncate } from '@/lib/jobs/text'
import { jobPath } from '@/lib/paths'
import type { Job, SiteSetting } from '@/payload-types'
import { logEvent } from '@/features/ops/log'

/** Search engines show about this many characters of a job's description. */
const META_DESCRIPTION_MAX = 120

type Props = { params: Promise<{ jobId: string }> }

/**
 * None at build (thousands of jobs, and the import changes them all day): each job page is
 * rendered on its first request and then served from Next's cache until a job changes (tag
 * `jobs`: the Jobs hooks and every feed import expire it). Unknown ids never get here: the proxy
 * answers them with the 404 page (src/proxy.ts).
 */
export async function generateStaticParams(): Promise<{ jobId: string }[]> {
  return []
}

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
    // an ad that is no longer open stays readable for old links, but leaves search engines
    ...(!isJobOpen(job) ? { robots: { index: false, follow: true } } : {}),
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { jobId } = await params
  try {
    const { job } = await jobForRequest(slugFromParam(jobId))
    return job ? jobMetadata(job) : { title: 'Stellenanzeige nicht gefunden', robots: { index: false } }
  } catch {
    await keepRenderBriefly()
    return { title: 'Stellenangebote' }
  }
}

/** One job ad (also served at /jobs/[jobId]); an unknown id answers HTTP 404 with the job-not-found text (not-found.tsx). */
export default async function JobDetailPage({ params }: Props) {
  const { jobId } = await params
  let loaded: { job: Job | null; settings: SiteSetting; preview: boolean }
  try {
    const [{ job, preview }, settings] = await Promise.all([jobForRequest(slugFromParam(jobId)), getSiteSettings()])
    loaded = { job, settings, preview }
  } catch (error) {
    logEvent('error', 'job-detail-load-failed', { error: (error as Error)?.message ?? String(error) })
    await keepRenderBriefly() // the page is cached: not with this error
    return <JobDetailLoadError reason={safeReason(error)} />
  }
  if (!loaded.job) notFound()
  // from the same cached job index as the page itself: no extra query
  const similar = await getSimilarJobs(loaded.job.id).catch(async () => {
    await keepRenderBriefly()
    return []
  })
  return (
    <>
      {loaded.preview && <PreviewBar path={jobPath(loaded.job.slug || String(loaded.job.id))} />}
      <JobDetail job={loaded.job} settings={loaded.settings} similar={similar} />
    </>
  )
}
