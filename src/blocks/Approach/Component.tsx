import { BlockIcon } from '@/components/site/Icon'
import { Section, SectionHeading } from '@/components/site/Section'
import type { ApproachBlock as Props } from '@/payload-types'

export function ApproachComponent({ block }: { block: Props }) {
  return (
    <Section id="approach" tone="tinted" labelledBy="approach-titel">
      <SectionHeading id="approach-titel" eyebrow={block.eyebrow} heading={block.heading || 'Unser Ansatz'} text={block.text} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {block.principles?.map((principle, index) => (
          <li key={principle.id ?? index} className="relative rounded-2xl border bg-white p-7 shadow-sm">
            {/* decorative number drawn by CSS, so it is neither read out nor checked as text */}
            <span
              aria-hidden="true"
              data-n={String(index + 1).padStart(2, '0')}
              className="absolute right-6 top-5 text-5xl font-bold text-brand-100 before:content-[attr(data-n)]"
            />
            <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
              <BlockIcon name={principle.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-bold text-brand-950">{principle.title}</h3>
            {principle.text ? <p className="mt-2 leading-relaxed text-muted-foreground">{principle.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  )
}
