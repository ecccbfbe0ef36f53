import type { Metadata } from 'next'
import { BOARD_FEEDS, BOARD_METADATA, JobBoard } from '@/components/jobs/JobBoard'
import { boardQuery, loadBoard, loadInitiativeContact } from '@/features/jobs/board'

export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: '/stellenangebote', types: BOARD_FEEDS } }

export default async function BoardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = boardQuery(await searchParams)
  const [data, contact] = await Promise.all([loadBoard(query), loadInitiativeContact()])
  return <JobBoard basePath="/stellenangebote" query={query} data={data} contact={contact} />
}
