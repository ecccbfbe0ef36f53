import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BOARD_FEEDS, BOARD_METADATA, JobBoard } from '@/features/jobs/components/JobBoard'
import { loadBoard, loadInitiativeContact } from '@/features/jobs/board'
import { boardQueryFromSegment, DEFAULT_BOARD_QUERY } from '@/lib/jobs/boardQuery'
import { BOARD_PATH, BOARD_PATHS } from '@/lib/paths'
import { LOCAL_SEARCH_SEGMENT } from '@/lib/routing'

// The same list at /bewerbende and /stellenangebote, where the job pages live too: that URL is the one search engines keep.
export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: BOARD_PATH, types: BOARD_FEEDS } }

type Props = { params: Promise<{ board: string; query?: string[] }> }

/** Both board addresses without a query are prerendered; every query is rendered on its first request. */
export async function generateStaticParams(): Promise<{ board: string; query: string[] }[]> {
  return BOARD_PATHS.map((path) => ({ board: path.slice(1), query: [] }))
}

/**
 * The job board at /bewerbende and /stellenangebote. The proxy (src/proxy.ts) serves both from
 * here and puts what the query asks for (filters, page, AI search) into the last path segment,
 * so the page depends on its path alone and Next keeps it: the board without a query until jobs
 * change (tag `jobs`), each filtered one briefly in memory (src/features/cache/handler.mjs). One route for
 * all of them also keeps the filter bar's state while the visitor filters.
 */
export default async function BoardPage({ params }: Props) {
  const { board, query: segments = [] } = await params
  const basePath = `/${board}`
  // a second segment: the AI search from the local ranking only (the visitor is over the limit)
  const localOnly = segments.length === 2 && segments[1] === LOCAL_SEARCH_SEGMENT
  const query = segments.length === 0 ? DEFAULT_BOARD_QUERY : segments.length === 1 || localOnly ? boardQueryFromSegment(segments[0]) : null
  if (!(BOARD_PATHS as readonly string[]).includes(basePath) || !query) notFound()
  const [data, contact] = await Promise.all([loadBoard(query, { localOnly }), loadInitiativeContact()])
  return <JobBoard basePath={basePath} query={query} data={data} contact={contact} />
}
