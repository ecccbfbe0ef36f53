/** The error texts visitors see, and the safe reasons shown with them (never a technical message). */

export const BOARD_DATABASE_ERROR = 'Fehler beim Laden der Stellenanzeigen aus der Datenbank'
export const BOARD_LOAD_ERROR = 'Fehler beim Laden der Stellenanzeigen'
export const detailLoadError = (reason: string) => `Fehler beim Laden der Stellenangebote: ${reason}`

export const DATABASE_REASON = 'Die Datenbank ist vorübergehend nicht erreichbar.'
export const UNKNOWN_REASON = 'Ein unerwarteter Fehler ist aufgetreten.'

// Node's network errors and PostgreSQL's connection, shutdown and resource classes (08, 53, 57P).
const DATABASE_CODES = /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|08\w{3}|53\w{3}|57P\d{2}|3D000|28P01|28000)$/
const DATABASE_MESSAGES =
  /failed query|connection terminated|terminating connection|connect ECONNREFUSED|timeout exceeded when trying to connect|the database system is (starting|shutting) down|database .* does not exist/i

/** True when the error (or one it wraps) comes from the database connection or a failed query. */
export function isDatabaseError(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current)
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown }
    if (typeof code === 'string' && DATABASE_CODES.test(code)) return true
    if (typeof message === 'string' && DATABASE_MESSAGES.test(message)) return true
    // AggregateError of a connect attempt on several addresses
    if (Array.isArray(errors) && errors.some(isDatabaseError)) return true
  }
  return false
}

/** The board's alert text: the database text when the database failed, else the generic one. */
export const boardLoadError = (error: unknown): string => (isDatabaseError(error) ? BOARD_DATABASE_ERROR : BOARD_LOAD_ERROR)

/** A short reason a visitor may read: never hosts, SQL or stack traces (those stay in the server log). */
export const safeReason = (error: unknown): string => (isDatabaseError(error) ? DATABASE_REASON : UNKNOWN_REASON)
