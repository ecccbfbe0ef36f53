'use client'
import { Icon } from '@/components/site/Icon'
import { toast } from '@/components/ui/Toaster.client'
import { Button } from '@/components/ui/Button'

export const SHARE_COPIED = 'Link in die Zwischenablage kopiert!'
export const SHARE_FAILED = 'Fehler beim Teilen. Versuchen Sie es erneut.'

/** The pre-Clipboard-API way: a hidden textarea and execCommand('copy'). */
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.position = 'fixed'
  area.style.opacity = '0'
  document.body.appendChild(area)
  area.select()
  try {
    return document.execCommand('copy')
  } finally {
    area.remove()
  }
}

async function copyToClipboard(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text)
      return
    } catch {
      // permission refused: try the legacy way
    }
  }
  if (!legacyCopy(text)) throw new Error('copy failed')
}

/** Native share sheet in a secure context, else the link to the clipboard (with a legacy fallback). */
export function ShareButton({ title, text }: { title: string; text?: string }) {
  const share = async () => {
    const url = window.location.href.split('#')[0]
    try {
      if (window.isSecureContext && typeof navigator.share === 'function') {
        try {
          await navigator.share({ title, text, url })
          return
        } catch (error) {
          if ((error as Error)?.name === 'AbortError') return // the visitor closed the share sheet
          throw error
        }
      }
      await copyToClipboard(url)
      toast.success(SHARE_COPIED)
    } catch {
      toast.error(SHARE_FAILED)
    }
  }
  return (
    <Button variant="outline" size="lg" onClick={share} className="w-full">
      <Icon name="share-2" />
      Teilen
    </Button>
  )
}
