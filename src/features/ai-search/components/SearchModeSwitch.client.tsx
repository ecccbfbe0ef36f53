'use client'
import { Icon } from '@/components/site/Icon'
import { useRouter } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import { DeferredAiJobSearch } from '@/features/ai-search/components/DeferredAiJobSearch.client'
import { OPEN_AI_SEARCH_EVENT } from '@/features/ai-search/components/events'
import { scrollToSection } from '@/components/site/scrollToSection.client'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

/**
 * The board's two search modes: the classic filter bar or the AI search panel. The mode follows
 * the URL: AI results (?ki=) show the AI panel with their query, the plain board the filter bar.
 * 'Mit KI suchen' / 'Klassische Suche' switch; leaving AI mode also leaves its results, so the
 * list below always belongs to the visible mode. 'Neue KI-Suche starten' opens an empty AI panel.
 */
/**
 * 'Neue KI-Suche starten' leads to the board without a query, which is another page than the
 * results (each query is its own, see src/proxy.ts): the switch of that page opens the empty panel
 * when it mounts within this time. Module state: it outlives the old switch.
 */
let reopenUntil = 0
const REOPEN_MS = 15_000 // the next page may take seconds on a busy server

export function SearchModeSwitch({ classic, aiQuery = '' }: { classic: ReactNode; aiQuery?: string }) {
  const router = useRouter()
  const pathname = usePublicPathname()
  // the page 'Neue KI-Suche starten' leads to shows the AI panel from its first frame
  const [mode, setMode] = useState<'classic' | 'ai'>(() => (aiQuery || Date.now() < reopenUntil ? 'ai' : 'classic'))
  const [panelKey, setPanelKey] = useState(0)
  // after 'Neue KI-Suche starten' the panel starts empty, until the next results arrive
  const [fresh, setFresh] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const openRequested = useRef(false)
  const previousQuery = useRef(aiQuery)
  const [ready, setReady] = useState(false) // hydrated: the toggle works
  useEffect(() => setReady(true), [])

  // New AI results switch to AI mode; their clearing ('Alle Jobs anzeigen', a filter link) back to
  // classic, unless the visitor asked for a new AI search.
  useEffect(() => {
    if (previousQuery.current === aiQuery) return
    previousQuery.current = aiQuery
    if (aiQuery) {
      setMode('ai')
      setFresh(false)
    } else if (!openRequested.current) setMode('classic')
    openRequested.current = false
  }, [aiQuery])

  useEffect(() => {
    const open = () => {
      openRequested.current = true
      setMode('ai')
      setFresh(true)
      setPanelKey((n) => n + 1)
      if (ref.current) scrollToSection(ref.current)
    }
    const onRequest = () => {
      reopenUntil = Date.now() + REOPEN_MS
      open()
    }
    if (!aiQuery && Date.now() < reopenUntil) open()
    reopenUntil = 0
    window.addEventListener(OPEN_AI_SEARCH_EVENT, onRequest)
    return () => window.removeEventListener(OPEN_AI_SEARCH_EVENT, onRequest)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: later queries are the next effect's job
  }, [])

  const toClassic = () => {
    reopenUntil = 0
    setMode('classic')
    if (aiQuery) router.push(pathname, { scroll: false })
  }

  return (
    <div ref={ref} data-search-mode={mode} data-ready={ready || undefined} className="scroll-mt-24">
      <div className="mb-3 flex justify-end">
        {mode === 'classic' ? (
          <Button variant="outline" size="sm" onClick={() => setMode('ai')}>
            <Icon name="sparkles" />
            Mit KI suchen
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={toClassic}>
            <Icon name="sliders-horizontal" />
            Klassische Suche
          </Button>
        )}
      </div>
      {mode === 'classic' ? (
        classic
      ) : (
        // key: a new panel (empty box, focused) for each 'Neue KI-Suche starten'
        <DeferredAiJobSearch key={panelKey} label="KI-Suche in den Stellenangeboten" initialQuery={fresh ? '' : aiQuery} autoFocus={fresh || !aiQuery} />
      )}
    </div>
  )
}
