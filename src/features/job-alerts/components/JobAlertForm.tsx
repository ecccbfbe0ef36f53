import { Icon } from '@/components/site/Icon'
import { describeCriteria } from '@/features/job-alerts/lib/criteria'
import type { JobFilters } from '@/lib/jobs/filter'
import { JobAlertOpener } from './JobAlertOpener.client'

/**
 * „Job-Agent aktivieren“: saves the board's current filters with an address (double opt-in).
 * Rendered by the server; only the button and the form it opens are client code.
 */
export function JobAlertForm({ filters }: { filters: JobFilters }) {
  const criteria = {
    search: filters.search,
    location: filters.location,
    department: filters.department,
    employmentType: filters.employmentType,
    radius: filters.location ? (filters.radius ?? 0) : 0,
  }

  return (
    <section aria-labelledby="job-alert-title" className="mt-6 rounded-xl border border-brand-100 bg-brand-50/60 p-5" data-job-alert="">
      <JobAlertOpener criteria={criteria}>
        <div className="flex items-start gap-3">
          <Icon name="bell" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <h2 id="job-alert-title" className="font-semibold text-brand-950">
              Keine passende Stelle mehr verpassen
            </h2>
            <p className="text-sm text-muted-foreground">Wir senden Ihnen neue Stellenangebote zu Ihrer Suche ({describeCriteria(criteria)}) per E-Mail.</p>
          </div>
        </div>
      </JobAlertOpener>
    </section>
  )
}
