import { LinkPageNotice } from '@/components/site/LinkPage'
import { INVALID_LINK } from '@/features/job-alerts/manage'

/** A job alert's link page opened with a forged, expired or used-up token. */
export function InvalidAlertLink({ title, hint }: { title: string; hint?: string }) {
  return (
    <LinkPageNotice title={title} variant="destructive">
      {INVALID_LINK}
      {hint ? ` ${hint}` : ''}
    </LinkPageNotice>
  )
}
