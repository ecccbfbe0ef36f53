/** 'Neue KI-Suche starten' (results header) asks the search-mode switch to open the AI panel. */
export const OPEN_AI_SEARCH_EVENT = 'ai-job-search:open'

export function requestOpenAiSearch(): void {
  window.dispatchEvent(new Event(OPEN_AI_SEARCH_EVENT))
}
