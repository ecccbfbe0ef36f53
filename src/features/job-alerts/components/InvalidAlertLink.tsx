import { BackToJobsLink, LinkPage } from '@/components/site/LinkPage'
import { Alert } from '@/components/ui/Feedback'
import { INVALID_LINK } from '@/features/job-alerts/manage'

/** A job alert's link page opened with a forged, expired or used-up token. */
export function InvalidAlertLink({ title, hint }: { title: string; hint?: string }) {
  return (
    <LinkPage title={title}>
      <Alert variant="destructive">
        {INVALID_LINK}
        {hint ? ` ${hint}` : ''}
      </Alert>
      <BackToJobsLink />
    </LinkPage>
  )
}
