import type { Instrumentation } from 'next'
import { logEvent } from './log'

type Args = Parameters<Instrumentation.onRequestError>

// a database error may quote the value it refused, e.g. a visitor's e-mail address
const withoutAddresses = (text: string) => text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '<address>')

/**
 * The operator's line for an unhandled error: the route (its pattern, e.g. /stellenangebote/[jobId],
 * and the path without its query, which may hold a visitor's search), the request id that
 * scripts/server.mjs (or the front) gave the request, and the error's message, digest and stack.
 */
export function logRequestError(error: Args[0], request: Args[1], context: Args[2]): void {
  const err = error as Error & { digest?: string }
  const header = request.headers['x-request-id']
  logEvent('error', 'request-error', {
    route: context.routePath,
    routeType: context.routeType,
    method: request.method,
    path: request.path.split('?')[0],
    requestId: Array.isArray(header) ? header[0] : header,
    digest: err?.digest,
    error: withoutAddresses(String(err?.message ?? err)).slice(0, 300),
    // the frames only: the stack's first line repeats the message, unmasked
    stack: typeof err?.stack === 'string' ? err.stack.split('\n').slice(1, 8).join('\n') : undefined,
  })
}
