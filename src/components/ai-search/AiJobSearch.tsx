'use client'
/** Placeholder for the AI job search box on the job board; the AI-search work fills it in. */
export function AiJobSearch() {
  return <div data-ai-job-search />
}
