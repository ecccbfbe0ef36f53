import { Icon } from '@/components/site/Icon'
import { LeaseJobsSection } from '@/features/jobs/components/LeaseJobsSection'
import { ContactButtons } from '@/components/site/ContactButtons'
import { Section } from '@/components/site/Section'
import type { LeasingBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function LeasingComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const phone = ctx.settings.phone
  const contactButtons = <ContactButtons contactLabel={block.contactLabel} phoneLabel={block.phoneLabel} phone={phone} />
  return (
    <>
      <Section id="verpachtung" labelledBy="verpachtung-titel">
        <div className="grid gap-12 lg:grid-cols-2 lg:gap-16">
          <div>
            <h2 id="verpachtung-titel" className="text-balance text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
              {block.heading}
            </h2>
            {block.text ? <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{block.text}</p> : null}
            {block.bullets?.length ? (
              <ul className="mt-6 space-y-3">
                {block.bullets.map((bullet, index) => (
                  <li key={index} className="flex gap-3 text-brand-950">
                    <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span>{bullet.value}</span>
                  </li>
                ))}
              </ul>
            ) : null}
            {contactButtons}
          </div>
          <div className="flex flex-col gap-6">
            {block.steps?.length ? (
              <ol className="space-y-4 rounded-3xl bg-brand-950 p-6 text-white sm:p-8">
                {block.steps.map((step, index) => (
                  <li key={index} className="flex gap-4">
                    <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-gold font-bold text-brand-950">{index + 1}</span>
                    <div>
                      <h3 className="font-semibold">{step.title}</h3>
                      {step.text ? <p className="mt-1 text-sm leading-relaxed text-brand-100">{step.text}</p> : null}
                    </div>
                  </li>
                ))}
              </ol>
            ) : null}
            {block.tenantHeading ? (
              <div className="rounded-3xl border border-brand-100 bg-brand-50 p-6 sm:p-8">
                <h3 className="text-xl font-bold text-brand-950">{block.tenantHeading}</h3>
                {block.tenantText ? <p className="mt-2 leading-relaxed text-muted-foreground">{block.tenantText}</p> : null}
              </div>
            ) : null}
          </div>
        </div>
      </Section>
      {block.showLeaseJobs !== false ? <LeaseJobsSection /> : null}
    </>
  )
}
