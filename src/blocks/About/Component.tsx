import { Icon } from '@/components/site/Icon'
import { Section } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import { fillPlaceholders, paragraphs } from '@/lib/content/placeholders'
import type { AboutBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function AboutComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const words = (block.tagline || '').split(/(?<=\.)\s+/).filter(Boolean)
  return (
    <Section id="about" labelledBy="about-titel">
      <div className="about-grid">
        <div>
          <p className="eyebrow">{block.eyebrow}</p>
          <h2 id="about-titel" className="section-title">
            {block.heading}
          </h2>
          <div className="about-story">
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
            <figure className="about-quote">
              <Icon name="quote" className="size-10 text-accent-gold" />
              <blockquote className="about-quote-text">„{block.quote}“</blockquote>
              <figcaption className="about-quote-caption">
                <span className="about-quote-author">{block.quoteAuthor}</span>
                {block.quoteRole}
              </figcaption>
            </figure>
          ) : null}
          {words.length ? (
            <p className="about-tagline" data-testid="tagline">
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
