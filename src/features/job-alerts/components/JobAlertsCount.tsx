import type { Payload } from 'payload'
import { countJobAlerts } from '@/features/job-alerts/stats'

/** Dashboard widget: how many job alerts exist; the addresses themselves stay out of the admin. */
export async function JobAlertsCount({ payload }: { payload: Payload }) {
  const counts = await countJobAlerts(payload)
  return (
    <section className="dashboard__group" style={{ marginTop: 'calc(var(--base) * 2)' }} id="job-alerts-count">
      <h2 className="dashboard__label">Job-Agenten</h2>
      <p>
        <strong>{counts.confirmed}</strong> bestätigte Job-Agenten ({counts.daily} täglich, {counts.weekly} wöchentlich), <strong>{counts.pending}</strong>{' '}
        unbestätigt (werden nach 48 Stunden gelöscht).
      </p>
      <p style={{ color: 'var(--theme-elevation-500)' }}>Aus Datenschutzgründen werden die E-Mail-Adressen hier nicht angezeigt.</p>
    </section>
  )
}
