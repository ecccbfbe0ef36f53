import { Icon } from '@/components/site/Icon'
import { cn } from '@/components/ui/cn'
import { Label } from '@/components/ui/FormControls'

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
