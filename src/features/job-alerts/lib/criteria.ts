// Apart from schema.ts, so the board's job-alert form gets these without zod.
import type { JobFilters } from '@/lib/jobs/filter'

/** What a job alert keeps of the board's filters. */
export type JobAlertCriteria = Pick<JobFilters, 'search' | 'location' | 'department' | 'employmentType'> & { radius: number }

/** „Koch · Hamburg · Küche“ – the criteria as one line for mails and the manage page. */
export function describeCriteria(
  criteria: Partial<Record<'search' | 'location' | 'department' | 'employmentType', string | null | undefined> & { radius: number | null | undefined }>,
): string {
  const parts = [
    criteria.search && `„${criteria.search}“`,
    criteria.location && `Ort: ${criteria.location}${criteria.radius ? ` (Umkreis ${criteria.radius} km)` : ''}`,
    criteria.department && `Bereich: ${criteria.department}`,
    criteria.employmentType && `Arbeitszeit: ${criteria.employmentType}`,
  ].filter(Boolean)
  return parts.length ? parts.join(' · ') : 'alle Stellenangebote'
}
