import { metricsResponse } from '@/features/ops/metrics'
import { getPayloadClient } from '@/features/shared/payload'

export const dynamic = 'force-dynamic'

/** Prometheus metrics of this instance (loopback or METRICS_TOKEN only; see the feature). */
export async function GET(request: Request) {
  return metricsResponse(request, getPayloadClient)
}
