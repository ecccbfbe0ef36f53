'use client'
import { Icon } from '@/components/site/Icon'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from '@/components/ui/Toaster.client'
import { Button } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { Input } from '@/components/ui/FormControls'
import { AI_QUERY_FIELD, AiSearchIntro, aiSearchFrameClass } from '@/features/ai-search/components/AiSearchIntro'
import { AI_SEARCH_TEXTS, foundJobsToast } from '@/features/ai-search/lib/presentation'
import { QUICK_SEARCHES } from '@/lib/jobs/aiQuery'
import { announceAiSearchDraft } from '@/features/ai-search/components/events'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'
import { API_PATHS, CANDIDATES_PATH } from '@/lib/paths'

type ApiAnswer = { matchedJobIds?: number[]; error?: string }

/** Where AI results are shown: the board (/bewerbende, or /stellenangebote when searched there). */
export const boardSearchUrl = (query: string, path = CANDIDATES_PATH) => `${path}?ki=${encodeURIComponent(query)}#ki-suchergebnisse`

/**
 * The natural-language job search box. `hero` (home page): navigates to the board only when
 * at least one job matched, else shows the no-match message here. `board`: every search shows
 * its result on the board (`/bewerbende?ki=…`), the result header there tells when nothing matched.
 */
export type AiJobSearchProps = {
  variant?: 'hero' | 'board'
  initialQuery?: string
  autoFocus?: boolean
  /** accessible name of the search landmark (two boxes on one page need two names) */
  label?: string
}

export function AiJobSearch({ variant = 'board', initialQuery = '', autoFocus = false, label = 'KI-Jobsuche' }: AiJobSearchProps) {
  const router = useRouter()
  const pathname = usePublicPathname()
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const messageId = `${inputId}-message`
  const [query, setQuery] = useState(initialQuery)
  const [searching, setSearching] = useState(false)
  const [message, setMessage] = useState('')
  const [ready, setReady] = useState(false) // hydrated: searches run here, not as a page reload
  useEffect(() => setReady(true), [])

  // A new ?ki= (reload, back button, another search) shows its query in the box.
  useEffect(() => setQuery(initialQuery), [initialQuery])
  useEffect(() => {
    if (autoFocus) document.getElementById(inputId)?.focus()
  }, [autoFocus, inputId])

  async function search(text: string) {
    const trimmed = text.trim()
    if (!trimmed || searching) return
    setSearching(true)
    setMessage('')
    if (variant === 'board') announceAiSearchDraft({ empty: false, searching: true })
    let navigating = false
    try {
      const response = await fetch(API_PATHS.aiSearch, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: trimmed }),
      })
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer
      if (!response.ok || !Array.isArray(answer.matchedJobIds)) {
        // the fixed German error text; the server's reason (e.g. too many searches) below it
        toast.error(AI_SEARCH_TEXTS.errorAnswer, { description: answer.error })
        return
      }
      const count = answer.matchedJobIds.length
      if (count === 0) {
        toast.info(AI_SEARCH_TEXTS.noMatchToast)
        if (variant === 'hero') {
          setMessage(AI_SEARCH_TEXTS.noMatch)
          return
        }
      } else {
        toast.success(foundJobsToast(count))
      }
      navigating = true
      if (variant === 'hero') router.replace(boardSearchUrl(trimmed))
      else router.push(boardSearchUrl(trimmed, pathname))
    } catch {
      toast.error(AI_SEARCH_TEXTS.exception)
    } finally {
      setSearching(false)
      // the board's results header shows its explanation again, unless new results are on the way
      if (variant === 'board' && !navigating) announceAiSearchDraft({ empty: false, searching: false })
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void search(query)
  }

  const hero = variant === 'hero'
  return (
    <div data-ai-job-search={variant} data-ready={ready || undefined} className={aiSearchFrameClass(hero)}>
      <form onSubmit={onSubmit} role="search" aria-label={label} noValidate>
        <AiSearchIntro inputId={inputId} hintId={hintId} hero={hero} />
        <div className={cn('flex flex-col gap-2 sm:flex-row', !hero && 'mt-3')}>
          <Input
            {...AI_QUERY_FIELD}
            id={inputId}
            value={query}
            aria-describedby={message ? `${hintId} ${messageId}` : hintId}
            onChange={(event) => {
              const empty = !event.target.value.trim()
              if (empty !== !query.trim() && variant === 'board') announceAiSearchDraft({ empty, searching })
              setQuery(event.target.value)
              if (empty) setMessage('')
            }}
          />
          <Button type="submit" size="lg" disabled={!query.trim() || searching} aria-busy={searching} className="h-11">
            {searching ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="sparkles" />}
            {searching ? 'Suche läuft …' : 'Suchen'}
          </Button>
        </div>
      </form>
      {/* On the board the hero already links the same quick searches (they work without JS). */}
      {hero ? (
        <div className="mt-4 flex flex-wrap items-center gap-2" aria-label="Schnellsuche" role="group">
          <span className="text-sm text-muted-foreground">Schnellsuche:</span>
          {QUICK_SEARCHES.map((chip) => (
            <button
              key={chip}
              type="button"
              disabled={searching}
              onClick={() => {
                setQuery(chip)
                void search(chip)
              }}
              className="suggestion-chip"
            >
              {chip}
            </button>
          ))}
        </div>
      ) : null}
      <p
        id={messageId}
        role="status"
        aria-live="polite"
        className={cn('text-sm', message && 'mt-4 rounded-md border border-brand-100 bg-brand-50 px-3 py-2 font-medium text-brand-900')}
      >
        {message}
      </p>
    </div>
  )
}
