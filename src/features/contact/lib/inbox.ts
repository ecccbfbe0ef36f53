import { germanDateTime } from '@/lib/dates/german'

/** What the inbox needs of a contact request. */
export type InboxRequest = {
  id?: number | string
  createdAt: string
  firstName: string
  lastName: string
  email: string
  company?: string | null
  message: string
  handled?: boolean | null
  mailStatus?: string | null
}

/** A request is open until staff tick „Erledigt“ (a missing value counts as open). */
export const inboxStatus = (handled: boolean | null | undefined): 'Erledigt' | 'Offen' => (handled ? 'Erledigt' : 'Offen')

/** The mailto link of „Antworten“: the visitor's address, a subject, and the request quoted below a greeting. */
export function replyMailto(request: Pick<InboxRequest, 'email' | 'firstName' | 'lastName' | 'message' | 'createdAt'>): string {
  const name = `${request.firstName} ${request.lastName}`.trim()
  const quoted = request.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n')
  const body = `Guten Tag ${name},\n\nvielen Dank für Ihre Anfrage.\n\n\n\nAm ${germanDateTime(request.createdAt)} schrieben Sie:\n${quoted}\n`
  const subject = 'Ihre Anfrage'
  // encodeURIComponent, not URLSearchParams: mail programs read "+" literally, not as a space
  return `mailto:${encodeURIComponent(request.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * One CSV cell. A value a spreadsheet would run as a formula (=, +, -, @, tab, CR first, also after
 * leading spaces) gets a leading apostrophe; every cell is quoted, inner quotes doubled.
 */
export function csvCell(value: unknown): string {
  // line breaks inside a cell as LF: CRLF stays the record separator
  let text = value === null || value === undefined ? '' : String(value).replace(/\r\n?/g, '\n')
  if (/^\s*[=+\-@]|^[\t\n]/.test(text)) text = `'${text}`
  return `"${text.replace(/"/g, '""')}"`
}

const MAIL_STATUS: Record<string, string> = {
  pending: 'Wird versendet',
  sent: 'Versendet',
  retrying: 'Fehlgeschlagen (wird wiederholt)',
  failed: 'Fehlgeschlagen',
}
const HEADER = ['Eingang', 'Status', 'Vorname', 'Nachname', 'E-Mail', 'Unternehmen', 'Nachricht', 'E-Mail-Status']

/**
 * The requests as CSV for German spreadsheets: UTF-8 with byte order mark, semicolons, CRLF,
 * dates as TT.MM.JJJJ HH:mm (Berlin).
 */
export function contactRequestsCsv(requests: InboxRequest[]): string {
  const rows = requests.map((r) => [
    germanDateTime(r.createdAt),
    inboxStatus(r.handled),
    r.firstName,
    r.lastName,
    r.email,
    r.company ?? '',
    r.message,
    MAIL_STATUS[r.mailStatus ?? ''] ?? r.mailStatus ?? '',
  ])
  return '\uFEFF' + [HEADER, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n'
}

/** The file name of an export made now, e.g. kontaktanfragen-2026-11-26.csv. */
export const csvFileName = (now = new Date()) => `kontaktanfragen-${now.toISOString().slice(0, 10)}.csv`
