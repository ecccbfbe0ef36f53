import type { Metadata } from 'next'
import { BOARD_METADATA, renderBoardPage } from '@/components/jobs/JobBoard'

// The same list as /stellenangebote, where the job pages live too: that URL is the one search engines keep.
export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: '/stellenangebote' } }

export default function BewerbendePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return renderBoardPage('/bewerbende', searchParams)
}
