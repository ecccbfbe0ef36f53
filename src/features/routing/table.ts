import { routeChanges } from '@/features/cache/routeChanges'
import type { RouteTable } from '@/lib/routing'
import { loadRouteTable } from './check'

/** Also reloaded after this long without a change (another process or instance changed the data). */
const MAX_AGE_MS = 5 * 60_000

type Snapshot = { changes: string; loadedAt: number; table: Promise<RouteTable> }
// globalThis: one snapshot per process, whichever bundle asks
const holder = globalThis as typeof globalThis & { __routeTable?: Snapshot }

/**
 * The proxy's route snapshot (published pages, job ids, editor redirects), kept in memory.
 *
 * The proxy runs before every page request and must not ask the database each time, for known
 * and unknown addresses alike. The snapshot is reloaded (three small queries) when the hooks or the
 * feed import report a change (src/features/cache/revalidate.ts), and at the latest after five minutes, the
 * same age limit as the job index (src/features/jobs/data.ts). Concurrent requests share one load.
 */
export async function routeTable(now = Date.now()): Promise<RouteTable> {
  const changes = await routeChanges(now)
  let snapshot = holder.__routeTable
  if (!snapshot || snapshot.changes !== changes || now - snapshot.loadedAt > MAX_AGE_MS) {
    const table = loadRouteTable()
    snapshot = holder.__routeTable = { changes, loadedAt: now, table }
    table.catch(() => {
      if (holder.__routeTable?.table === table) holder.__routeTable = undefined // a failed load is retried on the next request
    })
  }
  return snapshot.table
}
