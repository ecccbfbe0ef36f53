import 'server-only'
import { randomBytes } from 'node:crypto'
import { redis } from '@/features/shared/redis'
import { BoundedCache, reportCache } from '@/lib/cache-bytes/index.mjs'
import type { ApplicationFieldErrors, ApplicationFormValues } from './schema'

/**
 * What a form sent without JavaScript showed when the server refused it: the non-file values,
 * the field errors and a message, kept on the server for a few minutes under a random id so the
 * redirect back to the form carries no personal data in its URL. In Redis when it is configured
 * (several instances), else in this process.
 */
export type RememberedForm = { values?: ApplicationFormValues; fieldErrors?: ApplicationFieldErrors; message?: string }

export const FORM_MEMORY_SECONDS = 10 * 60
const MAX_ENTRIES = 2000
/** A form's values are short texts: 2,000 long ones fit in this. */
const MAX_BYTES = 8 * 1024 * 1024
const ID = /^[A-Za-z0-9_-]{22}$/

const holder = globalThis as typeof globalThis & { __applicationForms?: BoundedCache<RememberedForm> }
const memory = () => (holder.__applicationForms ??= new BoundedCache<RememberedForm>({ maxBytes: MAX_BYTES, maxEntries: MAX_ENTRIES }))
reportCache('application-forms', { bytes: () => holder.__applicationForms?.bytes ?? 0, bound: () => MAX_BYTES })

export async function rememberForm(form: RememberedForm): Promise<string> {
  const id = randomBytes(16).toString('base64url')
  const client = redis()
  if (client) {
    try {
      await client.set(`application-form:${id}`, JSON.stringify(form), { EX: FORM_MEMORY_SECONDS })
      return id
    } catch {
      // Redis unreachable: this instance keeps it (the redirect usually comes back here)
    }
  }
  memory().set(id, form, { ttlMs: FORM_MEMORY_SECONDS * 1000 })
  return id
}

/** The remembered form while it is kept (a reload shows it again). */
export async function recallForm(id: string | undefined): Promise<RememberedForm | undefined> {
  if (!id || !ID.test(id)) return undefined
  const client = redis()
  if (client) {
    try {
      const raw = await client.get(`application-form:${id}`)
      if (raw) return JSON.parse(raw) as RememberedForm
    } catch {
      // fall through to this instance's memory
    }
  }
  return memory().get(id)
}
