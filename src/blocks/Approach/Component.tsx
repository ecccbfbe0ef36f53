import { BlockIcon } from '@/components/site/Icon'
import { HeadedSection } from '@/components/site/Section'
import type { ApproachBlock as Props } from '@/payload-types'

export function ApproachComponent({ block }: { block: Props }) {
  return (
    <HeadedSection id="approach" tone="tinted" headingId="approach-titel" block={block} defaultHeading="Unser Ansatz">
      <ol className="approach-list">
        {block.principles?.map((principle, index) => (
          <li key={index} className="approach-item">
            {/* decorative number drawn by CSS, so it is neither read out nor checked as text */}
            <span aria-hidden="true" data-n={String(index + 1).padStart(2, '0')} className="approach-number" />
            <span className="approach-icon">
              <BlockIcon name={principle.icon} className="size-6" />
            </span>
            <h3 className="tile-title">{principle.title}</h3>
            {principle.text ? <p className="tile-text">{principle.text}</p> : null}
          </li>
        ))}
      </ol>
    </HeadedSection>
  )
}
