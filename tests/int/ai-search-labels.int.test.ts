import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../support/payload'

/**
 * The local ranking answers role queries from the concepts stored per job. Those labels must
 * follow every way a job's text changes: a new row, an edit through Payload, plain SQL (the
 * feed import writes that way).
 */
let payload: Payload
let search: typeof import('@/features/ai-search')
const ids: number[] = []

const found = async (query: string) => (await search.runLocalJobSearch(query)).matchedJobIds
const labelsOf = async (id: number) =>
  (await payload.db.pool.query<{ labels: string[] | null }>('SELECT search_concepts AS labels FROM jobs WHERE id = $1', [id])).rows[0].labels

beforeAll(async () => {
  payload = await getTestPayload()
  delete process.env.GEMINI_API_KEY
  search = await import('@/features/ai-search')
  const { rows } = await payload.db.pool.query<{ id: number }>(
    `INSERT INTO jobs (title, location, description, slug, publish_date, source)
     VALUES ('Sommelier (m/w/d) Etikettentest', 'Hamburg', '<p>Weinkarte</p>', 'labels-sommelier', now(), 'manual'),
            ('Barista (m/w/d) Etikettentest', 'Hamburg', '<p>Kaffee</p>', 'labels-barista', now(), 'manual')
     RETURNING id`,
  )
  ids.push(...rows.map((r) => Number(r.id)))
})

afterAll(async () => {
  if (!payload) return
  await payload.db.pool.query('DELETE FROM jobs WHERE id = ANY($1::int[])', [ids])
  await payload.destroy()
})

describe('stored concept labels of the local AI search', () => {
  it('labels new jobs on the next search and finds them by their role', async () => {
    const [sommelier, barista] = ids
    expect(await found('Sommelier')).toContain(sommelier)
    expect(await found('Sommelier')).not.toContain(barista)
    expect(await labelsOf(sommelier)).toContain('sommelier')
    expect(await labelsOf(barista)).toContain('barista')
  })

  it('follows a title changed by plain SQL and one changed through Payload', async () => {
    const [sommelier, barista] = ids
    await payload.db.pool.query(`UPDATE jobs SET title = 'Barista (m/w/d) Etikettentest' WHERE id = $1`, [sommelier])
    expect(await found('Sommelier')).not.toContain(sommelier)
    expect(await found('Barista')).toEqual(expect.arrayContaining([sommelier, barista]))
    await payload.update({ collection: 'jobs', id: barista, data: { title: 'Sommelier (m/w/d) Etikettentest' }, context: { disableRevalidate: true } })
    expect(await found('Sommelier')).toContain(barista)
    expect(await found('Barista')).not.toContain(barista)
  })
})
