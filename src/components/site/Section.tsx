import type { ReactNode } from 'react'
import { cn } from '@/components/ui/cn'

type Props = {
  id?: string
  tone?: 'white' | 'tinted' | 'dark'
  className?: string
  children: ReactNode
  labelledBy?: string
}

/** A full-width page section with the site's spacing and container width. */
export function Section({ id, tone = 'white', className, children, labelledBy }: Props) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={cn(
        'scroll-mt-20 py-16 sm:py-20 lg:py-24',
        tone === 'tinted' && 'bg-brand-50/60',
        tone === 'dark' && 'bg-brand-950 text-white',
        className,
      )}
    >
      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  )
}

type HeadingProps = {
  id?: string
  eyebrow?: string | null
  heading: string
  text?: string | null
  align?: 'left' | 'center'
  tone?: 'light' | 'dark'
  as?: 'h1' | 'h2'
}

/** Eyebrow + heading + lead text used at the top of every section. */
export function SectionHeading({ id, eyebrow, heading, text, align = 'center', tone = 'light', as: Tag = 'h2' }: HeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p className={cn('text-sm font-semibold uppercase tracking-[0.14em]', tone === 'dark' ? 'text-accent-gold' : 'text-brand-600')}>{eyebrow}</p>
      ) : null}
      <Tag
        id={id}
        className={cn(
          'mt-3 text-balance text-3xl font-bold tracking-tight sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-brand-950',
        )}
      >
        {heading}
      </Tag>
      {text ? (
        <p className={cn('mt-4 text-pretty text-lg leading-relaxed', tone === 'dark' ? 'text-brand-100' : 'text-muted-foreground')}>{text}</p>
      ) : null}
    </div>
  )
}
