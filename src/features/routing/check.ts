import pg from 'pg'
import { buildRedirectTable, lookupRedirect, type RedirectDoc } from '@/lib/redirects'
import type { PathCheck } from '@/lib/routing'
import { env } from '@/env'

/**
 * The proxy's existence checks, straight against PostgreSQL (the proxy runs outside the app's
 * module graph, so Payload and the data cache are not at hand). Each check is one indexed query.
 * The pages still call notFound() themselves: this only decides which answer the visitor gets first.
 */
export type RouteVerdict = { action: 'render' } | { action: 'redirect'; to: string } | { action: 'not-found'; kind: 'job' | 'page' }

const holder = globalThis as typeof globalThis & { __routeCheckPool?: pg.Pool }
function pool(): pg.Pool {
  holder.__routeCheckPool ??= new pg.Pool({ connectionString: env().DATABASE_URL, max: 4, idleTimeoutMillis: 30_000 })
  return holder.__routeCheckPool
}

async function jobExists(slug: string): Promise<boolean> {
  // While the collection is empty the board shows the feed itself (fresh install): let the page decide.
  // (a job without slug is addressed by its id; separate EXISTS terms keep both on an index)
  const { rows } = await pool().query<{ found: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM jobs WHERE slug = $1)
         OR EXISTS (SELECT 1 FROM jobs WHERE id = $2 AND slug IS NULL)
         OR NOT EXISTS (SELECT 1 FROM jobs) AS found`,
    [slug, /^\d{1,9}$/.test(slug) ? Number(slug) : null],
  )
  return rows[0].found
}

async function pageExists(slug: string): Promise<boolean> {
  if (slug === 'home') return false // the start page lives at /
  const { rows } = await pool().query(`SELECT 1 FROM pages WHERE slug = $1 AND _status = 'published' LIMIT 1`, [slug])
  return rows.length > 0
}

/** The editors' redirects (collection „redirects“), read fresh so a new one works on the next request. */
async function redirectFor(path: string): Promise<string | null> {
  const { rows } = await pool().query<{ from: string; to_type: 'reference' | 'custom' | null; to_url: string | null; slug: string | null }>(
    `SELECT r."from", r.to_type, r.to_url, p.slug
       FROM redirects r
       LEFT JOIN redirects_rels rel ON rel.parent_id = r.id AND rel.pages_id IS NOT NULL
       LEFT JOIN pages p ON p.id = rel.pages_id`,
  )
  const docs: RedirectDoc[] = rows.map((row) => ({
    from: row.from,
    to: { type: row.to_type, url: row.to_url, reference: row.slug ? { relationTo: 'pages', value: { slug: row.slug } } : null },
  }))
  return lookupRedirect(buildRedirectTable(docs), path)
}

export async function checkRoute(check: PathCheck): Promise<RouteVerdict> {
  switch (check.type) {
    case 'fixed':
      return { action: 'render' }
    case 'job':
      return (await jobExists(check.slug)) ? { action: 'render' } : { action: 'not-found', kind: 'job' }
    case 'page': {
      if (await pageExists(check.slug)) return { action: 'render' }
      const to = await redirectFor(`/${check.slug}`)
      return to ? { action: 'redirect', to } : { action: 'not-found', kind: 'page' }
    }
    case 'unrouted': {
      const to = await redirectFor(check.path)
      return to ? { action: 'redirect', to } : { action: 'not-found', kind: 'page' }
    }
  }
}
