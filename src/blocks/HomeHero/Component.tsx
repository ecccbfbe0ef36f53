import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button'
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { HomeHeroBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'
import { ANCHORS } from '../anchors'
import { JobCardScroller } from '@/blocks/HomeHero/JobCardScroller.client'

export function HomeHeroComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const fill = (text?: string | null) => fillPlaceholders(text, ctx.values)
  const { jobCard, companyCard } = block
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      {/* Decorative background: gradients and shapes only, no external images. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),radial-gradient(ellipse_at_bottom_left,#0b1437,transparent_55%)]" />
      <div aria-hidden="true" className="absolute -right-24 -top-24 -z-10 size-[28rem] rounded-full border border-white/10" />
      <div aria-hidden="true" className="absolute -right-8 top-24 -z-10 size-72 rounded-full border border-accent-gold/20" />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-0 -z-10 h-px bg-gradient-to-r from-transparent via-white/20 to-transparent" />

      <div className="mx-auto grid w-full max-w-7xl gap-12 px-4 pb-16 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-12 lg:gap-10 lg:px-8 lg:pb-24 lg:pt-24">
        <div className="lg:col-span-6 lg:pt-6">
          {block.eyebrow ? (
            <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-accent-gold sm:text-sm">
              {fill(block.eyebrow)}
            </p>
          ) : null}
          <h1 className="mt-6 text-balance text-4xl font-bold leading-[1.1] tracking-tight sm:text-5xl lg:text-6xl">{fill(block.heading)}</h1>
          {block.text ? <p className="mt-6 max-w-xl text-pretty text-lg leading-relaxed text-brand-100">{fill(block.text)}</p> : null}
          {block.stats?.length ? (
            <dl className="mt-10 grid max-w-xl grid-cols-3 gap-4 border-t border-white/15 pt-8">
              {block.stats.map((stat) => (
                <div key={stat.id ?? stat.label}>
                  <dt className="sr-only">{stat.label}</dt>
                  <dd className="whitespace-nowrap text-xl font-bold text-white sm:text-3xl">{fill(stat.value)}</dd>
                  <dd className="mt-1 text-xs leading-snug text-brand-200 sm:text-sm">{stat.label}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>

        <div className="grid gap-5 sm:grid-cols-2 lg:col-span-6 lg:grid-cols-1 xl:grid-cols-2 xl:items-start xl:pt-6">
          <JobCardScroller
            className="group relative flex cursor-pointer flex-col rounded-2xl border border-white/15 bg-white p-6 text-foreground shadow-2xl shadow-black/20 transition hover:-translate-y-0.5 sm:p-7"
          >
            <span className="grid size-11 place-items-center rounded-xl bg-brand-100 text-brand-700">
              <Icon name="briefcase" className="size-5" />
            </span>
            <h2 className="mt-5 text-xl font-bold text-brand-950">{jobCard?.title}</h2>
            <ul className="mt-4 flex-1 space-y-2.5 text-sm text-muted-foreground">
              {jobCard?.items?.map((item, index) => (
                <li key={item.id ?? index} className="flex gap-2.5">
                  <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-brand-600" />
                  <span data-testid={index === 0 ? 'hero-job-count' : undefined} className={index === 0 ? 'font-semibold text-brand-900' : undefined}>
                    {fill(item.value)}
                  </span>
                </li>
              ))}
            </ul>
            <Link href="/bewerbende" className={buttonVariants({ variant: 'luxury', className: 'mt-6 w-full' })}>
              {jobCard?.buttonLabel || 'Offene Stellen'}
              <Icon name="arrow-right" />
            </Link>
          </JobCardScroller>

          <div className="flex flex-col rounded-2xl border border-white/15 bg-white/10 p-6 shadow-2xl shadow-black/20 backdrop-blur sm:p-7">
            <span className="grid size-11 place-items-center rounded-xl bg-accent-gold/20 text-accent-gold">
              <Icon name="users" className="size-5" />
            </span>
            <h2 className="mt-5 text-xl font-bold text-white">{companyCard?.title}</h2>
            <ul className="mt-4 flex-1 space-y-2.5 text-sm text-brand-100">
              {companyCard?.items?.map((item, index) => (
                <li key={item.id ?? index} className="flex gap-2.5">
                  <Icon name="circle-check" className="mt-0.5 size-4 shrink-0 text-accent-gold" />
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
