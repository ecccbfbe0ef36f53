import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobs, missingNames, query, TABLES } from '@/features/db'
import { getTestPayload } from '../support/payload'

/**
 * The hand-written SQL's table and column names (src/features/db/schema.ts) against the database
 * the committed migrations build: a field renamed in a collection, or a Payload upgrade that
 * names its tables differently, fails here instead of in a query on the live site.
 */
let payload: Payload
const schema = async () =>
  (
    await query<{ table: string; column: string }>(
      payload,
      `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns WHERE table_schema = current_schema()`,
    )
  ).rows

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('the SQL names in src/features/db', () => {
  it('all exist in the migrated database', async () => {
    const present = await schema()
    expect(present.length).toBeGreaterThan(0)
    expect(missingNames(TABLES, present)).toEqual([])
  })

  it('report a column the database does not have (a renamed field) and a table it does not have', async () => {
    const present = await schema()
    const renamed = { $name: jobs.$name, $columns: { ...jobs.$columns, externalId: 'external_ref' } }
    expect(missingNames([renamed], present)).toEqual(['jobs.external_ref'])
    expect(missingNames([{ $name: 'job_postings', $columns: { id: 'id' } }], present)).toEqual(['job_postings'])
  })
})
