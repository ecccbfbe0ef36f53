import type { AiSearchResult } from '@/server/ai-search'

/** Placeholder: heading 'Suchergebnisse: "query"', count, reasoning, confidence and the two buttons. */
export function AiSearchResultsHeader({ query, result, totalJobs }: { query: string; result: AiSearchResult; totalJobs: number }) {
  void totalJobs
  return (
    <h2 className="text-2xl font-semibold">
      Suchergebnisse: &quot;{query}&quot; ({result.matchedJobIds.length})
    </h2>
  )
}
