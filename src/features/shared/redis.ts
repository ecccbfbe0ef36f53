import { createClient } from 'redis'
import { env } from '@/env'
import { logEvent } from '@/features/ops/log'

type RedisClient = ReturnType<typeof createClient>
// globalThis: one connection per process, whichever bundle (proxy, routes, Payload CLI) asks
const holder = globalThis as typeof globalThis & { __redis?: RedisClient }

/**
 * The process's Redis connection when REDIS_URL is set (several instances share limits and the
 * route-change counter through it), else undefined: everything stays in the process.
 * While it is not connected commands fail at once (no offline queue): a request never waits for
 * Redis; the callers fall back to what the process knows.
 */
export function redis(): RedisClient | undefined {
  const url = env().REDIS_URL
  if (!url) return undefined
  if (!holder.__redis) {
    const client = createClient({ url, disableOfflineQueue: true })
    let lastReport = 0
    client.on('error', (error: Error) => {
      // reconnect attempts fail once per retry: one line per minute is enough
      if (Date.now() - lastReport < 60_000) return
      lastReport = Date.now()
      logEvent('error', 'redis-error', { reason: error.message })
    })
    client.unref() // one-off commands (seed, migrate) must still exit when done
    client.connect().catch(() => {}) // reported by the 'error' listener; node-redis keeps retrying
    holder.__redis = client
  }
  return holder.__redis
}
