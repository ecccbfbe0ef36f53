'use client'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import { Button } from '@/components/ui/Button'
import type { JobAlertCriteria } from '@/features/job-alerts/lib/criteria'

// The form loads when the visitor opens it: few visitors of the board do.
const JobAlertFields = lazy(() => import('@/features/job-alerts/components/JobAlertFields.client').then(({ JobAlertFields }) => ({ default: JobAlertFields })))

/** The job alert's intro (`children`) with „Job-Agent aktivieren“, which opens the form below it. */
export function JobAlertOpener({ criteria, children }: { criteria: JobAlertCriteria; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {children}
        {!open && (
          <Button variant="luxury" onClick={() => setOpen(true)}>
            Job-Agent aktivieren
          </Button>
        )}
      </div>
      {/* the form and its confirmation load with the first opening */}
      {open && (
        <Suspense>
          <JobAlertFields criteria={criteria} />
        </Suspense>
      )}
    </>
  )
}
