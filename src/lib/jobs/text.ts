import { NAMED_ENTITIES } from '@/lib/html/entities'

// in plain text a non-breaking space is a space
const ENTITIES: Record<string, string> = { ...NAMED_ENTITIES, nbsp: ' ' }

/** Decodes the named entities job ads use plus every numeric entity. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10)
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : match
    }
    return ENTITIES[code] ?? match
  })
}

const BLOCK_TAG = /<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote|dd|dt)\b[^>]*>/gi

/** HTML to plain text: scripts/styles dropped, block boundaries become spaces, entities decoded. */
export function stripHtml(html: string | null | undefined): string {
  if (!html) return ''
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(BLOCK_TAG, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim()
}

const FOLD: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * Case fold for comparisons as a German reader expects: 'MÜNCHEN', 'München' and 'Muenchen' are
 * equal, as are 'Straße', 'STRASSE' and 'strasse'. Other accents are kept (é stays é).
 */
export function foldGerman(text: string | null | undefined): string {
  if (!text) return ''
  return text
    .normalize('NFC')
    .toLocaleLowerCase('de-DE')
    .replace(/[äöüß]/g, (c) => FOLD[c])
}

/** Cuts to `max` characters (no half surrogate pairs) and adds an ellipsis only when something was cut. */
export function truncate(text: string, max: number, ellipsis = '…'): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return chars.slice(0, max).join('').trimEnd() + ellipsis
}

/**
 * The description as the full-text search reads it: exactly what migration
 * 20261122_101608_jobs_fulltext's expression makes of it in PostgreSQL (tags and entities to
 * spaces, `&amp;` to `&`), computed here so the database only runs to_tsvector on it (see
 * migration 20261123_180000_jobs_search_text). Same patterns, same order, same result.
 */
export const searchText = (description: string): string =>
  description
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[#a-zA-Z0-9]+;/g, ' ')
