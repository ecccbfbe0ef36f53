import { logEvent } from '@/features/ops/log'
import { redis } from '@/features/shared/redis'

/**
 * A counter of changes to what the proxy's route snapshot mirrors (published pages, jobs, editor
 * redirects). The revalidation helpers bump it together with the cache tags; the proxy reloads
 * its snapshot when the counter moved (src/features/routing/table.ts). It lives on globalThis
 * because the proxy is bundled apart from the routes and Payload's hooks, in the same process.
 * With REDIS_URL a shared counter in Redis goes with it, so an edit on one instance reaches the
 * others' proxies too; it is read at most once per SHARED_READ_MS per process.
 */
const SHARED_KEY = 'site:route-changes'
const SHARED_READ_MS = 1000

const holder = globalThis as typeof globalThis & {
  __routeChanges?: number
  __sharedRouteChanges?: { readAt: number; value: Promise<string> }
}

/** The counter's state: equal values mean nothing changed in between. */
export async function routeChanges(now = Date.now()): Promise<string> {
  const local = String(holder.__routeChanges ?? 0)
  const client = redis()
  if (!client) return local
  let shared = holder.__sharedRouteChanges
  if (!shared || now - shared.readAt >= SHARED_READ_MS) {
    // Redis unreachable: this process's own changes still count, the others' wait for the age limit
    const previous = shared?.value ?? Promise.resolve('?')
    const value = client.get(SHARED_KEY).then(
      (count) => count ?? '0',
      () => previous,
    )
    shared = holder.__sharedRouteChanges = { readAt: now, value }
  }
  return `${local}/${await shared.value}`
}

export function countRouteChange(): void {
  holder.__routeChanges = (holder.__routeChanges ?? 0) + 1
  holder.__sharedRouteChanges = undefined // read the shared count afresh
  redis()
    ?.incr(SHARED_KEY)
    .catch((error: Error) => logEvent('error', 'route-change-not-shared', { reason: error.message }))
}
