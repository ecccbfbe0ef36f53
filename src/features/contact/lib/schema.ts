/** The contact form's limits and German messages, shared by browser and server so both say the same. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  companyMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const

export const CONTACT_MESSAGES = {
  firstNameMin: 'Vorname muss mindestens 2 Zeichen lang sein',
  firstNameMax: 'Vorname darf maximal 100 Zeichen lang sein',
  lastNameMin: 'Nachname muss mindestens 2 Zeichen lang sein',
  lastNameMax: 'Nachname darf maximal 100 Zeichen lang sein',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  emailMax: 'E-Mail-Adresse darf maximal 255 Zeichen lang sein',
  companyMax: 'Firmenname darf maximal 200 Zeichen lang sein',
  messageMin: 'Nachricht muss mindestens 10 Zeichen lang sein',
  messageMax: 'Nachricht darf maximal 2000 Zeichen lang sein',
  privacy: 'Bitte akzeptieren Sie die Datenschutzerklärung',
} as const

const M = CONTACT_MESSAGES
const L = CONTACT_LIMITS

/** The e-mail pattern of zod 4's z.email(), which this validation replaced (same addresses pass). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/** What the form edits (privacyAccepted may still be false). */
export type ContactFormValues = {
  firstName: string
  lastName: string
  email: string
  company?: string
  message: string
  privacyAccepted: boolean
}
/** A validated, trimmed contact request. */
export type ContactRequestInput = ContactFormValues & { privacyAccepted: true }

export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, string>>

/** A trimmed text within [min, max] characters, or the German message; a non-string gets `missing`. */
function checkText(value: unknown, missing: string, min: [number, string] | null, max: [number, string]): { value: string } | { error: string } {
  if (typeof value !== 'string') return { error: missing }
  const trimmed = value.trim()
  if (min && trimmed.length < min[0]) return { error: min[1] }
  if (trimmed.length > max[0]) return { error: max[1] }
  return { value: trimmed }
}

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  message: '',
  privacyAccepted: false,
}

/**
 * Validates and answers the first German message per field, as the form shows them; the trimmed
 * request when every field is fine. Plain code, not a schema library: the browser runs it too, and
 * zod cost the pages with the form 30 KB (gzip) of first-load JavaScript.
 */
export function validateContact(input: unknown): { success: true; data: ContactRequestInput } | { success: false; fieldErrors: ContactFieldErrors } {
  // A non-object input: report every required field.
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return {
      success: false,
      fieldErrors: { firstName: M.firstNameMin, lastName: M.lastNameMin, email: M.emailInvalid, message: M.messageMin, privacyAccepted: M.privacy },
    }
  }
  const raw = input as Record<string, unknown>
  const checks = {
    firstName: checkText(raw.firstName, M.firstNameMin, [L.nameMin, M.firstNameMin], [L.nameMax, M.firstNameMax]),
    lastName: checkText(raw.lastName, M.lastNameMin, [L.nameMin, M.lastNameMin], [L.nameMax, M.lastNameMax]),
    email: checkText(raw.email, M.emailInvalid, null, [L.emailMax, M.emailMax]),
    company: raw.company === undefined ? null : checkText(raw.company, M.companyMax, null, [L.companyMax, M.companyMax]),
    message: checkText(raw.message, M.messageMin, [L.messageMin, M.messageMin], [L.messageMax, M.messageMax]),
  }
  if ('value' in checks.email && !EMAIL.test(checks.email.value)) checks.email = { error: M.emailInvalid }

  const fieldErrors: ContactFieldErrors = {}
  const data: Record<string, unknown> = { privacyAccepted: true }
  for (const [field, check] of Object.entries(checks)) {
    if (!check) continue
    if ('error' in check) fieldErrors[field as keyof ContactFormValues] = check.error
    else data[field] = check.value
  }
  if (raw.privacyAccepted !== true) fieldErrors.privacyAccepted = M.privacy
  if (Object.keys(fieldErrors).length > 0) return { success: false, fieldErrors }
  return { success: true, data: data as ContactRequestInput }
}
