import type { Endpoint } from 'payload'
import { revalidateJobsRequest } from '@/features/feed/revalidate'

/** POST /api/revalidate-jobs: a feed import outside a request asks the site to purge the job pages (see the feature). */
export const revalidateJobsEndpoint: Endpoint = {
  path: '/revalidate-jobs',
  method: 'post',
  handler: async (req) => revalidateJobsRequest(req.payload, req.headers),
}
