import { BlockIcon, Icon } from '@/components/site/Icon'
import { HeadedSection } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import type { ExpertiseBlock as Props } from '@/payload-types'

export function ExpertiseComponent({ block }: { block: Props }) {
  return (
    <HeadedSection id="expertise" headingId="expertise-titel" block={block} defaultHeading="Unsere Kernbereiche">
      <ul className="expertise-list">
        {block.cards?.map((card, index) => (
          <li key={index}>
            <SmartLink href={card.href} className="group expertise-card">
              <span className="expertise-icon">
                <BlockIcon name={card.icon} className="size-6" />
              </span>
              <h3 className="tile-title">{card.title}</h3>
              {card.text ? <p className="expertise-text">{card.text}</p> : null}
              <span className="expertise-more">
                Mehr erfahren
                <Icon name="arrow-right" className="expertise-arrow" />
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <div className="expertise-actions">
        <div className="expertise-buttons">
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
    </HeadedSection>
  )
}
