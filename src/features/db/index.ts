// No server-only marker: the Payload config (CLI too) and the proxy reach it.
import type { Payload } from 'payload'
import type { PoolClient, QueryResult, QueryResultRow } from 'pg'

/**
 * The one way hand-written SQL reaches PostgreSQL: through Payload's own connection pool (one
 * pool per process, the one Payload's queries and transactions use too). Table and column names
 * come from ./schema, which a test checks against the migrated database. Everything else talks
 * to the database through Payload's Local API.
 */
export * from './schema'
export type { PoolClient }

/** One statement on a pooled connection. */
export function query<R extends QueryResultRow = Record<string, unknown>>(payload: Payload, text: string, params?: unknown[]): Promise<QueryResult<R>> {
  return payload.db.pool.query<R>(text, params)
}

/** A connection of its own (for a transaction or session settings); the caller must release() it. */
export function connect(payload: Payload): Promise<PoolClient> {
  return payload.db.pool.connect()
}

/**
 * Runs `work` in a transaction on a connection of its own: committed when it resolves, rolled
 * back when it throws. `settings` are SET LOCAL statements for this transaction only.
 */
export async function transaction<T>(payload: Payload, work: (client: PoolClient) => Promise<T>, { settings = [] as string[] } = {}): Promise<T> {
  const client = await connect(payload)
  try {
    await client.query('BEGIN')
    for (const setting of settings) await client.query(`SET LOCAL ${setting}`)
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    client.release()
  }
}

/**
 * node-postgres emits 'error' on the pool when PostgreSQL ends an idle connection (a restart, a
 * failover), and on the client itself when it ends one that is checked out (a transaction
 * between its statements). Unheard, either event is an uncaught exception that ends the whole
 * process; heard, the statement fails, its caller answers with an error, and the pool simply
 * opens a new connection on the next query.
 */
export function keepConnectionErrorsQuiet(payload: Payload): void {
  const pool = payload.db.pool
  const lost = (err: Error) => payload.logger.warn({ err }, 'database connection lost; the next query reconnects')
  pool?.on('error', lost)
  const guard = (client: PoolClient) => {
    if (!client.listeners('error').includes(lost)) client.on('error', lost)
  }
  pool?.on('connect', guard)
  // the connections opened while Payload started (pg-pool keeps them in `_clients`)
  for (const client of (pool as unknown as { _clients?: PoolClient[] } | undefined)?._clients ?? []) guard(client)
}
