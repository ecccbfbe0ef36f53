import type { CollectionBeforeOperationHook, CollectionSlug } from 'payload'

/**
 * A scheduled publication („Veröffentlichung planen“) runs in the job queue as the staff member who
 * planned it, but without their browser session, so the second-factor check of every access rule
 * would refuse it. A Local API call (server code, no HTTP request: no cookie, no token) that only
 * sets the publication status is trusted: planning it already needed a session past the second factor.
 */
export const trustQueuedStatusChange =
  <T extends CollectionSlug>(): CollectionBeforeOperationHook<T> =>
  ({ args, operation, req }) => {
    const data = (args as { data?: Record<string, unknown> }).data
    const fromServer = req.payloadAPI === 'local' && !req.headers?.get('cookie') && !req.headers?.get('authorization')
    if (operation === 'update' && fromServer && data && Object.keys(data).length === 1 && '_status' in data) {
      ;(args as { overrideAccess?: boolean }).overrideAccess = true
    }
    return args
  }
