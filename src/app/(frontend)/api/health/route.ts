import { databaseHealthy } from '@/features/ops/health'
import { getPayloadClient } from '@/features/shared/payload'

export const dynamic = 'force-dynamic'

/** Liveness for the front and monitoring: 200 when the database answers, else 503. No details. */
export async function GET() {
  let healthy = false
  try {
    healthy = await databaseHealthy(await getPayloadClient())
  } catch {
    healthy = false
  }
  return Response.json(
    { status: healthy ? 'ok' : 'unavailable', database: healthy ? 'ok' : 'unavailable' },
    { status: healthy ? 200 : 503, headers: { 'cache-control': 'no-store' } },
  )
}
