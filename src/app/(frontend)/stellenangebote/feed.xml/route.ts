import { feedResponse, renderRssFeed } from '@/features/jobs/feedData'

/** RSS 2.0 of the open jobs; prerendered and regenerated when the `jobs` tag expires (import, edits). */
export const dynamic = 'force-static'

export async function GET() {
  return feedResponse(await renderRssFeed(), 'application/rss+xml')
}
