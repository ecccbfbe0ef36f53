// The one operator log: pino, writing one JSON object per line, shared by Payload (its `logger`),
// the app's features and the production server. Plain ESM JavaScript for that server; types in index.d.mts. Callers log
// counts, ids, durations and reasons, never personal data (names, addresses, messages, queries).
import { pino } from 'pino'

/** @param {unknown} error */
function serializeError(error) {
  if (!(error instanceof Error)) return error
  const { code } = /** @type {{ code?: unknown }} */ (error)
  return { type: error.name, message: error.message, ...(code !== undefined ? { code } : {}), stack: error.stack }
}

function createLogger() {
  return pino({
    // Payload's default is pino-pretty (colours, for a terminal); a log shipper wants JSON lines.
    level: 'info',
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // pino's own error serializer copies every property, e.g. a pg error's whole client with its
    // connection settings; type, message, code and stack are what an operator needs.
    serializers: { err: serializeError },
  })
}

/** One logger per process, however many bundles load this file (on globalThis). */
export const logger = (globalThis.__siteLogger ??= createLogger())
