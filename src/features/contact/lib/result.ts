import type { ContactFieldErrors } from './schema'

/** What the contact server action answers; the form turns it into field messages and toasts. */
export type ContactSubmitResult =
  | { ok: true }
  | { ok: false; error: 'validation'; fieldErrors: ContactFieldErrors }
  /** Refused by an abuse guard (rate limit, honeypot, fill time, size): show `message`. */
  | { ok: false; error: 'refused'; message: string }
  /** Storing failed: the server-error toast. */
  | { ok: false; error: 'server' }
