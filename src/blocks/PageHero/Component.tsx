import { SmartLink } from '@/components/site/SmartLink'
import { buttonVariants } from '@/components/ui/Button'
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { PageHeroBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function PageHeroComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const Heading = ctx.isFirst ? 'h1' : 'h2'
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%)]" />
      <div aria-hidden="true" className="absolute -right-20 -top-20 -z-10 size-80 rounded-full border border-white/10" />
      <div className="page-container py-16 sm:py-20 lg:py-24">
        <div className="max-w-3xl">
          {block.eyebrow ? (
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-accent-gold">{fillPlaceholders(block.eyebrow, ctx.values)}</p>
          ) : null}
          <Heading className="mt-4 text-balance text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            {fillPlaceholders(block.heading, ctx.values)}
          </Heading>
          {block.text ? <p className="mt-6 text-pretty text-lg leading-relaxed text-brand-100">{fillPlaceholders(block.text, ctx.values)}</p> : null}
          {block.buttons?.length ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {block.buttons.map((button, index) => (
                <SmartLink key={index} href={button.href} className={buttonVariants({ variant: button.style ?? 'hero', size: 'lg' })}>
                  {button.label}
                </SmartLink>
              ))}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
