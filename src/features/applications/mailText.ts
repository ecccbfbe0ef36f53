import { berlinDateTime } from '@/lib/dates/german'

/**
 * The German texts of the application mails. Pure: no Payload, no clock; unit-tested.
 * Everything a candidate typed is put on one line where it goes into a header or a list item.
 */
export type ApplicationMailSource = {
  id: number
  firstName: string
  lastName: string
  email: string
  phone?: string | null
  message?: string | null
  earliestStart?: string | null
  desiredArea?: string | null
  desiredPlace?: string | null
  jobTitle?: string | null
  job?: unknown
  sourcePage?: string | null
  createdAt: string
  talentPool?: { consented?: boolean | null } | null
}

export type MailFile = { fileName: string; role: string; size: number }
export type MailText = { subject: string; text: string }

const oneLine = (value: string | null | undefined) => (value ?? '').replace(/[\r\n\t]+/g, ' ').trim()
const berlin = (iso: string) => `${berlinDateTime.format(new Date(iso))} Uhr`
const isInitiative = (application: ApplicationMailSource) => !application.job && (!application.jobTitle || application.jobTitle === 'Initiativbewerbung')
const fileList = (files: MailFile[]) =>
  files.length ? files.map((file) => `- ${oneLine(file.fileName)} (${file.role === 'cv' ? 'Lebenslauf' : 'weitere Unterlage'})`) : ['- keine']

export function confirmationMail(
  application: ApplicationMailSource,
  files: MailFile[],
  options: { companyName: string; withdrawUrl: string; privacyUrl?: string },
): MailText {
  const initiative = isInitiative(application)
  const what = initiative ? 'Ihre Initiativbewerbung' : `Ihre Bewerbung als „${oneLine(application.jobTitle)}“`
  const text = [
    `Guten Tag ${oneLine(application.firstName)} ${oneLine(application.lastName)},`,
    '',
    `vielen Dank für ${what}. Sie ist am ${berlin(application.createdAt)} bei uns eingegangen.`,
    'Wir sehen uns Ihre Angaben an und melden uns bei Ihnen.',
    '',
    'Ihre Unterlagen:',
    ...fileList(files),
    '',
    'Sie möchten Ihre Bewerbung zurückziehen? Über diesen Link löschen wir sie mit allen Unterlagen sofort:',
    options.withdrawUrl,
    '',
    application.talentPool?.consented
      ? 'Sie haben der Aufnahme in unseren Talentpool zugestimmt: Wir speichern Ihre Bewerbung bis zu 24 Monate nach der letzten Änderung ihres Status.'
      : 'Wir speichern Ihre Bewerbung bis sechs Monate nach der letzten Änderung ihres Status und löschen sie dann automatisch.',
    ...(options.privacyUrl ? [`Mehr dazu in unserer Datenschutzerklärung: ${options.privacyUrl}`] : []),
    '',
    'Mit freundlichen Grüßen',
    oneLine(options.companyName),
  ].join('\n')
  return { subject: initiative ? 'Ihre Initiativbewerbung ist eingegangen' : `Ihre Bewerbung: ${oneLine(application.jobTitle)}`, text }
}

function details(application: ApplicationMailSource): string[] {
  const line = (label: string, value: string | null | undefined) => `${label}: ${oneLine(value) || '–'}`
  return [
    line('Stelle', isInitiative(application) ? 'Initiativbewerbung' : application.jobTitle),
    line('Vorname', application.firstName),
    line('Nachname', application.lastName),
    line('E-Mail', application.email),
    line('Telefon', application.phone),
    line('Frühester Eintritt', application.earliestStart),
    ...(isInitiative(application) ? [line('Gewünschter Bereich', application.desiredArea), line('Wunschort', application.desiredPlace)] : []),
    line('Talentpool', application.talentPool?.consented ? 'ja, eingewilligt' : 'nein'),
    line('Gesendet von Seite', application.sourcePage),
    `Eingegangen am: ${berlin(application.createdAt)}`,
  ]
}

/** To staff: no files attached (they stay in the private store), a link into the admin instead. */
export function notificationMail(application: ApplicationMailSource, files: MailFile[], adminUrl: string): MailText {
  const name = `${oneLine(application.firstName)} ${oneLine(application.lastName)}`
  const text = [
    'Über die Website ist eine neue Bewerbung eingegangen.',
    '',
    ...details(application),
    '',
    'Nachricht:',
    application.message?.trim() || '–',
    '',
    'Unterlagen (nicht angehängt, im Admin herunterladen):',
    ...fileList(files),
    '',
    `Bewerbung im Admin öffnen: ${adminUrl}`,
  ].join('\n')
  const subject = isInitiative(application) ? `Neue Initiativbewerbung von ${name}` : `Neue Bewerbung: ${oneLine(application.jobTitle)} – ${name}`
  return { subject, text }
}

/** To the ATS's import address: the same details, the files attached by the sender. */
export function atsImportMail(application: ApplicationMailSource, externalJobId: string | null): MailText {
  const name = `${oneLine(application.firstName)} ${oneLine(application.lastName)}`
  const text = [
    'Bewerbung über die Website',
    '',
    ...details(application),
    ...(externalJobId ? [`Stellen-ID: ${oneLine(externalJobId)}`] : []),
    '',
    'Nachricht:',
    application.message?.trim() || '–',
  ].join('\n')
  const subject = `Bewerbung: ${isInitiative(application) ? 'Initiativbewerbung' : oneLine(application.jobTitle)}${externalJobId ? ` [${oneLine(externalJobId)}]` : ''} – ${name}`
  return { subject, text }
}
