import { Icon } from '@/components/site/Icon'
import { HeadedSection, Section } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import type { RecruitingProcessBlock as Props } from '@/payload-types'

export function RecruitingProcessComponent({ block }: { block: Props }) {
  return (
    <>
      <HeadedSection id="prozess" headingId="prozess-titel" block={block} defaultHeading="Unser Prozess">
        <ol className="relative mx-auto mt-14 max-w-4xl space-y-6 before:absolute before:bottom-6 before:left-6 before:top-6 before:w-px before:bg-brand-200 sm:before:left-7">
          {block.steps?.map((step, index) => (
            <li key={index} className="relative flex gap-5 sm:gap-8">
              <span className="relative z-10 grid size-12 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-brand-900 text-lg font-bold text-white shadow-lg ring-8 ring-white sm:size-14">
                {index + 1}
              </span>
              <div className="flex-1 rounded-2xl border bg-white p-5 shadow-sm sm:p-6">
                <h3 className="text-lg font-bold text-brand-950">{step.title}</h3>
                {step.text ? <p className="mt-1.5 leading-relaxed text-muted-foreground">{step.text}</p> : null}
              </div>
            </li>
          ))}
        </ol>
        {block.button?.label && block.button.href ? (
          <div className="mt-12 flex justify-center">
            <SmartLink href={block.button.href} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'w-full sm:w-auto' })}>
              <Icon name="calendar-check" />
              {block.button.label}
            </SmartLink>
          </div>
        ) : null}
      </HeadedSection>
      {block.links?.length ? (
        <Section tone="tinted" labelledBy="prozess-links-titel">
          <h2 id="prozess-links-titel" className="text-center text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {block.linksHeading}
          </h2>
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {block.links.map((link, index) => (
              <li key={index}>
                <SmartLink
                  href={link.href}
                  className="group flex h-full flex-col rounded-2xl border bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:border-brand-300 hover:shadow-lg"
                >
                  <span className="flex items-center justify-between text-lg font-bold text-brand-950">
                    {link.label}
                    <Icon name="arrow-right" className="size-5 text-brand-600 transition group-hover:translate-x-0.5" />
                  </span>
                  {link.text ? <span className="mt-2 text-sm leading-relaxed text-muted-foreground">{link.text}</span> : null}
                </SmartLink>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}
