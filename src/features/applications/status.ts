/** The status of an application as staff see it in the admin (value → German label). */
export const APPLICATION_STATUSES = [
  { value: 'new', label: 'Neu' },
  { value: 'in_review', label: 'In Prüfung' },
  { value: 'presented', label: 'An Kunde vorgestellt' },
  { value: 'rejected', label: 'Abgesagt' },
  { value: 'hired', label: 'Eingestellt' },
  { value: 'withdrawn', label: 'Zurückgezogen' },
] as const

/** Where the forwarding to the applicant-tracking system stands. */
export const ATS_STATES = [
  { value: 'pending', label: 'Wird übermittelt' },
  { value: 'sent', label: 'An Personio übermittelt' },
  { value: 'mailed', label: 'Per E-Mail an das Bewerbermanagement gesendet' },
  { value: 'failed', label: 'Übermittlung fehlgeschlagen' },
  { value: 'not_configured', label: 'Kein Bewerbermanagement eingerichtet' },
] as const
