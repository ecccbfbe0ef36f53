import { PreviewRefresh } from './PreviewRefresh.client'
import { API_PATHS } from '@/lib/paths'

/** Shown to staff on a draft preview: what they see, a way out, and refresh on every save in the admin. */
export function PreviewBar({ path }: { path: string }) {
  return (
    <div role="status" className="sticky top-0 z-50 flex flex-wrap items-center justify-center gap-3 bg-amber-100 px-4 py-2 text-sm text-amber-950">
      <span>Vorschau: Sie sehen den neuesten Entwurf dieser Seite.</span>
      <a className="font-semibold underline" href={`${API_PATHS.preview}?exit=1&path=${encodeURIComponent(path)}`}>
        Vorschau beenden
      </a>
      <PreviewRefresh />
      {/* staff previewing a draft decide nothing about cookies here: the banner would cover the page */}
      <style>{'[data-testid="cookie-banner"]{display:none}'}</style>
    </div>
  )
}
