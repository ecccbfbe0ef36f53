'use client'
import { Loader2, Sparkles } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { cn } from '@/components/ui/cn'
import { Input, Label } from '@/components/ui/form-controls'
import { AI_SEARCH_TEXTS, foundJobsToast } from '@/lib/ai-search/presentation'
import { MAX_QUERY_LENGTH, QUICK_SEARCHES } from '@/lib/ai-search/query'

/** The spec's quick-search chips; each runs an AI search for its text. */

type ApiAnswer = { matchedJobIds?: number[]; error?: string }

export const boardSearchUrl = (query: string) => `/bewerbende?ki=${encodeURIComponent(query)}#ki-suchergebnisse`

/**
 * The natural-language job search box. `hero` (home page): navigates to the board only when
 * at least one job matched, else shows the no-match message here. `board`: every search shows
 * its result on the board (`/bewerbende?ki=…`), the result header there tells when nothing matched.
 */
export function AiJobSearch({
  variant = 'board',
  initialQuery = '',
  autoFocus = false,
}: {
  variant?: 'hero' | 'board'
  initialQuery?: string
  autoFocus?: boolean
}) {
  const router = useRouter()
  const inputId = useId()
  const hintId = `${inputId}-hint`
  const messageId = `${inputId}-message`
  const [query, setQuery] = useState(initialQuery)
  const [searching, setSearching] = useState(false)
  const [message, setMessage] = useState('')

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
    try {
      const response = await fetch('/api/ai-search', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: trimmed }),
      })
      const answer = (await response.json().catch(() => ({}))) as ApiAnswer
      if (response.status === 429) {
        toast.error(answer.error || AI_SEARCH_TEXTS.rateLimited)
        return
      }
      if (!response.ok || !Array.isArray(answer.matchedJobIds)) {
        toast.error(AI_SEARCH_TEXTS.errorAnswer)
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
      if (variant === 'hero') router.replace(boardSearchUrl(trimmed))
      else router.push(boardSearchUrl(trimmed))
    } catch {
      toast.error(AI_SEARCH_TEXTS.exception)
    } finally {
      setSearching(false)
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    void search(query)
  }

  const hero = variant === 'hero'
  return (
    <div
      data-ai-job-search={variant}
      className={cn('w-full rounded-xl border bg-white p-4 text-foreground shadow-sm sm:p-6', hero && 'shadow-lg')}
    >
      <form onSubmit={onSubmit} role="search" aria-label="KI-Jobsuche" noValidate>
        <Label htmlFor={inputId} className="flex items-center gap-2 text-base font-semibold text-brand-900">
          <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
          KI-Jobsuche
        </Label>
        <p id={hintId} className="mt-1 text-sm text-muted-foreground">
          Beschreibe in eigenen Worten, was du suchst – Beruf, Ort oder Arbeitszeit.
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Input
            id={inputId}
            name="ki"
            type="search"
            value={query}
            maxLength={MAX_QUERY_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            placeholder="z. B. Küchenchef in Hamburg oder Teilzeit an der Rezeption"
            aria-describedby={message ? `${hintId} ${messageId}` : hintId}
            onChange={(event) => {
              setQuery(event.target.value)
              if (!event.target.value.trim()) setMessage('')
            }}
            className="h-11 flex-1"
          />
          <Button type="submit" size="lg" disabled={!query.trim() || searching} aria-busy={searching} className="h-11">
            {searching ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
            {searching ? 'Suche läuft …' : 'Suchen'}
          </Button>
        </div>
      </form>
      {/* On the board the hero already links the same quick searches (they work without JS). */}
      {variant === 'hero' ? (
      <div className="mt-3 flex flex-wrap items-center gap-2" aria-label="Schnellsuche" role="group">
        <span className="text-xs text-muted-foreground">Schnellsuche:</span>
        {QUICK_SEARCHES.map((chip) => (
          <button
            key={chip}
            type="button"
            disabled={searching}
            onClick={() => {
              setQuery(chip)
              void search(chip)
            }}
            className="rounded-full border border-brand-200 bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900 transition-colors hover:bg-brand-100 disabled:opacity-50"
          >
            {chip}
          </button>
        ))}
      </div>
      ) : null}
      <p id={messageId} role="status" aria-live="polite" className={cn('text-sm', message && 'mt-3 font-medium text-brand-900')}>
        {message}
      </p>
    </div>
  )
}
