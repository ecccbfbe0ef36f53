/**
 * A counter of changes to what the proxy's route snapshot mirrors (published pages, jobs, editor
 * redirects). The revalidation helpers bump it together with the cache tags; the proxy reloads
 * its snapshot when the counter moved (src/features/routing/table.ts). It lives on globalThis
 * because the proxy is bundled apart from the routes and Payload's hooks, in the same process.
 * It is per process: a second instance learns of a change only by the snapshot's age limit, like
 * its other caches (a shared cache handler would need a shared counter too).
 */
const holder = globalThis as typeof globalThis & { __routeChanges?: number }

export const routeChanges = (): number => holder.__routeChanges ?? 0

export function countRouteChange(): void {
  holder.__routeChanges = routeChanges() + 1
}
