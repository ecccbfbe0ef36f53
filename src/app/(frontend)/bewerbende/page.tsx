import type { Metadata } from 'next'
import { BOARD_METADATA, JobBoard } from '@/components/jobs/JobBoard'
import { boardQuery, loadBoard } from '@/features/jobs/board'

export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: '/bewerbende' } }

export default async function BoardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = boardQuery(await searchParams)
  return <JobBoard basePath="/bewerbende" query={query} data={await loadBoard(query)} />
}
