'use client'
/**
 * Placeholder for the AI search box. `variant` 'hero' on the home page (navigates to the board
 * with results only when something matched), 'board' on the job board.
 */
export function AiJobSearch({ variant = 'board', initialQuery = '' }: { variant?: 'hero' | 'board'; initialQuery?: string }) {
  return <div data-ai-job-search={variant} data-initial-query={initialQuery} />
}
