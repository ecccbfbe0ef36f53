import type { Metadata } from 'next'
import { BOARD_FEEDS, BOARD_METADATA, JobBoard } from '@/components/jobs/JobBoard'
import { loadBoard, loadInitiativeContact } from '@/features/jobs/board'
import { DEFAULT_BOARD_QUERY } from '@/lib/jobs/boardQuery'

export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: '/stellenangebote', types: BOARD_FEEDS } }

/**
 * The board without filters, prerendered and renewed when jobs change (tag `jobs`). With filters,
 * a page or an AI search in the URL the proxy sends the request to /stellensuche/stellenangebote.
 */
export default async function BoardPage() {
  const [data, contact] = await Promise.all([loadBoard(DEFAULT_BOARD_QUERY), loadInitiativeContact()])
  return <JobBoard basePath="/stellenangebote" query={DEFAULT_BOARD_QUERY} data={data} contact={contact} />
}
