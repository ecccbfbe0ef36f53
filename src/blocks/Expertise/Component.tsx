import { BlockIcon, Icon } from '@/components/site/Icon'
import { Section, SectionHeading } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/button'
import type { ExpertiseBlock as Props } from '@/payload-types'

export function ExpertiseComponent({ block }: { block: Props }) {
  return (
    <Section id="expertise" labelledBy="expertise-titel">
      <SectionHeading id="expertise-titel" eyebrow={block.eyebrow} heading={block.heading || 'Unsere Kernbereiche'} text={block.text} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {block.cards?.map((card, index) => (
          <li key={card.id ?? index}>
            <SmartLink
              href={card.href}
              className="group flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:border-brand-300 hover:shadow-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700 transition group-hover:bg-brand-600 group-hover:text-white">
                <BlockIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-brand-950">{card.title}</h3>
              {card.text ? <p className="mt-2 flex-1 text-sm leading-relaxed text-muted-foreground">{card.text}</p> : null}
              <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700">
                Mehr erfahren
                <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-0.5" />
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="mt-12 flex flex-col items-center gap-6">
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {block.primaryButton?.label && block.primaryButton.href ? (
            <SmartLink href={block.primaryButton.href} className={buttonVariants({ variant: 'luxury', size: 'lg' })}>
              {block.primaryButton.label}
            </SmartLink>
          ) : null}
          {block.secondaryButton?.label && block.secondaryButton.href ? (
            <SmartLink href={block.secondaryButton.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {block.secondaryButton.label}
            </SmartLink>
          ) : null}
        </div>
        {block.jobsLink?.label && block.jobsLink.href ? (
          <SmartLink href={block.jobsLink.href} className={buttonVariants({ variant: 'link' })}>
            {block.jobsLink.label}
            <Icon name="arrow-right" />
          </SmartLink>
        ) : null}
      </div>
    </Section>
  )
}
