import type { Payload, Where } from 'payload'
import { pages as pageTable, pageVersions, query } from '@/features/db'
import type { ImportRun } from '@/payload-types'

/** Dashboard views closer together than this belong to one visit (reloads keep their count). */
export const VISIT_GAP_MS = 30 * 60_000

export type DashboardSummary = {
  /** contact requests nobody has ticked „Erledigt“ on yet */
  openContactRequests: number
  /** contact requests created since the previous visit (all of them on the first visit) */
  newContactRequests: number
  /** start of the counted period, null on the first visit */
  since: string | null
  lastRun: Pick<ImportRun, 'id' | 'startedAt' | 'status' | 'trigger' | 'totalJobs' | 'newJobs' | 'updatedJobs' | 'deletedJobs' | 'error'> | null
  /** stored jobs still open: not filled, deadline and „Gültig bis“ not passed (as the board counts them) */
  liveJobs: number
  /** the five pages with the most saved versions (drafts and publications) */
  topPages: { id: number; title: string; slug: string; edits: number; lastEditedAt: string }[]
  /** the pages the settings name as privacy policy and imprint, for one-click editing */
  legalPages: { privacy: number | null; imprint: number | null }
}

const pageId = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value && 'id' in value ? Number((value as { id: unknown }).id) : null

/** Not yet ticked „Erledigt“ (a request stored without the flag counts as open). */
export const OPEN_REQUESTS: Where = { or: [{ handled: { equals: false } }, { handled: { exists: false } }] }

type Visitor = { id: number | string; dashboardVisitAt?: string | null; dashboardPreviousVisitAt?: string | null }

/**
 * Moves the user's visit marks: a dashboard view more than VISIT_GAP_MS after the last one starts
 * a new visit, and the old visit becomes the one „new“ is measured from. Returns that moment.
 */
export async function recordDashboardVisit(payload: Payload, user: Visitor, now = new Date()): Promise<string | null> {
  const last = user.dashboardVisitAt ? new Date(user.dashboardVisitAt).getTime() : null
  const newVisit = last === null || now.getTime() - last > VISIT_GAP_MS
  const since = newVisit ? (user.dashboardVisitAt ?? null) : (user.dashboardPreviousVisitAt ?? null)
  await payload.update({
    collection: 'users',
    id: user.id,
    data: { dashboardVisitAt: now.toISOString(), ...(newVisit ? { dashboardPreviousVisitAt: since } : {}) },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return since
}

/** Everything the admin start page shows; `since` comes from recordDashboardVisit. */
export async function loadDashboard(payload: Payload, since: string | null, now = new Date()): Promise<DashboardSummary> {
  const startOfDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString()
  const [open, requests, runs, jobs, pages, settings] = await Promise.all([
    payload.count({ collection: 'contact-requests', where: OPEN_REQUESTS, overrideAccess: true }),
    payload.count({ collection: 'contact-requests', where: since ? { createdAt: { greater_than: since } } : {}, overrideAccess: true }),
    payload.find({ collection: 'import-runs', sort: '-startedAt', limit: 1, depth: 0, overrideAccess: true }),
    payload.count({
      collection: 'jobs',
      where: {
        and: [
          { _status: { equals: 'published' } },
          { or: [{ applicationDeadline: { exists: false } }, { applicationDeadline: { greater_than_equal: startOfDay } }] },
          { or: [{ validThrough: { exists: false } }, { validThrough: { greater_than_equal: startOfDay } }] },
          { or: [{ filled: { exists: false } }, { filled: { equals: false } }] },
        ],
      },
      overrideAccess: true,
    }),
    query<{ id: number; title: string; slug: string; edits: string; last_edited_at: Date }>(
      payload,
      `SELECT p.${pageTable.id} AS id, p.${pageTable.title} AS title, p.${pageTable.slug} AS slug,
              count(v.${pageVersions.id}) AS edits, max(v.${pageVersions.updatedAt}) AS last_edited_at
       FROM ${pageTable} p JOIN ${pageVersions} v ON v.${pageVersions.parent} = p.${pageTable.id}
       GROUP BY p.${pageTable.id} ORDER BY count(v.${pageVersions.id}) DESC, max(v.${pageVersions.updatedAt}) DESC LIMIT 5`,
    ),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true }),
  ])
  const run = runs.docs[0]
  return {
    openContactRequests: open.totalDocs,
    newContactRequests: requests.totalDocs,
    since,
    lastRun: run
      ? {
          id: run.id,
          startedAt: run.startedAt,
          status: run.status,
          trigger: run.trigger,
          totalJobs: run.totalJobs,
          newJobs: run.newJobs,
          updatedJobs: run.updatedJobs,
          deletedJobs: run.deletedJobs,
          error: run.error,
        }
      : null,
    liveJobs: jobs.totalDocs,
    topPages: pages.rows.map((r) => ({
      id: r.id,
      title: r.title,
      slug: r.slug,
      edits: Number(r.edits),
      lastEditedAt: new Date(r.last_edited_at).toISOString(),
    })),
    legalPages: { privacy: pageId(settings.sitePages?.privacy), imprint: pageId(settings.sitePages?.imprint) },
  }
}
