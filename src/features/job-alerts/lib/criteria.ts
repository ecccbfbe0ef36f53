// Apart from schema.ts, so the board's job-alert form gets this line without zod.

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
