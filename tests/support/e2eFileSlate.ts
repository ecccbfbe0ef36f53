import pg from 'pg'
import { inject } from 'vitest'

/**
 * Runs before each browser-test file (a setup file). All files share one server and database, so
 * what the server counts across visitors starts empty for each: the contact requests (the hourly
 * cap on stored requests counts them), whatever earlier files submitted. Files never rely on
 * another file's contact requests.
 */
const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') })
await db.connect()
try {
  await db.query('DELETE FROM contact_requests')
} finally {
  await db.end()
}
