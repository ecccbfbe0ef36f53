import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { AiConfidence, AiExplanation, NewAiSearchButton } from '@/features/ai-search/components/AiSearchResultsControls.client'
import { buttonVariants } from '@/components/ui/Button'
import { AI_SEARCH_TEXTS, cleanReasoning, matchingPositionsLabel } from '@/features/ai-search/lib/presentation'
import type { AiSearchResult } from '@/features/ai-search/lib/presentation'

/**
 * Head of the AI results on the board: 'Suchergebnisse: "query"', the count, confidence (only
 * above 0), the reasoning without numbers in parentheses, which engine answered, and the ways out.
 * Rendered by the server; only the parts that react in the browser are client components:
 * reasoning and confidence hide while the visitor empties a search box or a new search runs.
 * `path` is the board's address as the visitor sees it.
 */
export function AiSearchResultsHeader({ query, result, totalJobs, path }: { query: string; result: AiSearchResult; totalJobs: number; path: string }) {
  const count = result.matchedJobIds.length
  const reasoning = cleanReasoning(result.reasoning)

  return (
    <section id="ki-suchergebnisse" aria-labelledby="ki-suchergebnisse-titel" className="scroll-mt-24 rounded-xl border bg-brand-50/60 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id="ki-suchergebnisse-titel" className="break-words text-xl font-semibold text-brand-950 sm:text-2xl">
            Suchergebnisse: &quot;{query}&quot;
          </h2>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="ki-anzahl">
            {matchingPositionsLabel(count)}
          </p>
        </div>
        {result.confidence > 0 && (
          <AiExplanation>
            <AiConfidence label={`Übereinstimmung: ${Math.round(result.confidence)} %`} hint="Wie sicher die KI ist, dass die Auswahl zu Ihrer Anfrage passt" />
          </AiExplanation>
        )}
      </div>
      {count === 0 && <p className="mt-4 font-medium text-brand-900">{AI_SEARCH_TEXTS.noMatch}</p>}
      {reasoning && (
        <AiExplanation>
          <p className="mt-4 text-sm leading-relaxed text-foreground" data-testid="ki-begruendung">
            {reasoning}
          </p>
        </AiExplanation>
      )}
      <p className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground" data-source={result.source}>
        {result.source === 'gemini' ? (
          <>
            <Icon name="bot" className="size-3.5" /> Ausgewählt von der KI (Gemini)
          </>
        ) : (
          <>
            <Icon name="search" className="size-3.5" /> Ausgewählt von unserer Stichwortsuche (ohne KI)
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {/* back to the classic list, with its filters in view */}
        <Link href={`${path}#filter`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Alle {totalJobs} Jobs anzeigen
        </Link>
        <NewAiSearchButton />
      </div>
    </section>
  )
}
