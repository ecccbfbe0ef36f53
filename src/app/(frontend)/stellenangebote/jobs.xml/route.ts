import { feedResponse, renderIndeedXml } from '@/features/jobs/feedData'

/** The open jobs in Indeed's XML format for aggregators; cached and regenerated like feed.xml. */
export const dynamic = 'force-static'

export async function GET() {
  return feedResponse(await renderIndeedXml(), 'application/xml')
}
