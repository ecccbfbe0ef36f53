import type { DocumentViewServerProps } from 'payload'
import { Gutter } from '@payloadcms/ui'
import Link from 'next/link'
import type { ImportRun } from '@/payload-types'
import { germanDateTime } from '@/lib/dates/german'
import { RUN_STATUS, RUN_TRIGGER, removedJobsOf, runDuration } from '@/features/feed/lib/runSummary'
import { ADMIN_VIEWS, adminCollectionPath } from '@/lib/paths'
import './sync-jobs.scss'

/** An import run's page: a readable summary of what it did (runs are records, never edited). */
export function ImportRunView({ doc, initPageResult }: DocumentViewServerProps) {
  const run = doc as ImportRun
  const admin = initPageResult.req.payload.config.routes.admin
  const removed = removedJobsOf(run.removedJobs)
  const overrideOf = typeof run.overrideOf === 'object' && run.overrideOf ? run.overrideOf.id : run.overrideOf
  const triggeredBy = typeof run.triggeredBy === 'object' && run.triggeredBy ? run.triggeredBy.email : null
  const facts: [string, React.ReactNode][] = [
    ['Status', RUN_STATUS[run.status] ?? run.status],
    ['Auslöser', RUN_TRIGGER[run.trigger ?? ''] ?? '–'],
    ['Gestartet', germanDateTime(run.startedAt)],
    ['Beendet', germanDateTime(run.finishedAt)],
    ['Dauer', runDuration(run)],
    ['Feed-URL', run.feedUrl || '–'],
  ]
  if (triggeredBy) facts.push(['Ausgelöst von', triggeredBy])
  if (overrideOf)
    facts.push([
      'Übernimmt',
      <Link key="o" href={adminCollectionPath(admin, 'import-runs', overrideOf)}>
        den abgelehnten Import
      </Link>,
    ])

  return (
    <Gutter className="sync-jobs-view import-run-view">
      <h1>Feed-Import vom {germanDateTime(run.startedAt)}</h1>
      <dl className="import-run-view__facts" data-status={run.status}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {run.error && (
        <p className="import-run-view__error" role={run.status === 'success' ? undefined : 'alert'}>
          {run.error}
        </p>
      )}
      <h2>Ergebnis</h2>
      <ul className="import-run-view__counts">
        <li>
          <strong>{run.totalJobs ?? 0}</strong> Stellen im Feed
        </li>
        <li>
          <strong>{run.newJobs ?? 0}</strong> neu
        </li>
        <li>
          <strong>{run.updatedJobs ?? 0}</strong> aktualisiert
        </li>
        <li>
          <strong>{run.deletedJobs ?? 0}</strong> entfernt
        </li>
        {run.status === 'refused' && run.refusedDeletes != null && (
          <li>
            <strong>{run.refusedDeletes}</strong> wären entfernt worden
          </li>
        )}
      </ul>
      <h2>Entfernte Stellen</h2>
      {removed.length ? (
        <>
          <ul className="import-run-view__removed" aria-label="Entfernte Stellen">
            {removed.map((job, index) => (
              <li key={`${job.id ?? index}`}>
                {job.title}
                {job.externalId && <span className="import-run-view__meta"> (Feed-ID {job.externalId})</span>}
              </li>
            ))}
          </ul>
          {(run.deletedJobs ?? 0) > removed.length && <p>… und {(run.deletedJobs ?? 0) - removed.length} weitere.</p>}
        </>
      ) : (
        <p>
          {(run.deletedJobs ?? 0) > 0 ? 'Dieser Import ist älter als die Liste der entfernten Stellen; nur die Anzahl ist bekannt.' : 'Keine Stelle entfernt.'}
        </p>
      )}
      <p>
        <Link href={`${admin}${ADMIN_VIEWS.syncJobs}`}>Zurück zu „Stellenangebote synchronisieren“</Link> ·{' '}
        <Link href={adminCollectionPath(admin, 'import-runs')}>Alle Feed-Importe</Link>
      </p>
    </Gutter>
  )
}
