// Who may keep an answer of the production server (scripts/server.mjs): the Cache-Control of
// public pages, which the nginx front (deploy/nginx) and any CDN honour. Plain ESM JavaScript
// because the server imports it without a TypeScript loader; types in index.d.mts.

/**
 * A shared cache serves a public page this many seconds without asking, so an editor's change
 * is public at most this much later (Next itself updates at once, src/features/cache/revalidate.ts).
 */
export const PAGE_FRESH_SECONDS = 5
/**
 * max-age=0: browsers ask again each time; only shared caches (s-maxage) keep the page. No
 * stale-while-revalidate: browsers would apply it too (Chrome to fetches such as the RSC payload
 * of a client-side navigation) and show an old page; the front serves stale copies on its own
 * (proxy_cache_use_stale updating).
 */
export const PUBLIC_PAGE = `public, max-age=0, s-maxage=${PAGE_FRESH_SECONDS}`
export const PRIVATE_PAGE = 'private, no-store'

/** A logged-in editor (Payload's session and second-factor cookies) or Next's draft mode. */
export const STAFF_COOKIES = ['payload-token', 'payload-2fa', '__prerender_bypass', '__next_preview_data']

/** Their own routes set their headers (the admin and the APIs answer `no-store` or not at all). */
export const OWN_HEADERS = /^\/(admin|api|_next)(\/|$)/
/**
 * Pages opened from a job-alert or application mail: the signed token is in the address, and the
 * page shows the subscriber's or candidate's data.
 */
const PERSONAL = /^\/(job-agent|bewerbung)(\/|$)/

/** Whether the request comes from a logged-in editor or a draft preview. */
export function isStaffRequest(cookieHeader, authorization) {
  if (authorization) return true
  const names = String(cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
  return names.some((name) => STAFF_COOKIES.includes(name))
}

/**
 * The Cache-Control a page answer gets, or null to leave the answer's own. Public pages replace
 * Next's value, which says either `private, no-store` (rendered per request from cached data) or
 * the data cache's lifetime (`s-maxage=300`, a year for a page without data): neither fits a
 * front that must show an edit within seconds.
 */
export function pageCacheControl({ method, url, cookie, authorization, status, contentType }) {
  const path = String(url ?? '/').split('?')[0]
  if (OWN_HEADERS.test(path)) return null
  // HTML, and the RSC payload of the same page that client-side navigation fetches.
  if (!/^text\/(html|x-component)\b/.test(String(contentType ?? ''))) return null
  if (method !== 'GET' && method !== 'HEAD') return PRIVATE_PAGE // server-action answers
  if (PERSONAL.test(path) || isStaffRequest(cookie, authorization)) return PRIVATE_PAGE
  // A page or the 404 page; an error stays as Next sends it (`private, no-store`).
  return status === 200 || status === 404 ? PUBLIC_PAGE : null
}
