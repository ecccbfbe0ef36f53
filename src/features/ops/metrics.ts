import type { Payload } from 'payload'
import { payloadJobs as q, query } from '@/features/db'
import { env } from '@/env'
import { metrics, metricsAllowed, renderMetrics } from '@/lib/metrics/index.mjs'
import { SOCKET_HEADER, socketAddress } from '@/lib/own-server/index.mjs'

/** Tasks that send mail; their jobs in the queue are the mail queue. */
export const MAIL_TASKS = ['sendContactMail', 'sendJobAlertConfirmation', 'sendJobAlertDigests'] as const

/**
 * The mail queue from Payload's jobs table (shared by all instances, so every instance reports the
 * same figures): waiting (queued or retrying) and failed (no try left).
 */
async function readMailQueue(payload: Payload): Promise<void> {
  const { rows } = await query<{ task: string; waiting: number; failed: number }>(
    payload,
    `SELECT ${q.taskSlug}::text AS task,
            count(*) FILTER (WHERE ${q.completedAt} IS NULL AND NOT coalesce(${q.hasError}, false))::int AS waiting,
            count(*) FILTER (WHERE coalesce(${q.hasError}, false))::int AS failed
     FROM ${q} WHERE ${q.taskSlug}::text = ANY($1::text[])
     GROUP BY ${q.taskSlug}`,
    [[...MAIL_TASKS]],
  )
  const gauge = metrics.mailQueue()
  for (const task of MAIL_TASKS) {
    const row = rows.find((r) => r.task === task)
    gauge.set({ task, state: 'waiting' }, row?.waiting ?? 0)
    gauge.set({ task, state: 'failed' }, row?.failed ?? 0)
  }
}

/**
 * The answer to GET /api/metrics: Prometheus' text format for a request from the machine itself
 * (its socket address as scripts/server.mjs handed it over) or with the bearer token; anyone else
 * gets the same 404 as for an address that does not exist.
 */
export async function metricsResponse(request: Request, payload: () => Promise<Payload>): Promise<Response> {
  const allowed = metricsAllowed({
    peer: socketAddress(request.headers.get(SOCKET_HEADER)),
    forwardedFor: request.headers.get('x-forwarded-for'),
    authorization: request.headers.get('authorization'),
    token: env().METRICS_TOKEN,
  })
  if (!allowed) return new Response('Not Found', { status: 404, headers: { 'cache-control': 'no-store' } })
  try {
    await readMailQueue(await payload())
  } catch {
    // database down: the other metrics still answer; the mail-queue gauges keep their last values
  }
  const { contentType, body } = await renderMetrics()
  return new Response(body, { headers: { 'content-type': contentType, 'cache-control': 'no-store' } })
}
