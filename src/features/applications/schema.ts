import * as z from 'zod/mini'
import { CONTACT_MESSAGES } from '@/features/contact/lib/schema'

/**
 * The short application's fields, limits and German messages, shared by the form in the browser
 * and the upload endpoint. zod's "mini" build: the same checks as full zod at a fraction of the
 * browser bundle. Pure: no Payload, React or Node imports.
 */
export const APPLICATION_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  phoneMax: 40,
  messageMax: 2000,
  earliestStartMax: 100,
  desiredAreaMax: 100,
  desiredPlaceMax: 100,
  sourcePageMax: 300,
  /** Lebenslauf: one file */
  cvMaxBytes: 10 * 1024 * 1024,
  /** Weitere Unterlagen: count and size of all of them together */
  attachmentsMaxCount: 3,
  attachmentsMaxBytes: 20 * 1024 * 1024,
} as const

const MB = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`

// the contact form's words for the fields both forms have
const { firstNameMin, firstNameMax, lastNameMin, lastNameMax, emailInvalid, emailMax, messageMax, privacy } = CONTACT_MESSAGES

export const APPLICATION_MESSAGES = {
  firstNameMin,
  firstNameMax,
  lastNameMin,
  lastNameMax,
  emailInvalid,
  emailMax,
  messageMax,
  privacy,
  phoneInvalid: 'Bitte geben Sie eine gültige Telefonnummer ein (Ziffern, Leerzeichen, + - / ( ))',
  earliestStartMax: 'Frühester Eintritt darf maximal 100 Zeichen lang sein',
  desiredAreaMax: 'Gewünschter Bereich darf maximal 100 Zeichen lang sein',
  desiredPlaceMax: 'Wunschort darf maximal 100 Zeichen lang sein',
  // files
  fileEmpty: (name: string) => `Die Datei „${name}“ ist leer.`,
  cvTooLarge: `Der Lebenslauf darf höchstens ${MB(APPLICATION_LIMITS.cvMaxBytes)} groß sein.`,
  cvTooMany: 'Bitte laden Sie nur einen Lebenslauf hoch.',
  attachmentsTooMany: `Bitte laden Sie höchstens ${APPLICATION_LIMITS.attachmentsMaxCount} weitere Unterlagen hoch.`,
  attachmentsTooLarge: `Die weiteren Unterlagen dürfen zusammen höchstens ${MB(APPLICATION_LIMITS.attachmentsMaxBytes)} groß sein.`,
  fileWrongType: (name: string) => `Die Datei „${name}“ hat kein erlaubtes Format. Erlaubt sind PDF, DOCX, DOC, ODT, JPG und PNG.`,
  fileMalformed: (name: string) => `Die Datei „${name}“ ist beschädigt oder kein gültiges Dokument. Bitte speichern Sie sie neu und laden Sie sie erneut hoch.`,
  fileSuspicious: (name: string) =>
    `Die Datei „${name}“ ist ungewöhnlich stark komprimiert und wurde aus Sicherheitsgründen abgelehnt. Bitte speichern Sie sie als PDF.`,
} as const

const M = APPLICATION_MESSAGES
const L = APPLICATION_LIMITS

/** Accepted file endings, for the file picker's hint only: the server decides by the content. */
export const ACCEPTED_FILE_TYPES = '.pdf,.docx,.doc,.odt,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png'

/** What the form edits: the non-file values (the no-JavaScript path keeps exactly these on an error). */
export type ApplicationFormValues = {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  earliestStart: string
  desiredArea: string
  desiredPlace: string
  privacyAccepted: boolean
  talentPool: boolean
}

export type ApplicationField = keyof ApplicationFormValues | 'cv' | 'attachments'
export type ApplicationFieldErrors = Partial<Record<ApplicationField, string>>

/** The form's field names, in its order (the first wrong one gets the focus). */
export const APPLICATION_FIELDS: ApplicationField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'earliestStart',
  'desiredArea',
  'desiredPlace',
  'cv',
  'attachments',
  'message',
  'privacyAccepted',
  'talentPool',
]

export const emptyApplicationForm: ApplicationFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  message: '',
  earliestStart: '',
  desiredArea: '',
  desiredPlace: '',
  privacyAccepted: false,
  talentPool: false,
}

/** The hidden field people never see and bots tend to fill. */
export const APPLICATION_HONEYPOT = 'website'

/** The e-mail pattern of the contact form (zod's own, so both forms accept the same addresses). */
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/
const PHONE = /^\+?[0-9 ()/.-]{5,40}$/

const required = (min: number, minMessage: string, max: number, maxMessage: string) =>
  z.string({ error: minMessage }).check(z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage))
const optional = (max: number, maxMessage: string) => z.string().check(z.trim(), z.maxLength(max, maxMessage))

const applicationSchema = z.object({
  firstName: required(L.nameMin, M.firstNameMin, L.nameMax, M.firstNameMax),
  lastName: required(L.nameMin, M.lastNameMin, L.nameMax, M.lastNameMax),
  email: z.string({ error: M.emailInvalid }).check(z.trim(), z.maxLength(L.emailMax, M.emailMax), z.regex(EMAIL, M.emailInvalid)),
  phone: optional(L.phoneMax, M.phoneInvalid).check(z.refine((v) => v === '' || PHONE.test(v), M.phoneInvalid)),
  message: optional(L.messageMax, M.messageMax),
  earliestStart: optional(L.earliestStartMax, M.earliestStartMax),
  desiredArea: optional(L.desiredAreaMax, M.desiredAreaMax),
  desiredPlace: optional(L.desiredPlaceMax, M.desiredPlaceMax),
  privacyAccepted: z.literal(true, { error: M.privacy }),
  talentPool: z.boolean(),
})

/** The validated, trimmed values; optional texts left empty are absent. */
export type ApplicationFields = {
  firstName: string
  lastName: string
  email: string
  phone?: string
  message?: string
  earliestStart?: string
  desiredArea?: string
  desiredPlace?: string
  talentPool: boolean
}

/**
 * Validates the form values and answers the first German message per field. For a job the
 * initiative-only fields (desired area and place) are dropped.
 */
export function validateApplication(
  values: ApplicationFormValues,
  { initiative }: { initiative: boolean },
): { success: true; data: ApplicationFields } | { success: false; fieldErrors: ApplicationFieldErrors } {
  const result = applicationSchema.safeParse(initiative ? values : { ...values, desiredArea: '', desiredPlace: '' })
  if (!result.success) {
    const fieldErrors: ApplicationFieldErrors = {}
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ApplicationField | undefined
      if (field && !fieldErrors[field]) fieldErrors[field] = issue.message
    }
    return { success: false, fieldErrors }
  }
  const parsed = result.data
  const data: ApplicationFields = { firstName: parsed.firstName, lastName: parsed.lastName, email: parsed.email, talentPool: parsed.talentPool }
  const optionalTexts = ['phone', 'message', 'earliestStart', ...(initiative ? (['desiredArea', 'desiredPlace'] as const) : [])] as const
  for (const key of optionalTexts) if (parsed[key]) data[key] = parsed[key]
  return { success: true, data }
}

const CHECKED = new Set(['on', 'true', '1', 'yes', 'ja'])

/**
 * The form values from submitted fields (a multipart body or the browser's FormData): missing
 * texts are empty, a checkbox counts as ticked when the browser sent its value.
 */
export function applicationValuesFrom(get: (name: string) => string | undefined | null): ApplicationFormValues {
  const text = (name: string) => {
    const value = get(name)
    return typeof value === 'string' ? value : ''
  }
  const checked = (name: string) => CHECKED.has(text(name).trim().toLowerCase())
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    earliestStart: text('earliestStart'),
    desiredArea: text('desiredArea'),
    desiredPlace: text('desiredPlace'),
    privacyAccepted: checked('privacyAccepted'),
    talentPool: checked('talentPool'),
  }
}

/** A job id from the form: a positive integer, else none (an initiative application). */
export function parseJobId(raw: string | undefined | null): number | undefined {
  if (!raw || !/^\d{1,12}$/.test(raw.trim())) return undefined
  const id = Number(raw.trim())
  return id > 0 ? id : undefined
}

/** The page the form was on: a site-relative path, else the fallback. */
export function parseSourcePage(raw: string | undefined | null, fallback: string): string {
  const value = (raw ?? '').trim()
  if (!value.startsWith('/') || value.startsWith('//') || value.length > L.sourcePageMax || /[\s\\]/.test(value)) return fallback
  return value
}

/** Client-side check of the chosen files by size and count (the server checks the content too). */
export function checkChosenFiles(cv: { name: string; size: number } | undefined, attachments: { name: string; size: number }[]): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {}
  if (cv) {
    if (cv.size === 0) errors.cv = M.fileEmpty(cv.name)
    else if (cv.size > L.cvMaxBytes) errors.cv = M.cvTooLarge
  }
  if (attachments.length > L.attachmentsMaxCount) errors.attachments = M.attachmentsTooMany
  else {
    const empty = attachments.find((file) => file.size === 0)
    if (empty) errors.attachments = M.fileEmpty(empty.name)
    else if (attachments.reduce((sum, file) => sum + file.size, 0) > L.attachmentsMaxBytes) errors.attachments = M.attachmentsTooLarge
  }
  return errors
}
