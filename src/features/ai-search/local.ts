import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { jobs, query, transaction } from '@/features/db'
import {
  conceptLabelQueries,
  groupToTsQuery,
  locationMatches,
  MAX_CANDIDATES,
  rankAll,
  requirements,
  type CandidateJob,
  type GroupMatches,
  type SearchGroup,
} from '@/features/ai-search/lib'

/** Jobs a visitor may see: published (not a draft) and not marked „Stelle besetzt“. */
const LISTED = `${jobs.status} = 'published' AND ${jobs.filled} IS NOT TRUE`

/** The distinct job locations that lie in any of the places the query names (few hundred at most). */
async function locationsIn(payload: Payload, groups: SearchGroup[]): Promise<string[]> {
  const places = groups.filter((g) => g.place)
  if (!places.length) return []
  const { rows } = await query<{ location: string }>(
    payload,
    `SELECT DISTINCT ${jobs.location} AS location FROM ${jobs} WHERE ${jobs.location} IS NOT NULL AND ${LISTED}`,
  )
  return rows.map((r) => r.location).filter((location) => places.some((g) => locationMatches(location, g.place!)))
}

const CONCEPT_LABELS = conceptLabelQueries()
/** Changes with the vocabulary, so a deployment with other concepts labels every job anew. */
const LABELS_VERSION = createHash('sha1').update(JSON.stringify(CONCEPT_LABELS)).digest('hex').slice(0, 12)
const LABELLED = new Set(CONCEPT_LABELS.map((c) => c.id))

/**
 * Stores, for every job without current labels (new, or its searched text changed since: a
 * trigger clears the key), the concepts it matches where they count. The check reads the key
 * only; after an import the first search labels the changed jobs in one statement (the concepts'
 * queries parsed once), under a transaction lock, so concurrent searches (other instances too)
 * wait for it instead of updating the same rows in another order.
 */
async function refreshConceptLabels(payload: Payload): Promise<void> {
  const stale = `${jobs.searchConceptsKey} IS DISTINCT FROM $1::text`
  const { rows } = await query(payload, `SELECT 1 FROM ${jobs} WHERE ${stale} LIMIT 1`, [LABELS_VERSION])
  if (!rows.length) return
  await transaction(payload, async (client) => {
    await client.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${jobs}.${jobs.searchConcepts}`])
    await client.query(
      `WITH c AS MATERIALIZED (
         SELECT id, (to_tsquery('german', s) || to_tsquery('simple', p)) && !!(to_tsquery('german', xs) || to_tsquery('simple', xp)) AS q
         FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[]) AS u(id, s, p, xs, xp)
       )
       UPDATE ${jobs} j SET
         ${jobs.searchConcepts} = ARRAY(SELECT c.id FROM c WHERE j.${jobs.searchVector} @@ c.q ORDER BY c.id),
         ${jobs.searchConceptsKey} = $1::text
       WHERE ${stale}`,
      [
        LABELS_VERSION,
        CONCEPT_LABELS.map((c) => c.id),
        CONCEPT_LABELS.map((c) => c.strong.stemmed),
        CONCEPT_LABELS.map((c) => c.strong.prefixes),
        CONCEPT_LABELS.map((c) => c.excluded.stemmed),
        CONCEPT_LABELS.map((c) => c.excluded.prefixes),
      ],
    )
  })
}

/** The stored concept of a group, when its strong match is stored per job. */
const storedConcept = (group: SearchGroup) => (group.concept && LABELLED.has(group.concept) ? group.concept : null)

/**
 * Runs a full-text query with sequential scans off. The planner prices a long OR tsquery (a role
 * with its synonyms is 100-200 terms) as cheap per row and scans the whole table, evaluating it on
 * every job: 200 ms at 5,376 jobs against 30 ms through the GIN index (EXPLAIN ANALYZE, the
 * query „Führungsposition“).
 */
function queryWithTextIndex<Row extends Record<string, unknown>>(payload: Payload, text: string, params: unknown[]): Promise<{ rows: Row[] }> {
  return transaction(payload, (client) => client.query<Row>(text, params), { settings: ['enable_seqscan = off'] })
}

/**
 * Matches each search group against the jobs: text groups against the German full-text vector
 * (column `search_vector`, generated and GIN-indexed by migrations 20261122_101608_jobs_fulltext and 20261123_180000_jobs_search_text),
 * with its weight labels where it counts fully (see groupToTsQuery), anywhere for `any`; place groups against the job's location
 * through the place data (src/features/ai-search/lib/places.ts). Selection happens in src/features/ai-search/lib.
 */
export async function matchGroups(payload: Payload, groups: SearchGroup[], { onlyAnswers = false } = {}): Promise<GroupMatches[]> {
  const queries = groups.map((g) => (g.kind === 'place' ? null : groupToTsQuery(g)))
  if (!groups.length || queries.some((q) => q && !q.match.stemmed)) return []
  const concepts = groups.map(storedConcept)
  if (concepts.some(Boolean)) await refreshConceptLabels(payload)
  const locations = await locationsIn(payload, groups)
  const texts = queries.filter((q) => !!q)
  const column = (pick: (q: NonNullable<(typeof queries)[number]>) => string) => queries.map((q) => (q ? pick(q) : ''))
  const params: unknown[] = [
    column((q) => q.match.stemmed),
    column((q) => q.match.prefixes),
    column((q) => q.excluded.stemmed),
    column((q) => q.excluded.prefixes),
    column((q) => q.strong.stemmed),
    column((q) => q.strong.prefixes),
    concepts.map((c) => c ?? ''),
  ]
  // one GIN-indexed condition per text query: `$s` stemmed ('german') or `$p` prefixes ('simple');
  // `strong` limits it to the weights where the group counts fully
  const textCondition = (indices: number[], part: 'match' | 'strong' = 'match') => {
    params.push(
      indices.map((i) => queries[i]![part].stemmed).join(' | '),
      indices
        .map((i) => queries[i]![part].prefixes)
        .filter(Boolean)
        .join(' | '),
    )
    return `j.${jobs.searchVector} @@ (to_tsquery('german', $${params.length - 1}) || to_tsquery('simple', $${params.length}))`
  }
  // a group with a stored concept: an index lookup on the labels (exactly its strong match)
  const conceptCondition = (indices: number[]) => {
    params.push(indices.map((i) => concepts[i]))
    return `j.${jobs.searchConcepts} && $${params.length}::text[]`
  }
  const strongCondition = (indices: number[]) => (indices.every((i) => concepts[i]) ? conceptCondition(indices) : textCondition(indices, 'strong'))
  const placeCondition = () => {
    params.push(locations)
    return `j.${jobs.location} = ANY($${params.length}::text[])`
  }
  let where: string
  if (onlyAnswers) {
    // the rows that can answer: selectMatches takes only rows whose required groups match
    // strongly (see requirements), far fewer than every row that mentions a word („Empfang“:
    // 1,001 instead of 5,056 of 5,376 jobs)
    const required = requirements(groups)
    if (!required || (required.places.length && !locations.length)) return []
    where = [
      ...required.all.map((i) => strongCondition([i])),
      ...(required.what.length ? [strongCondition(required.what)] : []),
      ...(required.places.length ? [placeCondition()] : []),
    ].join(' AND ')
  } else {
    if (!texts.length && !locations.length) return []
    const anyText = groups.flatMap((g, i) => (queries[i] ? [i] : []))
    where = [...(anyText.length ? [textCondition(anyText)] : []), ...(locations.length ? [placeCondition()] : [])].join(' OR ')
  }
  // a group's query: its stemmed words or its prefixes, and none of its excluded titles; `qs`
  // the same limited to the weights where it counts fully (weight labels, no ts_filter copy)
  params.push(
    texts.map((q) => q.match.stemmed).join(' | '),
    texts
      .map((q) => q.match.prefixes)
      .filter(Boolean)
      .join(' | '),
  )
  const rankQuery = `to_tsquery('german', $${params.length - 1}) || to_tsquery('simple', $${params.length})`
  const { rows } = await queryWithTextIndex<{ id: number; location: string | null; strong: boolean[]; any: boolean[]; rank: number }>(
    payload,
    `WITH g AS (
       SELECT CASE WHEN s = '' THEN NULL ELSE
         (to_tsquery('german', s) || to_tsquery('simple', p)) && !!(to_tsquery('german', xs) || to_tsquery('simple', xp))
       END AS q,
       CASE WHEN s = '' OR c <> '' THEN NULL ELSE
         (to_tsquery('german', ss) || to_tsquery('simple', sp)) && !!(to_tsquery('german', xs) || to_tsquery('simple', xp))
       END AS qs, NULLIF(c, '') AS c, i
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS u(s, p, xs, xp, ss, sp, c, i)
     ), m AS MATERIALIZED (
       SELECT j.${jobs.id} AS id, j.${jobs.location} AS location, j.${jobs.searchVector} AS v,
         ARRAY(SELECT CASE WHEN g.c IS NOT NULL THEN g.c = ANY(j.${jobs.searchConcepts}) ELSE coalesce(j.${jobs.searchVector} @@ g.qs, false) END
               FROM g ORDER BY g.i) AS strong
       FROM ${jobs} j
       WHERE (${where}) AND ${LISTED}
     )
     SELECT m.id, m.location, m.strong,
       -- a strong match is a match anywhere: only the others are looked for in the whole text
       ARRAY(SELECT m.strong[g.i::int] OR coalesce(m.v @@ g.q, false) FROM g ORDER BY g.i) AS any,
       ts_rank(m.v, ${rankQuery}) AS rank
     FROM m`,
    params,
  )
  const inPlace = new Set(locations)
  return rows.map((r) => {
    const placeHit = (i: number) => groups[i].kind === 'place' && !!r.location && inPlace.has(r.location) && locationMatches(r.location, groups[i].place!)
    return {
      id: Number(r.id),
      strong: r.strong.map((hit, i) => hit || placeHit(i)),
      any: r.any.map((hit, i) => hit || placeHit(i)),
      rank: Number(r.rank),
    }
  })
}

export async function countJobs(payload: Payload): Promise<number> {
  const { rows } = await query<{ n: string }>(payload, `SELECT count(*) AS n FROM ${jobs} WHERE ${LISTED}`)
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
  const j = jobs
  const fields = `${j.id} AS id, ${j.title} AS title, ${j.description} AS description, ${j.location} AS location`
  const newest = `ORDER BY ${j.publishDate} DESC NULLS LAST, ${j.id} DESC`
  const { rows } = await query<CandidateJob & { id: number }>(
    payload,
    ids
      ? `(SELECT ${fields}, 0 AS o, array_position($1::int[], ${j.id}) AS p FROM ${j} WHERE ${j.id} = ANY($1::int[]) AND ${LISTED})
         UNION ALL
         (SELECT ${fields}, 1 AS o, 0 AS p FROM ${j} WHERE NOT (${j.id} = ANY($1::int[])) AND ${LISTED}
          ${newest} LIMIT $2)
         ORDER BY o, p`
      : `SELECT ${fields} FROM ${j} WHERE ${LISTED} ${newest} LIMIT $1`,
    ids ? [ids, Math.max(0, max - ids.length)] : [max],
  )
  return rows.map((r) => ({ id: Number(r.id), title: r.title, description: r.description, location: r.location }))
}
