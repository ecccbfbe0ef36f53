/** Contract for the AI job search (filled in by the AI-search work). */
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

/** Runs (or returns the cached result of) an AI job search for a visitor's query. */
export async function runAiJobSearch(query: string): Promise<AiSearchResult> {
  void query
  return { matchedJobIds: [], reasoning: '', confidence: 0, source: 'local' }
}
