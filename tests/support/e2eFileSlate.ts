import pg from 'pg'
import { inject } from 'vitest'
import { staffHeaders } from './rest'

/**
 * Runs before each browser-test file (a setup file). All files share one server and database, so
 * what the server counts across visitors starts empty for each, whatever earlier files did:
 * - the contact requests (the hourly cap on stored requests counts them);
 * - imported jobs and feed addresses: a file that imports a feed counts the jobs it creates,
 *   changes and removes (another file's feed jobs would be „removed“, or make the import refuse
 *   as too many removals), and a feed address left behind would let the scheduled import write
 *   runs and jobs in the middle of a later file. These go through the REST API, so the server
 *   drops its cached pages as it does for an editor; nothing happens when none are left.
 * Files never rely on another file's contact requests, feed jobs or feed addresses.
 */
const db = new pg.Client({ connectionString: inject('e2eDatabaseUrl') })
await db.connect()
let left: { jobs: number; urls: number }
try {
  await db.query('DELETE FROM contact_requests')
  left = (await db.query(`SELECT (SELECT count(*) FROM jobs WHERE source = 'feed')::int AS jobs, (SELECT count(*) FROM site_settings_feed_urls)::int AS urls`))
    .rows[0]
} finally {
  await db.end()
}

if (left.jobs || left.urls) {
  const base = inject('baseUrl')
  const headers = await staffHeaders()
  if (left.urls) {
    const settings = await fetch(`${base}/api/globals/site-settings`, { method: 'POST', headers, body: JSON.stringify({ feedUrls: [] }) })
    if (!settings.ok) throw new Error(`clearing the feed addresses failed: ${settings.status} ${await settings.text()}`)
  }
  if (left.jobs) {
    const jobs = await fetch(`${base}/api/jobs?where[source][equals]=feed`, { method: 'DELETE', headers })
    if (!jobs.ok) throw new Error(`removing the feed jobs failed: ${jobs.status} ${await jobs.text()}`)
  }
}
