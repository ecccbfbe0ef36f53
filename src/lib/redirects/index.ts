import { pagePath } from '@/lib/paths'

/**
 * Editor-made redirects (collection „redirects“ of @payloadcms/plugin-redirects): old address ->
 * a page or a custom URL. Pure helpers: normalising the stored and the requested path the same
 * way, and building the lookup table the server caches.
 */

export type RedirectDoc = {
  from?: string | null
  to?: {
    type?: 'reference' | 'custom' | null
    url?: string | null
    reference?: { relationTo: string; value: number | string | { slug?: string | null } } | null
  } | null
}

export type RedirectTable = Record<string, string>

/**
 * "/Alte-Seite.html/", "https://old.example.de/alte-seite.html?x=1#top" -> "/alte-seite.html".
 * Case-insensitive (old sites were often served by case-insensitive servers), no query, no hash,
 * no trailing slash. Null for something that is not a path.
 */
export function normalizeRedirectPath(input: string | null | undefined): string | null {
  let value = (input ?? '').trim()
  if (!value) return null
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    try {
      value = new URL(value).pathname
    } catch {
      return null
    }
  }
  value = value.replace(/[?#].*$/, '')
  try {
    value = decodeURIComponent(value)
  } catch {
    // keep malformed escapes as they are
  }
  if (!value.startsWith('/')) value = `/${value}`
  value = value.replace(/\/{2,}/g, '/')
  if (value.length > 1) value = value.replace(/\/+$/, '')
  return value.toLowerCase()
}

/** Where a redirect points: the page's path, or the custom URL (a path or an absolute URL). */
export function redirectTarget(doc: RedirectDoc): string | null {
  const to = doc.to
  if (!to) return null
  if (to.type === 'custom') return to.url?.trim() || null
  const value = to.reference?.value
  if (value && typeof value === 'object' && value.slug) return pagePath(value.slug)
  return null
}

/** The lookup table; entries that would point to themselves are dropped (no redirect loops). */
export function buildRedirectTable(docs: RedirectDoc[]): RedirectTable {
  const table: RedirectTable = {}
  for (const doc of docs) {
    const from = normalizeRedirectPath(doc.from)
    const target = redirectTarget(doc)
    if (!from || !target) continue
    const targetIsPath = target.startsWith('/') && !target.startsWith('//')
    if (targetIsPath && normalizeRedirectPath(target) === from) continue
    table[from] = target
  }
  return table
}

export function lookupRedirect(table: RedirectTable, path: string): string | null {
  const key = normalizeRedirectPath(path)
  return key ? (table[key] ?? null) : null
}
