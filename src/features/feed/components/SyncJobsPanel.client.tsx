'use client'
import { Button, toast, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { ADMIN_ENDPOINTS } from '@/lib/paths'

export type SyncResult = { totalJobs: number; newJobs: number; updatedJobs: number; deletedJobs: number }

const COUNTS: [keyof SyncResult, string][] = [
  ['totalJobs', 'Jobs gesamt'],
  ['newJobs', 'Neu'],
  ['updatedJobs', 'Aktualisiert'],
  ['deletedJobs', 'Entfernt'],
]

/** The sync button and the result card (idle -> syncing -> success card or error toast, so staff always see how the run ended). */
export function SyncJobsPanel() {
  const { config } = useConfig()
  const router = useRouter()
  const [syncing, setSyncing] = useState(false)
  const [result, setResult] = useState<SyncResult | null>(null)

  async function sync() {
    setSyncing(true)
    try {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}${ADMIN_ENDPOINTS.syncJobs}`, { method: 'POST', credentials: 'include' })
      const body = await response.json().catch(() => ({}))
      if (!response.ok) throw new Error(typeof body?.error === 'string' && body.error ? body.error : 'Unbekannter Fehler')
      setResult(body as SyncResult)
      toast.success('Jobs erfolgreich synchronisiert!', { description: `${body.totalJobs} Jobs geladen` })
      router.refresh() // the list of import runs below
    } catch (error) {
      toast.error('Fehler beim Synchronisieren', { description: error instanceof Error && error.message ? error.message : 'Unbekannter Fehler' })
      router.refresh() // the refused or failed run, and „Import trotzdem übernehmen“ when it applies
    } finally {
      setSyncing(false)
    }
  }

  return (
    <div className="sync-jobs">
      <Button onClick={sync} disabled={syncing} buttonStyle="primary" size="large">
        {syncing ? 'Synchronisiere...' : 'Stellenangebote jetzt synchronisieren'}
      </Button>
      {result && (
        <section className="sync-jobs__result" aria-label="Ergebnis der Synchronisierung" role="status">
          <h2>Synchronisierung abgeschlossen</h2>
          <dl className="sync-jobs__counts">
            {COUNTS.map(([key, label]) => (
              <div key={key} data-count={key}>
                <dt>{label}</dt>
                <dd>{result[key]}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
