import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { staffUser } from '@/features/page-preview'
import { safeSitePath } from '@/lib/net/safeRedirect'

/**
 * GET /api/preview?path=/ueber-uns: the admin's preview link (and live preview) shows drafts on
 * the real site through Next's draft mode, only to logged-in staff. `&exit=1` ends draft mode.
 */
export async function GET(request: Request) {
  const url = new URL(request.url)
  // only ever a path on this site: the preview must not send anyone elsewhere
  const path = safeSitePath(url.searchParams.get('path'))
  if (!path) return new Response('Ungültige Vorschau-Adresse.', { status: 400 })
  const draft = await draftMode()
  if (url.searchParams.get('exit')) {
    draft.disable()
    redirect(path)
  }
  if (!(await staffUser()))
    return new Response('Die Vorschau ist nur für angemeldete Mitarbeiter verfügbar.', {
      status: 401,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  draft.enable()
  redirect(path)
}
