/**
 * Where a visitor-given address may send the browser: a path on this site, never elsewhere.
 *
 * Browsers read a Location header leniently: they drop tabs and line breaks, treat a backslash as
 * a slash and follow `//host` or `/\host` to another site. So a target is only taken when it is
 * plainly a path (one leading '/', no control, space or separator characters, no backslash, no
 * encoded slash, backslash or control right after the first '/'), and, parsed as a URL against the
 * site's origin, still belongs to that origin. The answer is the parsed form (path, query,
 * fragment), the one the browser will also see.
 */

const SITE = 'http://site.invalid'

/** Control, format, separator and whitespace characters (also the Unicode line separators), a backslash. */
const UNSAFE_CHARACTER = /[\p{C}\p{Z}\s\\]/u
/** An encoded control character or line separator anywhere (also double-encoded): no site path has one. */
const ENCODED_CONTROL = /%(?:25)*(?:[01][\da-f]|7f|c2%(?:25)*[89][\da-f]|e2%(?:25)*80%(?:25)*a[89])/i
/** An encoded slash, backslash or their look-alikes right after the first '/' (also double-encoded). */
const AMBIGUOUS_START = /^\/%(?:25)*(?:2f|5c|ef%(?:25)*bc%(?:25)*(?:8f|bc)|e2%(?:25)*88%(?:25)*95|e2%(?:25)*81%(?:25)*84)/i
/** Characters that look like a slash or backslash (fullwidth, division slash, etc.) right after the first '/'. */
const LOOKALIKE_START = /^\/[\u2044\u2215\u29f5\u29f8\u29f9\uff0f\uff3c\ufe68]/u

/** The site path `value` names, normalised; null when it is not one (anything else, any other site). */
export function safeSitePath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null
  if (!value.startsWith('/') || value.startsWith('//')) return null
  if (UNSAFE_CHARACTER.test(value) || ENCODED_CONTROL.test(value) || AMBIGUOUS_START.test(value) || LOOKALIKE_START.test(value)) return null
  let url: URL
  try {
    url = new URL(value, SITE)
  } catch {
    return null
  }
  if (url.origin !== SITE || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** A site path inside `prefix` (e.g. the admin), else `fallback`. */
export function safePathWithin(value: unknown, prefix: string, fallback: string): string {
  const path = safeSitePath(value)
  if (!path) return fallback
  return path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`) ? path : fallback
}
