import type { Payload, TypedUser } from 'payload'
import Link from 'next/link'
import { loadDashboard, recordDashboardVisit } from '@/features/admin-dashboard'
import { germanDateTime } from '@/lib/dates/german'
import { ADMIN_VIEWS, adminCollectionPath, adminCreatePath } from '@/lib/paths'
import { isAdmin } from '@/features/staff-auth/access'
import './dashboard.scss'

const STATUS: Record<string, string> = { running: 'Läuft', success: 'Erfolgreich', refused: 'Abgelehnt', failed: 'Fehlgeschlagen' }

/** The admin start page's overview (admin.components.beforeDashboard): what changed, what is live. */
export async function Dashboard({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!user || user.collection !== 'users') return null
  const since = await recordDashboardVisit(payload, user)
  const summary = await loadDashboard(payload, since)
  const admin = payload.config.routes.admin
  const run = summary.lastRun
  const openHref = `${adminCollectionPath(admin, 'contact-requests')}?where[handled][equals]=false`

  return (
    <section className="site-dashboard" aria-label="Übersicht">
      <h2 className="site-dashboard__title">Übersicht</h2>
      <section className="site-dashboard__shortcuts" aria-label="Schnellzugriff">
        <h3>Schnellzugriff</h3>
        <ul>
          <li>
            <Link href={adminCreatePath(admin, 'jobs')}>Neues Stellenangebot</Link>
          </li>
          <li>
            <Link href={adminCreatePath(admin, 'references')}>Neue Referenz</Link>
          </li>
          {summary.legalPages.privacy !== null && (
            <li>
              <Link href={adminCollectionPath(admin, 'pages', summary.legalPages.privacy)}>Datenschutz bearbeiten</Link>
            </li>
          )}
          {summary.legalPages.imprint !== null && (
            <li>
              <Link href={adminCollectionPath(admin, 'pages', summary.legalPages.imprint)}>Impressum bearbeiten</Link>
            </li>
          )}
          {isAdmin(user) && (
            <li>
              <Link href={adminCreatePath(admin, 'users')}>Neue Kollegin oder neuer Kollege</Link>
            </li>
          )}
          <li>
            <Link href={`${admin}${ADMIN_VIEWS.help}`}>Hilfe</Link>
          </li>
        </ul>
      </section>
      <div className="site-dashboard__grid">
        <article className="site-dashboard__card" data-card="contact-requests">
          <h3>Offene Kontaktanfragen</h3>
          <p className="site-dashboard__figure">{summary.openContactRequests}</p>
          <p>
            {summary.newContactRequests} neu {since ? `seit Ihrem letzten Besuch am ${germanDateTime(since)}` : 'seit Ihrem ersten Besuch'}
          </p>
          <Link href={openHref}>Offene Anfragen ansehen</Link>
        </article>
        <article className="site-dashboard__card" data-card="import" data-status={run?.status ?? 'none'}>
          <h3>Letzter Feed-Import</h3>
          {run ? (
            <>
              <p className="site-dashboard__figure">{STATUS[run.status] ?? run.status}</p>
              <p>
                {germanDateTime(run.startedAt)}: {run.totalJobs ?? 0} im Feed, {run.newJobs ?? 0} neu, {run.updatedJobs ?? 0} aktualisiert,{' '}
                {run.deletedJobs ?? 0} entfernt
              </p>
              {run.error && run.status !== 'success' && <p className="site-dashboard__error">{run.error}</p>}
            </>
          ) : (
            <p>Noch kein Import.</p>
          )}
          <Link href={`${admin}${ADMIN_VIEWS.syncJobs}`}>Stellenangebote synchronisieren</Link>
        </article>
        <article className="site-dashboard__card" data-card="live-jobs">
          <h3>Aktuelle Stellenangebote</h3>
          <p className="site-dashboard__figure">{summary.liveJobs}</p>
          <p>online auf der Website</p>
          <Link href={adminCollectionPath(admin, 'jobs')}>Stellenangebote ansehen</Link>
        </article>
        <article className="site-dashboard__card" data-card="top-pages">
          <h3>Meistbearbeitete Seiten</h3>
          {summary.topPages.length ? (
            <ol>
              {summary.topPages.map((page) => (
                <li key={page.id}>
                  <Link href={adminCollectionPath(admin, 'pages', page.id)}>{page.title}</Link>{' '}
                  <span className="site-dashboard__meta">
                    {page.edits} {page.edits === 1 ? 'Version' : 'Versionen'}, zuletzt {germanDateTime(page.lastEditedAt)}
                  </span>
                </li>
              ))}
            </ol>
          ) : (
            <p>Noch keine Seiten.</p>
          )}
        </article>
      </div>
    </section>
  )
}
