import Link from 'next/link'
import type { ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { INVALID_LINK } from '@/features/job-alerts/manage'
import { BOARD_PATH } from '@/lib/paths'

/** Frame of the job alert's link pages (confirm, manage, unsubscribe). */
export function AlertPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">{title}</h1>
      {children}
    </div>
  )
}

export const ALERT_PAGE_METADATA = { robots: { index: false, follow: false } }

/** A link page opened with a forged, expired or used-up token. */
export function InvalidAlertLink({ title, hint }: { title: string; hint?: string }) {
  return (
    <AlertPage title={title}>
      <Alert variant="destructive">
        {INVALID_LINK}
        {hint ? ` ${hint}` : ''}
      </Alert>
      <Link href={BOARD_PATH} className={buttonVariants({ variant: 'outline' })}>
        Zu den Stellenangeboten
      </Link>
    </AlertPage>
  )
}
