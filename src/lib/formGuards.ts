/**
 * Spam and abuse checks that need no third party: a honeypot field that humans never see and a
 * minimum time between showing the form and sending it. Every refusal carries a German message
 * the visitor sees, so a real person is never dropped silently.
 */
export const HONEYPOT_FIELD = 'website'
export const MIN_FILL_MS = 3_000
/** Largest serialised submission accepted (generous: 2000 multi-byte characters plus fields). */
export const MAX_SUBMISSION_BYTES = 16 * 1024

export const GUARD_MESSAGES = {
  honeypot: 'Ihre Nachricht wurde als automatisierte Anfrage erkannt und nicht gesendet. Bitte kontaktieren Sie uns direkt per E-Mail oder Telefon.',
  tooFast: 'Das Formular wurde sehr schnell abgeschickt. Bitte prüfen Sie Ihre Angaben und senden Sie es erneut.',
  tooLarge: 'Ihre Anfrage ist zu groß. Bitte kürzen Sie Ihre Nachricht.',
  rateLimited: (retryAfterSeconds: number) => {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
    return `Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in ${minutes === 1 ? 'einer Minute' : `${minutes} Minuten`} erneut.`
  },
} as const

export type GuardRefusal = { reason: 'honeypot' | 'tooFast' | 'tooLarge'; message: string }

/** Checks honeypot, fill time and size of a raw submission; undefined when it may pass. */
export function checkSubmission(raw: unknown, now: number): GuardRefusal | undefined {
  let size: number
  try {
    size = new TextEncoder().encode(JSON.stringify(raw) ?? '').length
  } catch {
    size = Infinity
  }
  if (size > MAX_SUBMISSION_BYTES) return { reason: 'tooLarge', message: GUARD_MESSAGES.tooLarge }
  const record = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const trap = record[HONEYPOT_FIELD]
  if (typeof trap === 'string' && trap.trim() !== '') return { reason: 'honeypot', message: GUARD_MESSAGES.honeypot }
  const startedAt = Number(record.startedAt)
  // Missing, future or implausibly quick timestamps all count as too fast.
  if (!Number.isFinite(startedAt) || startedAt > now || now - startedAt < MIN_FILL_MS) {
    return { reason: 'tooFast', message: GUARD_MESSAGES.tooFast }
  }
  return undefined
}
