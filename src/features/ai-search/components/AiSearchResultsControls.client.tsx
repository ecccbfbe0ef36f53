'use client'
import { Icon } from '@/components/site/Icon'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { Tooltip } from '@/components/ui/Tooltip.client'
import { AI_SEARCH_DRAFT_EVENT, requestOpenAiSearch, type AiSearchDraft } from '@/features/ai-search/components/events'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

/**
 * The results header's reasoning or confidence: hidden while the visitor empties a board search
 * box or a new search runs (they belong to the previous query).
 */
export function AiExplanation({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<AiSearchDraft>({ empty: false, searching: false })
  useEffect(() => {
    const onDraft = (event: Event) => setDraft((event as CustomEvent<AiSearchDraft>).detail)
    window.addEventListener(AI_SEARCH_DRAFT_EVENT, onDraft)
    return () => window.removeEventListener(AI_SEARCH_DRAFT_EVENT, onDraft)
  }, [])
  // Every server render brings new children: a fresh answer is explained again.
  useEffect(() => setDraft({ empty: false, searching: false }), [children])
  return draft.empty || draft.searching ? null : children
}

/**
 * The AI's confidence with its explanation in a tooltip (texts from the server: the board's
 * JavaScript need not carry them). A client component: Tooltip clones its
 * child, and an element rendered by the server can reach it as a lazy reference, not an element.
 */
export function AiConfidence({ label, hint }: { label: string; hint: string }) {
  return (
    <Tooltip content={hint}>
      {/* <Badge variant="secondary">'s classes, without importing the badge module into the board's first load */}
      <span tabIndex={0} data-testid="ki-konfidenz" className="badge badge-secondary">
        {label}
      </span>
    </Tooltip>
  )
}

/** 'Neue KI-Suche starten': the board without AI results, with an empty AI search panel open. */
export function NewAiSearchButton() {
  const router = useRouter()
  const pathname = usePublicPathname()
  return (
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
  )
}
