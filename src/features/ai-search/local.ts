import type { Payload } from 'payload'
import { groupToTsQuery, MAX_CANDIDATES, rankAll, type CandidateJob, type GroupMatches, type SearchGroup } from '@/lib/ai-search'

/**
 * Matches each search group against the jobs' German full-text vector (column
 * `search_vector`, generated and GIN-indexed by migration 20261122_101608_jobs_fulltext):
 * title/location/department/employment type/company count as strong, the description as weak.
 * The GIN index finds the rows matching any group; scoring happens in src/lib/ai-search.
 */
export async function matchGroups(payload: Payload, groups: SearchGroup[]): Promise<GroupMatches[]> {
  const queries = groups.map(groupToTsQuery)
  if (!queries.length || queries.some((q) => !q)) return []
  const { rows } = await payload.db.pool.query<{ id: number; strong: boolean[]; any: boolean[]; rank: number }>(
    `WITH g AS (
       SELECT to_tsquery('german', t) AS q, i FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)
     )
     SELECT j.id,
       ARRAY(SELECT ts_filter(j.search_vector, '{a,b,c}') @@ g.q FROM g ORDER BY g.i) AS strong,
       ARRAY(SELECT j.search_vector @@ g.q FROM g ORDER BY g.i) AS any,
       ts_rank(j.search_vector, to_tsquery('german', $2)) AS rank
     FROM jobs j
     WHERE j.search_vector @@ to_tsquery('german', $2)`,
    [queries, queries.map((q) => `(${q})`).join(' | ')],
  )
  return rows.map((r) => ({ id: Number(r.id), strong: r.strong, any: r.any, rank: Number(r.rank) }))
}

export async function countJobs(payload: Payload): Promise<number> {
  const { rows } = await payload.db.pool.query<{ n: string }>('SELECT count(*) AS n FROM jobs')
  return Number(rows[0].n)
}

/**
 * The jobs the model may choose from, at most MAX_CANDIDATES: all of them when there are few,
 * else the best of the local ranking topped up with the newest jobs (the model may see what
 * the keywords missed). Only the fields the model needs are read.
 */
export async function pickCandidates(payload: Payload, groups: SearchGroup[], max = MAX_CANDIDATES): Promise<CandidateJob[]> {
  const total = await countJobs(payload)
  let ids: number[] | null = null
  if (total > max) {
    ids = rankAll(await matchGroups(payload, groups))
      .slice(0, max)
      .map((j) => j.id)
  }
  const { rows } = await payload.db.pool.query<CandidateJob & { id: number }>(
    ids
      ? `(SELECT id, title, description, location, 0 AS o, array_position($1::int[], id) AS p FROM jobs WHERE id = ANY($1::int[]))
         UNION ALL
         (SELECT id, title, description, location, 1 AS o, 0 AS p FROM jobs WHERE NOT (id = ANY($1::int[]))
          ORDER BY publish_date DESC NULLS LAST, id DESC LIMIT $2)
         ORDER BY o, p`
      : 'SELECT id, title, description, location FROM jobs ORDER BY publish_date DESC NULLS LAST, id DESC LIMIT $1',
    ids ? [ids, Math.max(0, max - ids.length)] : [max],
  )
  return rows.map((r) => ({ id: Number(r.id), title: r.title, description: r.description, location: r.location }))
}
