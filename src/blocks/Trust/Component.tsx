import { BlockIcon, Icon } from '@/components/site/Icon'
import { HeadedSection } from '@/components/site/Section'
import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import type { TrustBlock as Props } from '@/payload-types'
import { candidatesSectionPath } from '@/lib/paths'

export function TrustComponent({ block }: { block: Props }) {
  return (
    <HeadedSection id="vertrauen" headingId="trust-titel" block={block} defaultHeading="Ihre Karriere in guten Händen">
      <ul className="trust-benefits">
        {block.benefits?.map((benefit, index) => (
          <li key={index} className="trust-benefit">
            <span className="trust-benefit-icon">
              <BlockIcon name={benefit.icon} className="size-7" />
            </span>
            <h3 className="tile-title">{benefit.title}</h3>
            {benefit.text ? <p className="tile-text">{benefit.text}</p> : null}
          </li>
        ))}
      </ul>

      <div className="trust-steps">
        <h3 className="trust-steps-title">{block.stepsHeading}</h3>
        <ol className="trust-steps-list">
          {block.steps?.map((step, index) => (
            <li key={index} className="relative">
              <span className="trust-step-number">{index + 1}</span>
              <h4 className="trust-step-title">{step.title}</h4>
              {step.text ? <p className="trust-step-text">{step.text}</p> : null}
            </li>
          ))}
        </ol>
        {block.consentNote ? (
          <p className="trust-consent">
            <Icon name="lock" className="trust-consent-icon" />
            <span>{block.consentNote}</span>
          </p>
        ) : null}
      </div>

      <div className="trust-support">
        <div className="flex gap-4">
          <span className="trust-support-icon">
            <Icon name="heart-handshake" className="size-6" />
          </span>
          <div>
            <h3 className="trust-support-title">{block.supportHeading}</h3>
            {block.supportText ? <p className="trust-support-text">{block.supportText}</p> : null}
          </div>
        </div>
        <div className="trust-support-actions">
          {block.button?.label && block.button.href ? (
            <SmartLink href={block.button.href} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'w-full md:w-auto' })}>
              {block.button.label}
              <Icon name="arrow-right" />
            </SmartLink>
          ) : null}
          {/* pages saved before the field existed have it empty: they get the default link */}
          <SmartLink
            href={block.initiativeLink?.href || candidatesSectionPath('kontakt')}
            className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full bg-white md:w-auto' })}
            data-initiative-link=""
          >
            <Icon name="send" />
            {block.initiativeLink?.label || 'Initiativbewerbung senden'}
          </SmartLink>
        </div>
      </div>
    </HeadedSection>
  )
}
