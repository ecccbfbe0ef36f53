import type { Endpoint } from 'payload'
import { revalidateJobsRequest } from '@/features/feed/revalidate'
import { ADMIN_ENDPOINTS } from '@/lib/paths'

/** POST /api/revalidate-jobs: a feed import outside a request asks the site to purge the job pages (see the feature). */
export const revalidateJobsEndpoint: Endpoint = {
  path: ADMIN_ENDPOINTS.revalidateJobs,
  method: 'post',
  handler: async (req) => revalidateJobsRequest(req.payload, req.headers, await req.json?.().catch(() => undefined)),
}
