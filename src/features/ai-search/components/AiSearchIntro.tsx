import { Icon } from '@/components/site/Icon'
import { cn } from '@/components/ui/cn'
import { Label } from '@/components/ui/FormControls'
import { MAX_QUERY_LENGTH } from '@/lib/jobs/aiQuery'

/** The AI search box's frame: a card on the board, bare in the home page's hero (its block is the card). */
export const aiSearchFrameClass = (hero: boolean) => cn('w-full text-foreground', !hero && 'rounded-xl border bg-white p-4 shadow-sm sm:p-6')

/**
 * The box's label and hint, the same before its code loads (DeferredAiJobSearch) and after
 * (AiJobSearch); in the hero only for screen readers, its block has the heading and explanation.
 */
export function AiSearchIntro({ inputId, hintId, hero }: { inputId: string; hintId: string; hero: boolean }) {
  return (
    <>
      <Label htmlFor={inputId} className={cn('ai-search-label', hero && 'sr-only')}>
        <Icon name="sparkles" className="size-4 text-brand-600" />
        KI-Jobsuche
      </Label>
      <p id={hintId} className={cn('mt-1 text-sm text-muted-foreground', hero && 'sr-only')}>
        Beschreiben Sie in eigenen Worten, was Sie suchen – Beruf, Ort oder Arbeitszeit.
      </p>
    </>
  )
}

/** The query field's fixed attributes, before and after the box's code loads. */
export const AI_QUERY_FIELD = {
  name: 'ki',
  type: 'search',
  maxLength: MAX_QUERY_LENGTH,
  autoComplete: 'off',
  enterKeyHint: 'search',
  placeholder: 'z. B. Küchenchef in Hamburg',
  className: 'h-11 flex-1',
} as const
