import { ContactButtons } from '@/components/site/ContactButtons'
import { BlockIcon, Icon } from '@/components/site/Icon'
import { cn } from '@/components/ui/cn'
import { fillPlaceholders } from '@/lib/content/placeholders'
import type { ServicesBlock as Props } from '@/payload-types'
import type { BlockContext } from '../types'

export function ServicesComponent({ block, ctx }: { block: Props; ctx: BlockContext }) {
  const phone = ctx.settings.phone
  return (
    <>
      {block.items?.map((item, index) => (
        <section
          key={item.id ?? item.anchor}
          id={item.anchor}
          aria-labelledby={`${item.anchor}-titel`}
          className={cn('scroll-mt-20 py-16 sm:py-20', index % 2 === 1 && 'bg-brand-50/60')}
        >
          <div className="page-container grid gap-10 lg:grid-cols-12 lg:gap-16">
            <div className={cn('lg:col-span-7', index % 2 === 1 && 'lg:order-2')}>
              <span className="grid size-14 place-items-center rounded-2xl bg-brand-600 text-white shadow-lg shadow-brand-600/20">
                <BlockIcon name={item.icon} fallback="briefcase" className="size-7" />
              </span>
              <h2 id={`${item.anchor}-titel`} className="mt-6 text-balance text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
                {item.title}
              </h2>
              {item.text ? <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{fillPlaceholders(item.text, ctx.values)}</p> : null}
              <ContactButtons contactLabel={block.contactLabel} phoneLabel={block.phoneLabel} phone={phone} />
            </div>
            {item.bullets?.length ? (
              <ul className={cn('space-y-3 self-center rounded-3xl border bg-white p-6 shadow-sm sm:p-8 lg:col-span-5', index % 2 === 1 && 'lg:order-1')}>
                {item.bullets.map((bullet, i) => (
                  <li key={bullet.id ?? i} className="flex gap-3 text-brand-950">
                    <Icon name="circle-check" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <span>{bullet.value}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ))}
    </>
  )
}
