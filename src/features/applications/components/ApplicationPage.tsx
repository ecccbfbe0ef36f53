import Link from 'next/link'
import type { ReactNode } from 'react'
import { Icon } from '@/components/site/Icon'

/** The frame of the application pages: compact, so the form fits one phone screen. */
export function ApplicationPage({
  back,
  title,
  subtitle,
  children,
}: {
  back: { href: string; label: string }
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-xl px-4 pb-10 pt-3 sm:pt-8">
      <Link href={back.href} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground hover:underline">
        <Icon name="arrow-left" className="size-4" />
        {back.label}
      </Link>
      <h1 className="mt-2 text-xl font-bold tracking-tight text-brand-950 sm:text-2xl">{title}</h1>
      {subtitle && <p className="mt-0.5 text-sm text-muted-foreground">{subtitle}</p>}
      <div className="mt-3">{children}</div>
    </div>
  )
}
