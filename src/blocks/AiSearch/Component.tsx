import { Icon } from '@/components/site/Icon'
import { AiJobSearch } from '@/components/ai-search/AiJobSearch.client'
import type { AiSearchBlock as Props } from '@/payload-types'
import { ANCHORS } from '../anchors'

export function AiSearchComponent({ block }: { block: Props }) {
  return (
    <section id={ANCHORS.aiSearch} aria-labelledby="ki-jobsuche-titel" className="scroll-mt-20 bg-gradient-to-b from-brand-50 to-white py-16 sm:py-20">
      <div className="mx-auto w-full max-w-4xl px-4 sm:px-6 lg:px-8">
        <div className="rounded-3xl border border-brand-100 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-10">
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-[0.14em] text-brand-600">
            <Icon name="sparkles" className="size-4" />
            {block.eyebrow}
          </p>
          <h2 id="ki-jobsuche-titel" className="mt-3 text-balance text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
            {block.heading}
          </h2>
          {block.text ? <p className="mt-3 text-pretty leading-relaxed text-muted-foreground">{block.text}</p> : null}
          <div className="mt-6">
            <AiJobSearch variant="hero" />
          </div>
        </div>
      </div>
    </section>
  )
}
