import type { AdminViewServerProps } from 'payload'
import { requireStaff, StaffViewTemplate } from '@/features/staff-auth/components/StaffView'
import { isAdmin } from '@/features/staff-auth/access'
import { ImportOverridePanel } from '@/features/feed/components/ImportOverridePanel.client'
import { SyncJobsPanel } from '@/features/feed/components/SyncJobsPanel.client'
import { lastRefusedRun } from '@/features/feed/override'
import { RUN_STATUS as STATUS, RUN_TRIGGER as TRIGGER, runDuration } from '@/features/feed/lib/runSummary'
import { ADMIN_VIEWS, adminCollectionPath } from '@/lib/paths'
import './sync-jobs.scss'
const dateTime = (iso?: string | null) =>
  iso ? new Date(iso).toLocaleString('de-DE', { timeZone: 'Europe/Berlin', dateStyle: 'medium', timeStyle: 'medium' }) : '–'

/** /admin/sync-jobs: staff only (anonymous visitors go to the login), button + last 10 runs. */
export async function SyncJobsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  requireStaff(initPageResult, ADMIN_VIEWS.syncJobs)
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin

  const runs = await req.payload.find({ collection: 'import-runs', sort: '-startedAt', limit: 10, depth: 0, overrideAccess: false, user: req.user, req })
  const refused = isAdmin(req.user) ? await lastRefusedRun(req.payload) : null

  return (
    <StaffViewTemplate
      initPageResult={initPageResult}
      params={params}
      searchParams={searchParams}
      title="Stellenangebote synchronisieren"
      className="sync-jobs-view"
    >
      <h1>Stellenangebote synchronisieren</h1>
      <p className="sync-jobs-view__intro">
        Lädt den Stellen-Feed aus den Website-Einstellungen sofort, statt auf den nächsten automatischen Import zu warten. Neue Stellen werden angelegt,
        geänderte aktualisiert und nicht mehr enthaltene entfernt; manuell angelegte Stellen bleiben unberührt.
      </p>
      <SyncJobsPanel />
      {refused && <ImportOverridePanel runId={refused.id} refusedDeletes={refused.refusedDeletes} totalJobs={refused.totalJobs} reason={refused.reason} />}
      <h2>Letzte Importe</h2>
      {runs.docs.length === 0 ? (
        <p>Noch keine Importe.</p>
      ) : (
        <div className="sync-jobs-view__table-wrap">
          <table className="sync-jobs-view__table">
            <thead>
              <tr>
                <th>Gestartet</th>
                <th>Status</th>
                <th>Auslöser</th>
                <th>Im Feed</th>
                <th>Neu</th>
                <th>Aktualisiert</th>
                <th>Entfernt</th>
                <th>Dauer</th>
                <th>Fehler / Grund</th>
              </tr>
            </thead>
            <tbody>
              {runs.docs.map((run) => (
                <tr key={run.id} data-status={run.status}>
                  <td>
                    <a href={adminCollectionPath(adminRoute, 'import-runs', run.id)}>{dateTime(run.startedAt)}</a>
                  </td>
                  <td>{STATUS[run.status] ?? run.status}</td>
                  <td>{TRIGGER[run.trigger ?? ''] ?? '–'}</td>
                  <td>{run.totalJobs ?? 0}</td>
                  <td>{run.newJobs ?? 0}</td>
                  <td>{run.updatedJobs ?? 0}</td>
                  <td>{run.deletedJobs ?? 0}</td>
                  <td className="sync-jobs-view__nowrap">{runDuration(run)}</td>
                  <td>{run.error ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </StaffViewTemplate>
  )
}
