'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Badge } from '@/components/ui/badge'
import { Tooltip } from '@/components/ui/tooltip.client'
import { Button, buttonVariants } from '@/components/ui/button'
import { AI_SEARCH_TEXTS, cleanReasoning, matchingPositionsLabel } from '@/lib/ai-search/presentation'
import type { AiSearchResult } from '@/lib/ai-search/presentation'
import { AI_SEARCH_DRAFT_EVENT, requestOpenAiSearch, type AiSearchDraft } from '@/components/ai-search/events'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

/**
 * Head of the AI results on the board: 'Suchergebnisse: "query"', the count, confidence (only
 * above 0), the reasoning without numbers in parentheses, which engine answered, and the ways out.
 * Reasoning and confidence are hidden while the visitor empties a search box or a new search runs.
 */
export function AiSearchResultsHeader({ query, result, totalJobs }: { query: string; result: AiSearchResult; totalJobs: number }) {
  const router = useRouter()
  const pathname = usePublicPathname()
  const [draft, setDraft] = useState<AiSearchDraft>({ empty: false, searching: false })
  const count = result.matchedJobIds.length
  const reasoning = cleanReasoning(result.reasoning)
  const explained = !draft.empty && !draft.searching

  useEffect(() => {
    const onDraft = (event: Event) => setDraft((event as CustomEvent<AiSearchDraft>).detail)
    window.addEventListener(AI_SEARCH_DRAFT_EVENT, onDraft)
    return () => window.removeEventListener(AI_SEARCH_DRAFT_EVENT, onDraft)
  }, [])
  // Every server render brings a new result object: a fresh answer is explained again.
  useEffect(() => setDraft({ empty: false, searching: false }), [result])

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
        {explained && result.confidence > 0 && (
          <Tooltip content="Wie sicher die KI ist, dass die Auswahl zu Ihrer Anfrage passt">
            <Badge variant="secondary" tabIndex={0} data-testid="ki-konfidenz">
              Übereinstimmung: {Math.round(result.confidence)} %
            </Badge>
          </Tooltip>
        )}
      </div>
      {count === 0 && <p className="mt-4 font-medium text-brand-900">{AI_SEARCH_TEXTS.noMatch}</p>}
      {explained && reasoning && (
        <p className="mt-4 text-sm leading-relaxed text-foreground" data-testid="ki-begruendung">
          {reasoning}
        </p>
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
        <Link href={`${pathname}#filter`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Alle {totalJobs} Jobs anzeigen
        </Link>
        <Button
          size="sm"
          onClick={() => {
            router.push(pathname, { scroll: false })
            requestOpenAiSearch()
          }}
        >
          <Icon name="rotate-ccw" />
          Neue KI-Suche starten
        </Button>
      </div>
    </section>
  )
}
