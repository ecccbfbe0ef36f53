import { BlockIcon, Icon } from '@/components/site/Icon'
import { Section } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { fillPlaceholders, paragraphs } from '@/lib/content/placeholders'
import type { ContentSectionBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function ContentSectionComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const fill = (text?: string | null) => fillPlaceholders(text, ctx.values)
  const headingId = block.id ? `abschnitt-${block.id}` : undefined
  const hasAside = Boolean(block.bullets?.length)
  return (
    <Section id={block.anchor || undefined} tone={block.background === 'tinted' ? 'tinted' : 'white'} labelledBy={headingId}>
      <div className={cn('grid gap-10', hasAside && 'lg:grid-cols-2 lg:gap-16')}>
        <div className={cn(!hasAside && 'max-w-3xl')}>
          {block.eyebrow ? <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-600">{fill(block.eyebrow)}</p> : null}
          <h2 id={headingId} className="mt-3 text-balance text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            {fill(block.heading)}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-muted-foreground">
            {paragraphs(fill(block.text)).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
          {block.link?.label && block.link.href ? (
            <SmartLink href={block.link.href} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'mt-8' })}>
              {block.link.label}
              <Icon name="arrow-right" />
            </SmartLink>
          ) : null}
        </div>
        {hasAside ? (
          <ul className="space-y-3 self-start rounded-3xl border bg-white p-6 shadow-sm sm:p-8">
            {block.bullets!.map((bullet, index) => (
              <li key={index} className="flex gap-3 text-brand-950">
                <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                <span>{fill(bullet.value)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {block.highlights?.length ? (
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {block.highlights.map((item, index) => (
            <li key={index} className="rounded-2xl border bg-white p-6 shadow-sm">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                <BlockIcon name={item.icon} className="size-5" />
              </span>
              <h3 className="mt-4 font-bold text-brand-950">{fill(item.title)}</h3>
              {item.text ? <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{fill(item.text)}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
