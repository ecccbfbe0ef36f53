import Link from 'next/link'
import type { ComponentProps, ReactNode } from 'react'
import { buttonVariants } from '@/components/ui/Button'
import { Alert } from '@/components/ui/Feedback'
import { BOARD_PATH } from '@/lib/paths'

/** Frame of the pages a link in one of our e-mails opens (confirm, manage, unsubscribe, withdraw). */
export function LinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight text-brand-950">{title}</h1>
      {children}
    </div>
  )
}

/** They carry a personal token: no search engine may keep them. */
export const LINK_PAGE_METADATA = { robots: { index: false, follow: false } }

/** A link page that only tells how things stand (done, or a link that no longer works) and leads back to the jobs. */
export function LinkPageNotice({ title, ...alert }: { title: string } & ComponentProps<typeof Alert>) {
  return (
    <LinkPage title={title}>
      <Alert {...alert} />
      <BackToJobsLink />
    </LinkPage>
  )
}

function BackToJobsLink() {
  return (
    <Link href={BOARD_PATH} className={buttonVariants({ variant: 'outline' })}>
      Zu den Stellenangeboten
    </Link>
  )
}
