import { jobs, pages, query, redirectRels, redirects } from '@/features/db'
import { buildRedirectTable, type RedirectDoc } from '@/lib/redirects'
import type { RouteTable } from '@/lib/routing'

/**
 * The proxy's knowledge of the database-backed routes (published pages, job ids, editor
 * redirects), read straight from PostgreSQL through Payload's pool (the proxy runs outside the
 * app's module graph, but getPayload keeps one instance per process). Three small queries load
 * the whole snapshot; src/features/routing/table.ts keeps it in memory until a page, job or
 * redirect changes. The pages still call notFound()
 * themselves: this only decides which answer the visitor gets first.
 */

export async function loadRouteTable(): Promise<RouteTable> {
  // getPayload keeps one instance per process: the same instance, and pool, as the routes and the
  // job runner. Loaded on first use, as the proxy is bundled apart from the routes.
  const payload = await (await import('@/features/shared/payload')).getPayloadClient()
  const [published, known, editorRedirects] = await Promise.all([
    query<{ slug: string }>(payload, `SELECT ${pages.slug} AS slug FROM ${pages} WHERE ${pages.status} = 'published' AND ${pages.slug} IS NOT NULL`),
    // a job without slug is addressed by its id (like the job index in src/features/jobs/data.ts)
    query<{ key: string }>(payload, `SELECT COALESCE(NULLIF(${jobs.slug}, ''), ${jobs.id}::text) AS key FROM ${jobs} WHERE ${jobs.status} = 'published'`),
    query<{ from: string; to_type: 'reference' | 'custom' | null; to_url: string | null; slug: string | null }>(
      payload,
      `SELECT r.${redirects.from} AS "from", r.${redirects.toType} AS to_type, r.${redirects.toUrl} AS to_url, p.${pages.slug} AS slug
         FROM ${redirects} r
         LEFT JOIN ${redirectRels} rel ON rel.${redirectRels.parent} = r.${redirects.id} AND rel.${redirectRels.page} IS NOT NULL
         LEFT JOIN ${pages} p ON p.${pages.id} = rel.${redirectRels.page}`,
    ),
  ])
  const docs: RedirectDoc[] = editorRedirects.rows.map((row) => ({
    from: row.from,
    to: { type: row.to_type, url: row.to_url, reference: row.slug ? { relationTo: 'pages', value: { slug: row.slug } } : null },
  }))
  return {
    pages: new Set(published.rows.map((row) => row.slug)),
    jobs: new Set(known.rows.map((row) => row.key)),
    noJobs: known.rows.length === 0,
    redirects: buildRedirectTable(docs),
  }
}
