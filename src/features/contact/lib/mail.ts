import { berlinDateTime } from '@/lib/dates/german'

/** The staff notification for one contact request: plain text, German, every field. */
export type ContactMailSource = {
  firstName: string
  lastName: string
  email: string
  company?: string | null
  message: string
  privacyAccepted?: boolean | null
  createdAt: string
}

export type ContactMail = { to: string; replyTo: string; subject: string; text: string }

const formatBerlin = (iso: string) => `${berlinDateTime.format(new Date(iso))} Uhr`

/** Removes line breaks so a visitor's name cannot add header lines to the subject. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, ' ').trim()

export function buildContactMail(request: ContactMailSource, recipient: string): ContactMail {
  const name = oneLine(`${request.firstName} ${request.lastName}`)
  const text = [
    'Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.',
    '',
    `Vorname: ${request.firstName}`,
    `Nachname: ${request.lastName}`,
    `E-Mail: ${request.email}`,
    `Unternehmen: ${request.company?.trim() || '–'}`,
    `Datenschutzerklärung akzeptiert: ${request.privacyAccepted ? 'ja' : 'nein'}`,
    `Eingegangen am: ${formatBerlin(request.createdAt)}`,
    '',
    'Nachricht:',
    request.message,
    '',
    '--',
    'Antworten Sie direkt auf diese E-Mail, um der anfragenden Person zu schreiben.',
  ].join('\n')
  return { to: recipient, replyTo: oneLine(request.email), subject: `Neue Kontaktanfrage von ${name}`, text }
}
