import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { BOARD_FEEDS, BOARD_METADATA, JobBoard } from '@/components/jobs/JobBoard'
import { loadBoard, loadInitiativeContact } from '@/features/jobs/board'
import { boardQuery } from '@/lib/jobs/boardQuery'
import { BOARD_PATHS } from '@/lib/paths'

export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: '/stellenangebote', types: BOARD_FEEDS } }

type Props = {
  params: Promise<{ board: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /bewerbende and /stellenangebote with filters, a page or an AI search: rendered per request from
 * the URL (the proxy rewrites those requests here and sends a short Cache-Control). The list comes
 * from the in-memory job index, so a render costs no database query.
 */
export default async function FilteredBoardPage({ params, searchParams }: Props) {
  const basePath = `/${(await params).board}`
  if (!(BOARD_PATHS as readonly string[]).includes(basePath)) notFound()
  const query = boardQuery(await searchParams)
  const [data, contact] = await Promise.all([loadBoard(query), loadInitiativeContact()])
  return <JobBoard basePath={basePath} query={query} data={data} contact={contact} />
}
