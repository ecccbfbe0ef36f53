import { feedResponse, renderIndeedXml } from '@/data/feeds'

/** The open jobs in Indeed's XML format for aggregators; cached and regenerated like feed.xml. */
export const dynamic = 'force-static'

export async function GET() {
  return feedResponse(await renderIndeedXml(), 'application/xml')
}
