import { Icon } from '@/components/site/Icon'
import { Section } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/button'
import { fillPlaceholders, paragraphs } from '@/lib/content/placeholders'
import type { AboutBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function AboutComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const words = (block.tagline || '').split(/(?<=\.)\s+/).filter(Boolean)
  return (
    <Section id="about" labelledBy="about-titel">
      <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-600">{block.eyebrow}</p>
          <h2 id="about-titel" className="mt-3 text-balance text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
            {block.heading}
          </h2>
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted-foreground">
            {paragraphs(fillPlaceholders(block.story, ctx.values)).map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
          {block.link?.label && block.link.href ? (
            <SmartLink href={block.link.href} className={buttonVariants({ variant: 'outline', size: 'lg', className: 'mt-8' })}>
              {block.link.label}
              <Icon name="arrow-right" />
            </SmartLink>
          ) : null}
        </div>
        <div className="flex flex-col gap-6">
          {block.quote ? (
            <figure className="relative rounded-3xl bg-gradient-to-br from-brand-900 to-brand-700 p-8 text-white shadow-xl sm:p-10">
              <Icon name="quote" className="size-10 text-accent-gold" />
              <blockquote className="mt-4 text-pretty text-xl font-medium leading-relaxed sm:text-2xl">„{block.quote}“</blockquote>
              <figcaption className="mt-6 text-sm text-brand-100">
                <span className="block font-semibold text-white">{block.quoteAuthor}</span>
                {block.quoteRole}
              </figcaption>
            </figure>
          ) : null}
          {words.length ? (
            <p className="flex flex-wrap items-baseline gap-x-3 rounded-3xl border border-brand-100 bg-brand-50 px-8 py-6 text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl" data-testid="tagline">
              {words.map((word, index) => (
                <span key={index} className={index === 1 ? 'text-brand-600' : undefined}>
                  {word}
                </span>
              ))}
            </p>
          ) : null}
        </div>
      </div>
    </Section>
  )
}
