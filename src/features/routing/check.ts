import pg from 'pg'
import { buildRedirectTable, type RedirectDoc } from '@/lib/redirects'
import type { RouteTable } from '@/lib/routing'
import { env } from '@/env'

/**
 * The proxy's knowledge of the database-backed routes (published pages, job ids, editor
 * redirects), read straight from PostgreSQL: the proxy runs outside the app's module graph, so
 * Payload is not at hand. Three small queries load the whole snapshot; src/features/routing/table.ts
 * keeps it in memory until a page, job or redirect changes. The pages still call notFound()
 * themselves: this only decides which answer the visitor gets first.
 */
const holder = globalThis as typeof globalThis & { __routeCheckPool?: pg.Pool }
function pool(): pg.Pool {
  holder.__routeCheckPool ??= new pg.Pool({ connectionString: env().DATABASE_URL, max: 2, idleTimeoutMillis: 30_000 })
  return holder.__routeCheckPool
}

export async function loadRouteTable(): Promise<RouteTable> {
  const db = pool()
  const [pages, jobs, redirects] = await Promise.all([
    db.query<{ slug: string }>(`SELECT slug FROM pages WHERE _status = 'published' AND slug IS NOT NULL`),
    // a job without slug is addressed by its id (like the job index in src/data/jobs.ts)
    db.query<{ key: string }>(`SELECT COALESCE(NULLIF(slug, ''), id::text) AS key FROM jobs`),
    db.query<{ from: string; to_type: 'reference' | 'custom' | null; to_url: string | null; slug: string | null }>(
      `SELECT r."from", r.to_type, r.to_url, p.slug
         FROM redirects r
         LEFT JOIN redirects_rels rel ON rel.parent_id = r.id AND rel.pages_id IS NOT NULL
         LEFT JOIN pages p ON p.id = rel.pages_id`,
    ),
  ])
  const docs: RedirectDoc[] = redirects.rows.map((row) => ({
    from: row.from,
    to: { type: row.to_type, url: row.to_url, reference: row.slug ? { relationTo: 'pages', value: { slug: row.slug } } : null },
  }))
  return {
    pages: new Set(pages.rows.map((row) => row.slug)),
    jobs: new Set(jobs.rows.map((row) => row.key)),
    noJobs: jobs.rows.length === 0,
    redirects: buildRedirectTable(docs),
  }
}
