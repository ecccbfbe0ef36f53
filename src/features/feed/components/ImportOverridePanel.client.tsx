'use client'
import { Button, ConfirmationModal, toast, useConfig, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { ADMIN_ENDPOINTS } from '@/lib/paths'

const MODAL = 'import-override-confirm'
const jobsWord = (n: number) => (n === 1 ? '1 Stelle' : `${n} Stellen`)

/**
 * „Import trotzdem übernehmen“ for the last refused run (firm changed its ATS): a confirmation
 * that names how many jobs will go, then the override endpoint (admins only, recorded as a run).
 */
export function ImportOverridePanel({
  runId,
  refusedDeletes,
  totalJobs,
  reason,
}: {
  runId: number
  refusedDeletes: number
  totalJobs: number
  reason: string
}) {
  const { config } = useConfig()
  const { openModal } = useModal()
  const router = useRouter()

  async function takeOver() {
    try {
      const response = await fetch(`${config.serverURL ?? ''}${config.routes.api}${ADMIN_ENDPOINTS.importOverride}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ runId }),
      })
      const body = await response.json().catch(() => ({}))
      if (!response.ok) throw new Error(typeof body?.error === 'string' && body.error ? body.error : 'Unbekannter Fehler')
      toast.success('Import übernommen', {
        description: `${body.newJobs} neu, ${body.updatedJobs} aktualisiert, ${body.deletedJobs} entfernt`,
      })
    } catch (error) {
      toast.error('Import nicht übernommen', { description: error instanceof Error && error.message ? error.message : 'Unbekannter Fehler' })
    }
    router.refresh()
  }

  return (
    <section className="import-override" aria-label="Abgelehnter Import">
      <h2>Letzter Import abgelehnt</h2>
      <p>{reason}</p>
      <p>
        Wenn das Unternehmen sein Bewerbermanagement-System gewechselt hat, übernehmen Sie den Feed trotzdem: {jobsWord(totalJobs)} im Feed,{' '}
        {jobsWord(refusedDeletes)} würden entfernt.
      </p>
      <Button buttonStyle="secondary" onClick={() => openModal(MODAL)}>
        Import trotzdem übernehmen
      </Button>
      <ConfirmationModal
        modalSlug={MODAL}
        heading="Import trotzdem übernehmen?"
        body={`${jobsWord(refusedDeletes)} ${refusedDeletes === 1 ? 'wird' : 'werden'} von der Website entfernt und der Feed mit ${jobsWord(totalJobs)} übernommen. Manuell angelegte Stellen bleiben erhalten.`}
        confirmLabel={`${jobsWord(refusedDeletes)} entfernen und übernehmen`}
        confirmingLabel="Wird übernommen..."
        cancelLabel="Abbrechen"
        onConfirm={takeOver}
      />
    </section>
  )
}
