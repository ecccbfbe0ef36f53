import { z } from 'zod/mini'
import { CONTACT_LIMITS, CONTACT_MESSAGES } from '@/features/contact/lib/schema'
import { EMPTY_FILTERS, RADIUS_OPTIONS, type JobFilters } from '@/lib/jobs/filter'

export const ALERT_MESSAGES = {
  emailInvalid: CONTACT_MESSAGES.emailInvalid,
  emailMax: CONTACT_MESSAGES.emailMax,
  frequency: 'Bitte wählen Sie, wie oft Sie E-Mails erhalten möchten',
  consent: 'Bitte bestätigen Sie, dass Sie passende Stellenangebote per E-Mail erhalten möchten',
  filterMax: 'Der Suchbegriff darf maximal 200 Zeichen lang sein',
  radius: 'Bitte wählen Sie einen Umkreis aus der Liste',
} as const

const M = ALERT_MESSAGES
const filterText = z._default(z.string({ error: M.filterMax }).check(z.trim(), z.maxLength(200, M.filterMax)), '')
/** „Umkreis“ in km around „PLZ oder Ort“, one of the board's choices; 0: exact, as before radii existed */
const radius = z._default(z.number({ error: M.radius }).check(z.refine((km) => km === 0 || (RADIUS_OPTIONS as readonly number[]).includes(km), M.radius)), 0)

/** The saved search of an alert: the board's filters without sorting. */
export const alertCriteriaSchema = z.object({
  search: filterText,
  location: filterText,
  department: filterText,
  employmentType: filterText,
  radius,
  frequency: z.enum(['daily', 'weekly'], { error: M.frequency }),
})

export const alertSubscribeSchema = z.extend(alertCriteriaSchema, {
  email: z.pipe(z.string({ error: M.emailInvalid }).check(z.trim(), z.maxLength(CONTACT_LIMITS.emailMax, M.emailMax)), z.email(M.emailInvalid)),
  consent: z.boolean({ error: M.consent }).check(z.refine((given) => given === true, M.consent)),
})

export type AlertCriteria = z.output<typeof alertCriteriaSchema>
export type AlertFieldErrors = Partial<Record<'email' | 'frequency' | 'consent' | 'search' | 'location' | 'department' | 'employmentType' | 'radius', string>>

/** Validates and answers the first German message per field. */
export function validateAlert<S extends typeof alertCriteriaSchema | typeof alertSubscribeSchema>(
  schema: S,
  input: unknown,
): { success: true; data: z.output<S> } | { success: false; fieldErrors: AlertFieldErrors } {
  const result = schema.safeParse(input)
  if (result.success) return { success: true, data: result.data as z.output<S> }
  const fieldErrors: AlertFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof AlertFieldErrors | undefined
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  if (Object.keys(fieldErrors).length === 0) fieldErrors.email = M.emailInvalid
  return { success: false, fieldErrors }
}

/** The alert's criteria as board filters (default order), so matching is the board's own logic. */
export function criteriaToFilters(
  criteria: Partial<Record<'search' | 'location' | 'department' | 'employmentType', string | null | undefined> & { radius: number | null | undefined }>,
): JobFilters {
  return {
    ...EMPTY_FILTERS,
    search: criteria.search ?? '',
    location: criteria.location ?? '',
    department: criteria.department ?? '',
    employmentType: criteria.employmentType ?? '',
    // alerts saved before radii existed have none: exact, as then
    ...(criteria.radius && criteria.location ? { radius: criteria.radius } : {}),
  }
}

export { describeCriteria } from './criteria'
