/** Query handling shared by the API, the cache and the local ranking. Pure. */

export const MAX_QUERY_LENGTH = 500

/** Trims, collapses whitespace and caps the visitor's query; '' when nothing is left. */
export function normaliseQuery(raw: unknown): string {
  if (typeof raw !== 'string') return ''
  return raw.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/** ä→ae, ö→oe, ü→ue, ß→ss (lower case input expected). */
export function foldUmlauts(text: string): string {
  return text.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
}

/** One key per meaning: case, umlaut spelling and spacing do not matter ('Jobs in München' = 'jobs in muenchen'). */
export function cacheKey(query: string): string {
  return foldUmlauts(normaliseQuery(query).toLowerCase())
}

/**
 * The spellings a German word may have in a job ad: as typed, with umlauts folded (München →
 * muenchen) and with ae/oe/ue turned back into umlauts (Muenchen → münchen). Lower case.
 */
export function spellingVariants(word: string): string[] {
  const lower = word.toLowerCase()
  const variants = new Set([lower, foldUmlauts(lower)])
  const unfolded = lower.replace(/ae/g, 'ä').replace(/oe/g, 'ö').replace(/ue/g, 'ü')
  if (unfolded !== lower) variants.add(unfolded)
  return [...variants]
}

/** Words of a text: letters and digits only, lower case ('F&B-Manager' → f, b, manager). */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** Removes HTML tags and the common entities, collapses whitespace. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&[#a-zA-Z0-9]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Cuts at a word boundary and adds an ellipsis when the text is longer than `max`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`
}

/** The quick searches (job board and home hero); each leads into the AI search. */
export const QUICK_SEARCHES = ['Jobs in München', 'Gastronomie-Jobs', 'Vollzeit-Stellen', 'Führungspositionen'] as const
