import { NextResponse, type NextRequest } from 'next/server'
import { boardRoute, classifyPath, LOCAL_SEARCH_SEGMENT, NOT_FOUND_KIND_HEADER, routeVerdict } from '@/lib/routing'
import { boardMayAskModel, visitorKey } from '@/features/ai-search/visitor'
import { routeTable } from '@/features/routing/table'
import { NOT_FOUND_PATH } from '@/lib/paths'
import { logEvent } from '@/features/ops/log'

/**
 * Runs before every page request, so it never asks the database: unknown pages and job ids and
 * the editors' redirects are settled from an in-memory snapshot of the routes (see
 * src/lib/routing.ts for why before rendering, src/features/routing/table.ts for the snapshot),
 * and a board address goes to the prerendered board, or with filters to the one rendered per
 * request (src/lib/paths.ts). When the
 * snapshot cannot be loaded, the pages decide as before.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const board = boardRoute(pathname, searchParams)
  if (board) {
    const url = request.nextUrl.clone()
    url.pathname = board.path
    // A page address with ?ki= reaches the model like the API does: the same per-visitor limit,
    // past which the page answers from the local ranking.
    if (board.ki && !(await boardMayAskModel(board.ki, visitorKey(request.headers)))) url.pathname += `/${LOCAL_SEARCH_SEGMENT}`
    // the production server gives it the public pages' Cache-Control (src/lib/cache-control)
    return NextResponse.rewrite(url)
  }
  // Draft preview (staff only, checked by the page): a page that was never published exists too.
  if (request.cookies.has('__prerender_bypass')) return NextResponse.next()
  const check = classifyPath(pathname)
  if (check.type === 'fixed') return NextResponse.next()
  let verdict
  try {
    verdict = routeVerdict(await routeTable(), check)
  } catch (error) {
    logEvent('warn', 'route-check-failed', { reason: (error as Error).message, fallback: 'render' })
    return NextResponse.next()
  }
  if (verdict.action === 'redirect') return NextResponse.redirect(new URL(verdict.to, request.url), 308)
  if (verdict.action === 'not-found') {
    const headers = new Headers(request.headers)
    headers.set(NOT_FOUND_KIND_HEADER, verdict.kind)
    return NextResponse.rewrite(new URL(NOT_FOUND_PATH, request.url), { request: { headers } })
  }
  return NextResponse.next()
}

export const config = {
  // Everything but Next's assets, the admin and the APIs (their own routes answer unknown paths).
  matcher: ['/((?!_next/|api/|admin|robots\\.txt|sitemap\\.xml|og-image\\.png|favicon\\.ico|icon\\.svg|i\\.svg|after-paint\\.js|apple-icon\\.png).*)'],
}
