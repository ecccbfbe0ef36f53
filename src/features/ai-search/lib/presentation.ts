/** Texts the visitor sees around an AI search result. Pure. */

/** The reasoning is shown with numbers in parentheses removed ('(3)', '(ID 12)', '(12, 14)'): job ids mean nothing to a visitor. */
export function cleanReasoning(text: string): string {
  return text
    .replace(/\s*\((?=[^()]*\d)[^()]*\)/g, '')
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
}

/** Toast after a search: '1 Job gefunden' / '3 Jobs gefunden'. */
export function foundJobsToast(count: number): string {
  return `${count} ${count === 1 ? 'Job' : 'Jobs'} gefunden`
}

/** Count line under the heading: '1 passende Position' / '4 passende Positionen'. */
export function matchingPositionsLabel(count: number): string {
  return `${count} passende ${count === 1 ? 'Position' : 'Positionen'}`
}

export const AI_SEARCH_TEXTS = {
  noMatch: 'Keine passenden Jobs gefunden. Versuche eine andere Suchanfrage.',
  noMatchToast: 'Keine passenden Jobs gefunden',
  errorAnswer: 'KI-Suche fehlgeschlagen. Versuche es erneut.',
  exception: 'KI-Suche fehlgeschlagen',
  emptyQuery: 'Bitte gib einen Suchbegriff ein.',
  rateLimited: 'Zu viele Suchanfragen. Bitte warte einen Moment und versuche es dann erneut.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  invalidBody: 'Ungültige Anfrage.',
} as const

/** Contract for the AI job search. */
export type AiSearchResult = {
  /** ids of Jobs documents, best match first */
  matchedJobIds: number[]
  /** German explanation for the visitor */
  reasoning: string
  /** 0-100 */
  confidence: number
  /** which engine answered */
  source: 'gemini' | 'local'
}
