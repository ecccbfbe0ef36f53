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
      className={cn('page-section', tone === 'tinted' && 'tinted', tone === 'dark' && 'bg-brand-950 text-white', className)}
    >
      <div className="page-container">{children}</div>
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
    <div className={align === 'center' ? 'section-heading-center' : 'max-w-3xl'}>
      {eyebrow ? <p className={cn('eyebrow', tone === 'dark' && 'text-accent-gold')}>{eyebrow}</p> : null}
      <Tag id={id} className={cn('section-title', tone === 'dark' && 'text-white')}>
        {heading}
      </Tag>
      {text ? <p className={cn('section-lead', tone === 'dark' && 'text-brand-100')}>{text}</p> : null}
    </div>
  )
}

type HeadedSectionProps = {
  id: string
  headingId: string
  tone?: Props['tone']
  /** the block's editable eyebrow, heading and lead text */
  block: { eyebrow?: string | null; heading?: string | null; text?: string | null }
  /** shown while an editor has left the heading empty */
  defaultHeading: string
  children: ReactNode
}

/** A block's section, opened by the heading its editors wrote (or the default). */
export function HeadedSection({ id, headingId, tone, block, defaultHeading, children }: HeadedSectionProps) {
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={block.eyebrow} heading={block.heading || defaultHeading} text={block.text} />
      {children}
    </Section>
  )
}
