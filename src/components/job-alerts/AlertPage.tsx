import type { ReactNode } from 'react'

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
