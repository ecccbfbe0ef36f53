'use client'
import { SlidersHorizontal, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { AiJobSearch } from './AiJobSearch'
import { OPEN_AI_SEARCH_EVENT } from './events'

/**
 * The board's two search modes: the classic filter bar (default) or the AI search panel.
 * 'Mit KI suchen' / 'Klassische Suche' switch; 'Neue KI-Suche starten' opens the AI panel.
 */
export function SearchModeSwitch({ classic }: { classic: ReactNode }) {
  const [mode, setMode] = useState<'classic' | 'ai'>('classic')
  const [focusRequest, setFocusRequest] = useState(0)
  const ref = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const open = () => {
      setMode('ai')
      setFocusRequest((n) => n + 1)
      ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }
    window.addEventListener(OPEN_AI_SEARCH_EVENT, open)
    return () => window.removeEventListener(OPEN_AI_SEARCH_EVENT, open)
  }, [])

  return (
    <div ref={ref} data-search-mode={mode} className="scroll-mt-24">
      <div className="mb-3 flex justify-end">
        {mode === 'classic' ? (
          <Button variant="outline" size="sm" onClick={() => setMode('ai')} aria-expanded={false}>
            <Sparkles aria-hidden="true" />
            Mit KI suchen
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => setMode('classic')} aria-expanded={true}>
            <SlidersHorizontal aria-hidden="true" />
            Klassische Suche
          </Button>
        )}
      </div>
      {mode === 'classic' ? (
        classic
      ) : (
        // key: a new panel (empty box) for each 'Neue KI-Suche starten'
        <AiJobSearch key={focusRequest} variant="board" autoFocus />
      )}
    </div>
  )
}
