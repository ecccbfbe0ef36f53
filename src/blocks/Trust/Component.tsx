import { BlockIcon, Icon } from '@/components/site/Icon'
import { Section, SectionHeading } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/button'
import type { TrustBlock as Props } from '@/payload-types'

export function TrustComponent({ block }: { block: Props }) {
  return (
    <Section id="vertrauen" labelledBy="trust-titel">
      <SectionHeading id="trust-titel" eyebrow={block.eyebrow} heading={block.heading || 'Ihre Karriere in guten Händen'} text={block.text} />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {block.benefits?.map((benefit, index) => (
          <li key={benefit.id ?? index} className="rounded-2xl border bg-white p-7 text-center shadow-sm">
            <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <BlockIcon name={benefit.icon} className="size-7" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-brand-950">{benefit.title}</h3>
            {benefit.text ? <p className="mt-2 leading-relaxed text-muted-foreground">{benefit.text}</p> : null}
          </li>
        ))}
      </ul>

      <div className="mt-16 rounded-3xl bg-brand-950 p-6 text-white sm:p-10 lg:p-12">
        <h3 className="text-2xl font-bold tracking-tight sm:text-3xl">{block.stepsHeading}</h3>
        <ol className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {block.steps?.map((step, index) => (
            <li key={step.id ?? index} className="relative">
              <span className="grid size-11 place-items-center rounded-full bg-accent-gold text-lg font-bold text-brand-950">{index + 1}</span>
              <h4 className="mt-4 text-lg font-semibold">{step.title}</h4>
              {step.text ? <p className="mt-1.5 text-sm leading-relaxed text-brand-100">{step.text}</p> : null}
            </li>
          ))}
        </ol>
        {block.consentNote ? (
          <p className="mt-10 flex items-start gap-3 rounded-xl border border-white/15 bg-white/5 p-4 text-sm leading-relaxed text-brand-50">
            <Icon name="lock" className="mt-0.5 size-5 shrink-0 text-accent-gold" />
            <span>{block.consentNote}</span>
          </p>
        ) : null}
      </div>

      <div className="mt-10 flex flex-col items-start gap-6 rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-10 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-white text-brand-700 shadow-sm">
            <Icon name="heart-handshake" className="size-6" />
          </span>
          <div>
            <h3 className="text-xl font-bold text-brand-950">{block.supportHeading}</h3>
            {block.supportText ? <p className="mt-1.5 max-w-2xl leading-relaxed text-muted-foreground">{block.supportText}</p> : null}
          </div>
        </div>
        <div className="flex w-full flex-col gap-3 md:w-auto md:shrink-0">
          {block.button?.label && block.button.href ? (
            <SmartLink href={block.button.href} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'w-full md:w-auto' })}>
              {block.button.label}
              <Icon name="arrow-right" />
            </SmartLink>
          ) : null}
          {/* pages saved before the field existed have it empty: they get the spec's link */}
          <SmartLink
            href={block.initiativeLink?.href || '/bewerbende#kontakt'}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full bg-white md:w-auto' })}
            data-initiative-link=""
          >
            <Icon name="send" />
            {block.initiativeLink?.label || 'Initiativbewerbung senden'}
          </SmartLink>
        </div>
      </div>
    </Section>
  )
}
