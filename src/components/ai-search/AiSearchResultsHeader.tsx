'use client'
import { Bot, RotateCcw, Search } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { Badge } from '@/components/ui/badge'
import { Button, buttonVariants } from '@/components/ui/button'
import { AI_SEARCH_TEXTS, cleanReasoning, matchingPositionsLabel } from '@/lib/ai-search/presentation'
import type { AiSearchResult } from '@/server/ai-search'
import { requestOpenAiSearch } from './events'

/**
 * Head of the AI results on the board: 'Suchergebnisse: "query"', the count, confidence (only
 * above 0), the reasoning without numbers in parentheses, which engine answered, and the ways out.
 */
export function AiSearchResultsHeader({ query, result, totalJobs }: { query: string; result: AiSearchResult; totalJobs: number }) {
  const router = useRouter()
  const count = result.matchedJobIds.length
  const reasoning = cleanReasoning(result.reasoning)
  return (
    <section id="ki-suchergebnisse" aria-labelledby="ki-suchergebnisse-titel" className="scroll-mt-24 rounded-xl border bg-brand-50/60 p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="ki-suchergebnisse-titel" className="text-2xl font-semibold text-brand-950">
            Suchergebnisse: &quot;{query}&quot;
          </h2>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="ki-anzahl">
            {matchingPositionsLabel(count)}
          </p>
        </div>
        {result.confidence > 0 && (
          <Badge variant="secondary" title="Wie sicher die Auswahl zur Anfrage passt">
            Übereinstimmung: {Math.round(result.confidence)} %
          </Badge>
        )}
      </div>
      {count === 0 && <p className="mt-4 font-medium text-brand-900">{AI_SEARCH_TEXTS.noMatch}</p>}
      {reasoning && <p className="mt-4 text-sm leading-relaxed text-foreground">{reasoning}</p>}
      <p className="mt-3 flex items-center gap-1.5 text-xs text-muted-foreground" data-source={result.source}>
        {result.source === 'gemini' ? (
          <>
            <Bot aria-hidden="true" className="size-3.5" /> Ausgewählt von der KI (Gemini)
          </>
        ) : (
          <>
            <Search aria-hidden="true" className="size-3.5" /> Ausgewählt von unserer Stichwortsuche (ohne KI)
          </>
        )}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link href="/bewerbende" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Alle {totalJobs} Jobs anzeigen
        </Link>
        <Button
          size="sm"
          onClick={() => {
            router.push('/bewerbende', { scroll: false })
            requestOpenAiSearch()
          }}
        >
          <RotateCcw aria-hidden="true" />
          Neue KI-Suche starten
        </Button>
      </div>
    </section>
  )
}
