import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ApplicationForm } from '@/features/applications/components/ApplicationForm.client'
import { ApplicationPage } from '@/features/applications/components/ApplicationPage'
import { Alert } from '@/components/ui/Feedback'
import { getJobBySlug } from '@/features/jobs/data'
import { getSiteSettings } from '@/features/site-shell/settings'
import { applyChannels } from '@/features/applications/channels'
import { applyPath } from '@/lib/paths'
import { recallForm } from '@/features/applications/formMemory'
import { closedNotice, jobState } from '@/features/jobs/closing'
import { jobPath } from '@/lib/paths'

type Props = { params: Promise<{ jobId: string }>; searchParams: Promise<{ formular?: string }> }

const slugOf = (jobId: string) => {
  try {
    return decodeURIComponent(jobId)
  } catch {
    return jobId
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = await getJobBySlug(slugOf((await params).jobId)).catch(() => null)
  return { title: job ? `Bewerbung: ${job.title}` : 'Bewerbung', robots: { index: false, follow: true } }
}

/**
 * The short application for one job. Rendered per request (the job page itself stays cached):
 * after a form sent without JavaScript was refused, `?formular=` names the values and messages
 * the server kept for a few minutes.
 */
export default async function ApplyPage({ params, searchParams }: Props) {
  const [{ jobId }, { formular }] = await Promise.all([params, searchParams])
  const [job, settings] = await Promise.all([getJobBySlug(slugOf(jobId)), getSiteSettings()])
  if (!job || !applyChannels(settings).shortForm) notFound()
  const slug = job.slug || String(job.id)
  const place = [job.company, job.location].filter(Boolean).join(' · ')
  return (
    <ApplicationPage
      back={{ href: jobPath(slug), label: 'Zur Stellenanzeige' }}
      title="Jetzt bewerben – in 2 Minuten"
      subtitle={
        <>
          <strong className="font-semibold text-foreground">{job.title}</strong>
          {place && ` · ${place}`}
        </>
      }
    >
      {jobState(job) !== 'open' ? (
        <Alert>{closedNotice(jobState(job))}</Alert>
      ) : (
        <ApplicationForm jobId={job.id} sourcePage={applyPath(slug)} initial={await recallForm(formular)} />
      )}
    </ApplicationPage>
  )
}
