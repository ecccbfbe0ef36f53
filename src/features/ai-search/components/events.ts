/** 'Neue KI-Suche starten' (results header) asks the search-mode switch to open the AI panel. */
export const OPEN_AI_SEARCH_EVENT = 'ai-job-search:open'

export function requestOpenAiSearch(): void {
  window.dispatchEvent(new Event(OPEN_AI_SEARCH_EVENT))
}

/**
 * A board search box tells the results header when its text was emptied or a new search runs:
 * the shown reasoning and confidence belong to the previous query and are cleared while the new search runs.
 */
export const AI_SEARCH_DRAFT_EVENT = 'ai-job-search:draft'
export type AiSearchDraft = { empty: boolean; searching: boolean }

export function announceAiSearchDraft(draft: AiSearchDraft): void {
  window.dispatchEvent(new CustomEvent<AiSearchDraft>(AI_SEARCH_DRAFT_EVENT, { detail: draft }))
}
