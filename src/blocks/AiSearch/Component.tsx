import { Icon } from '@/components/site/Icon'
import { DeferredAiJobSearch } from '@/features/ai-search/components/DeferredAiJobSearch.client'
import type { AiSearchBlock as Props } from '@/payload-types'
import { ANCHORS } from '../anchors'

export function AiSearchComponent({ block }: { block: Props }) {
  return (
    <section id={ANCHORS.aiSearch} aria-labelledby="ki-jobsuche-titel" className="ai-search">
      <div className="ai-search-container">
        <div className="ai-search-card">
          <p className="eyebrow inline-flex items-center gap-2">
            <Icon name="sparkles" className="size-4" />
            {block.eyebrow}
          </p>
          <h2 id="ki-jobsuche-titel" className="ai-search-title">
            {block.heading}
          </h2>
          {block.text ? <p className="ai-search-lead">{block.text}</p> : null}
          <div className="mt-6">
            <DeferredAiJobSearch variant="hero" />
          </div>
        </div>
      </div>
    </section>
  )
}
