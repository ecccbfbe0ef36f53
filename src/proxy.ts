import { NextResponse, type NextRequest } from 'next/server'
import { classifyPath, NOT_FOUND_KIND_HEADER } from '@/lib/routing'
import { checkRoute } from '@/features/routing/check'

/** Any path no route serves: Next.js answers it with app/global-not-found.tsx (404, server-rendered). */
const NOT_FOUND_PATH = '/_404/nicht-gefunden'

/**
 * Unknown pages and job ids, and the editors' redirects, are settled here before rendering (see
 * src/lib/routing.ts for why). When the database cannot be asked, the pages decide as before.
 */
export async function proxy(request: NextRequest) {
  let verdict
  try {
    verdict = await checkRoute(classifyPath(request.nextUrl.pathname))
  } catch (error) {
    console.warn(`[proxy] route check failed, rendering as usual: ${(error as Error).message}`)
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
  matcher: ['/((?!_next/|api/|admin|robots\\.txt|sitemap\\.xml|og-image\\.png|favicon\\.ico|icon\\.svg|apple-icon\\.png).*)'],
}
