import { getBoardEntriesBySlugs } from '@/features/jobs/data'
import { parseSlugList } from '@/features/saved-jobs/lib'

/** The Merkliste's read endpoint: the saved ids that are still open jobs, as card data. */
export async function GET(request: Request) {
  const slugs = parseSlugList(new URL(request.url).searchParams.get('ids'))
  const jobs = slugs.length ? await getBoardEntriesBySlugs(slugs) : []
  return Response.json(
    { jobs: jobs.map(({ keys: _keys, ...entry }) => entry) },
    // personal list: shared caches must not keep it
    { headers: { 'cache-control': 'private, no-store' } },
  )
}
