// zod's tree-shakable build: the browser runs this schema too, and the full zod cost every page
// 33 KB (gzip) of first-load JavaScript.
import { z } from 'zod/mini'

// The browser runs this schema too, under a Content-Security-Policy without 'unsafe-eval': zod's
// default probes `new Function` (a reported violation); jitless never does.
z.config({ jitless: true })

/** The spec's limits (section 9) and German messages (section 5), shared by browser and server. */
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

// A missing or non-string value gets the field's own German message, never a library default.
const text = (missing: string, ...checks: Parameters<ReturnType<typeof z.string>['check']>) =>
  z.string({ error: missing }).check(z.trim(), ...checks)

export const contactSchema = z.object({
  firstName: text(M.firstNameMin, z.minLength(L.nameMin, M.firstNameMin), z.maxLength(L.nameMax, M.firstNameMax)),
  lastName: text(M.lastNameMin, z.minLength(L.nameMin, M.lastNameMin), z.maxLength(L.nameMax, M.lastNameMax)),
  email: z.pipe(text(M.emailInvalid, z.maxLength(L.emailMax, M.emailMax)), z.email(M.emailInvalid)),
  company: z.optional(text(M.companyMax, z.maxLength(L.companyMax, M.companyMax))),
  message: text(M.messageMin, z.minLength(L.messageMin, M.messageMin), z.maxLength(L.messageMax, M.messageMax)),
  privacyAccepted: z.boolean({ error: M.privacy }).check(z.refine((accepted) => accepted === true, M.privacy)),
})

/** What the form edits (privacyAccepted may still be false). */
export type ContactFormValues = z.input<typeof contactSchema>
/** A validated, trimmed contact request. */
export type ContactRequestInput = z.output<typeof contactSchema>

export type ContactFieldErrors = Partial<Record<keyof ContactFormValues, string>>

export const emptyContactForm: ContactFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  company: '',
  message: '',
  privacyAccepted: false,
}

/** Validates and answers the first German message per field, as the form shows them. */
export function validateContact(
  input: unknown,
): { success: true; data: ContactRequestInput } | { success: false; fieldErrors: ContactFieldErrors } {
  const result = contactSchema.safeParse(input)
  if (result.success) return { success: true, data: result.data }
  const fieldErrors: ContactFieldErrors = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormValues | undefined
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
  }
  // A non-object input has no paths: report every required field.
  if (Object.keys(fieldErrors).length === 0) {
    Object.assign(fieldErrors, {
      firstName: M.firstNameMin,
      lastName: M.lastNameMin,
      email: M.emailInvalid,
      message: M.messageMin,
      privacyAccepted: M.privacy,
    })
  }
  return { success: false, fieldErrors }
}
