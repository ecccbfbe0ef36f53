import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/Button'
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { HomeHeroBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'
import { ANCHORS } from '../anchors'
import { JobCardScroller } from '@/blocks/HomeHero/JobCardScroller.client'
import { CANDIDATES_PATH } from '@/lib/paths'

export function HomeHeroComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const fill = (text?: string | null) => fillPlaceholders(text, ctx.values)
  const { jobCard, companyCard } = block
  return (
    <section className="hero">
      {/* Decorative background: gradients and shapes only, no external images. */}
      <div aria-hidden="true" className="hero-glow" />
      <div aria-hidden="true" className="hero-ring-large" />
      <div aria-hidden="true" className="hero-ring-small" />
      <div aria-hidden="true" className="hero-line" />

      <div className="page-container hero-grid">
        <div className="lg:col-span-6 lg:pt-6">
          {block.eyebrow ? <p className="hero-eyebrow">{fill(block.eyebrow)}</p> : null}
          <h1 className="hero-title">{fill(block.heading)}</h1>
          {block.text ? <p className="hero-lead">{fill(block.text)}</p> : null}
          {block.stats?.length ? (
            <dl className="hero-stats">
              {block.stats.map((stat, index) => (
                <div key={index}>
                  <dt className="sr-only">{stat.label}</dt>
                  <dd className="hero-stat-value">{fill(stat.value)}</dd>
                  <dd className="hero-stat-label">{stat.label}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>

        <div className="hero-cards">
          <JobCardScroller className="group hero-card-jobs">
            <span className="hero-card-icon">
              <Icon name="briefcase" className="size-5" />
            </span>
            <h2 className="hero-card-title">{jobCard?.title}</h2>
            <ul className="hero-card-list">
              {jobCard?.items?.map((item, index) => (
                <li key={index} className="flex gap-2.5">
                  <Icon name="circle-check" className="hero-card-check" />
                  <span data-testid={index === 0 ? 'hero-job-count' : undefined} className={index === 0 ? 'font-semibold text-brand-900' : undefined}>
                    {fill(item.value)}
                  </span>
                </li>
              ))}
            </ul>
            <Link href={CANDIDATES_PATH} className={buttonVariants({ variant: 'luxury', className: 'mt-6 w-full' })}>
              {jobCard?.buttonLabel || 'Offene Stellen'}
              <Icon name="arrow-right" />
            </Link>
          </JobCardScroller>

          <div className="hero-card-companies">
            <span className="hero-card-icon-gold">
              <Icon name="users" className="size-5" />
            </span>
            <h2 className="hero-card-title-light">{companyCard?.title}</h2>
            <ul className="hero-card-list-light">
              {companyCard?.items?.map((item, index) => (
                <li key={index} className="flex gap-2.5">
                  <Icon name="circle-check" className="hero-card-check-gold" />
                  <span>{fill(item.value)}</span>
                </li>
              ))}
            </ul>
            <a href={`#${ANCHORS.expertise}`} className={buttonVariants({ variant: 'premium', className: 'mt-6 w-full' })}>
              {companyCard?.buttonLabel || 'Services entdecken'}
              <Icon name="arrow-right" />
            </a>
          </div>
        </div>
      </div>
    </section>
  )
}
