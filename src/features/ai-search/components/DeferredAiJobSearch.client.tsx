'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '@/components/site/Icon'
import { Button } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { Input } from '@/components/ui/FormControls'
import { useWhenNear } from '@/components/site/useWhenNear.client'
import { whenIdle } from '@/components/site/whenIdle.client'
import { QUICK_SEARCHES } from '@/lib/jobs/aiQuery'
import { AI_QUERY_FIELD, AiSearchIntro, aiSearchFrameClass } from './AiSearchIntro'
import type { AiJobSearch as Search, AiJobSearchProps } from './AiJobSearch.client'

/** Once loaded, later boxes (the next page's, the AI panel) are the real one at once. */
let loadedSearch: typeof Search | undefined

/**
 * The AI search box (AiJobSearch) whose code (the request, its messages and the navigation) is
 * fetched when the box comes near the screen, is used or the page is idle, not with the page's first load. Until
 * then the same box as a plain form: without JavaScript it asks the page for `?ki=…`.
 */
export function DeferredAiJobSearch({ initialQuery = '', variant = 'board', ...props }: AiJobSearchProps) {
  const id = useId()
  const requested = useRef(false)
  const [loaded, setLoaded] = useState<{ Search: typeof Search; query: string; from: string; focused: boolean } | null>(() =>
    loadedSearch ? { Search: loadedSearch, query: initialQuery, from: initialQuery, focused: false } : null,
  )
  const load = () => {
    if (requested.current) return
    requested.current = true
    void import('./AiJobSearch.client').then(({ AiJobSearch }) => {
      loadedSearch = AiJobSearch
      // what was typed meanwhile, and the focus, carry over to the loaded box
      const input = place.current?.querySelector('input')
      setLoaded({ Search: AiJobSearch, query: input?.value ?? initialQuery, from: initialQuery, focused: !!input && input === document.activeElement })
    })
  }
  const place = useWhenNear<HTMLDivElement>(() => load())
  useEffect(() => {
    // far down the page (the home page on a phone): once the page is idle, so it is ready when reached
    if (!loaded) return whenIdle(load)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the loaded box follows later queries itself
  }, [])
  if (loaded) {
    // a later query from the page wins over what was typed before the box loaded
    const query = initialQuery === loaded.from ? loaded.query : initialQuery
    return <loaded.Search {...props} variant={variant} initialQuery={query} autoFocus={props.autoFocus || loaded.focused} />
  }
  // AiJobSearch's markup before its first search
  const hero = variant === 'hero'
  return (
    <div ref={place} onFocus={load} onPointerDown={load} data-ai-job-search={variant} className={aiSearchFrameClass(hero)}>
      <form role="search" aria-label={props.label ?? 'KI-Jobsuche'}>
        <AiSearchIntro inputId={id} hintId={`${id}-hint`} hero={hero} />
        <div className={cn('flex flex-col gap-2 sm:flex-row', !hero && 'mt-3')}>
          <Input {...AI_QUERY_FIELD} id={id} defaultValue={initialQuery} aria-describedby={`${id}-hint`} />
          {/* as the loaded box: no search without a text */}
          <Button type="submit" size="lg" disabled={!initialQuery.trim()} className="h-11">
            <Icon name="sparkles" />
            Suchen
          </Button>
        </div>
      </form>
      {hero && (
        <div className="mt-4 flex flex-wrap items-center gap-2" aria-label="Schnellsuche" role="group">
          <span className="text-sm text-muted-foreground">Schnellsuche:</span>
          {QUICK_SEARCHES.map((chip) => (
            <button key={chip} type="button" className="suggestion-chip">
              {chip}
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
