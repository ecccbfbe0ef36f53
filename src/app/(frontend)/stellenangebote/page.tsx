import type { Metadata } from 'next'
import { BOARD_FEEDS, BOARD_METADATA, renderBoardPage } from '@/components/jobs/JobBoard'

export const metadata: Metadata = { ...BOARD_METADATA, alternates: { canonical: '/stellenangebote', types: BOARD_FEEDS } }

export default function StellenangebotePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return renderBoardPage('/stellenangebote', searchParams)
}
