'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { Icon } from '@/components/site/Icon'
import { Button } from '@/components/ui/Button'
import { Input, Label } from '@/components/ui/FormControls'
import { MAX_QUERY_LENGTH } from '@/lib/jobs/aiQuery'
import type { AiJobSearch as Search, AiJobSearchProps } from './AiJobSearch.client'

/** How far below the screen the box starts loading. */
const LOAD_AHEAD = '800px 0px'
/** Once loaded, later boxes (the next page's, the AI panel) are the real one at once. */
let loadedSearch: typeof Search | undefined

/**
 * The board's AI search box (AiJobSearch, variant board), whose code (the request, its messages and
 * the navigation) is fetched when the box comes near the screen or is used, not with the board's
 * first load. Until then the same box as a plain form: without JavaScript it asks the board for `?ki=…`.
 */
export function DeferredAiJobSearch({ initialQuery = '', ...props }: Omit<AiJobSearchProps, 'variant'>) {
  const id = useId()
  const place = useRef<HTMLDivElement>(null)
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
  useEffect(() => {
    if (loaded) return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: LOAD_AHEAD })
    if (place.current) observer.observe(place.current)
    return () => observer.disconnect()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the loaded box follows later queries itself
  }, [])
  if (loaded) {
    // a later query from the page wins over what was typed before the box loaded
    const query = initialQuery === loaded.from ? loaded.query : initialQuery
    return <loaded.Search {...props} variant="board" initialQuery={query} autoFocus={props.autoFocus || loaded.focused} />
  }
  return (
    <div
      ref={place}
      onFocus={load}
      onPointerDown={load}
      data-ai-job-search="board"
      className="w-full rounded-xl border bg-white p-4 text-foreground shadow-sm sm:p-6"
    >
      <form role="search" aria-label={props.label ?? 'KI-Jobsuche'}>
        <Label htmlFor={id} className="ai-search-label">
          <Icon name="sparkles" className="size-4 text-brand-600" />
          KI-Jobsuche
        </Label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-muted-foreground">
          Beschreiben Sie in eigenen Worten, was Sie suchen – Beruf, Ort oder Arbeitszeit.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Input
            id={id}
            name="ki"
            type="search"
            defaultValue={initialQuery}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="z. B. Küchenchef in Hamburg"
            aria-describedby={`${id}-hint`}
            className="h-11 flex-1"
          />
          {/* as the loaded box: no search without a text */}
          <Button type="submit" size="lg" disabled={!initialQuery.trim()} className="h-11">
            <Icon name="sparkles" />
            Suchen
          </Button>
        </div>
      </form>
    </div>
  )
}
