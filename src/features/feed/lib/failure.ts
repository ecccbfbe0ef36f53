/**
 * German messages for a failed feed import that name the address and the real cause, so staff
 * can tell a slow host from a wrong address or a broken file.
 */

export type FeedFetchCause =
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'http-status'; status: number }
  | { kind: 'dns' }
  | { kind: 'connection-refused' }
  | { kind: 'connection-reset' }
  | { kind: 'tls' }
  | { kind: 'refused-address' }
  | { kind: 'too-large'; maxBytes: number }
  | { kind: 'content-type' }
  | { kind: 'redirects' }
  | { kind: 'invalid-url' }
  | { kind: 'scheme' }
  | { kind: 'other' }

const seconds = (ms: number) => `${Math.round(ms / 100) / 10}`.replace('.', ',')
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)}`

export function describeFetchCause(cause: FeedFetchCause): string {
  switch (cause.kind) {
    case 'timeout':
      return `keine vollständige Antwort innerhalb von ${seconds(cause.timeoutMs)} s (Zeitüberschreitung)`
    case 'http-status':
      return `der Server antwortete mit HTTP-Status ${cause.status}`
    case 'dns':
      return 'der Servername wurde nicht gefunden (DNS)'
    case 'connection-refused':
      return 'der Server hat die Verbindung abgelehnt'
    case 'connection-reset':
      return 'der Server hat die Verbindung abgebrochen'
    case 'tls':
      return 'die verschlüsselte Verbindung (TLS-Zertifikat) ist fehlgeschlagen'
    case 'refused-address':
      return 'die Adresse zeigt auf ein internes oder lokales Netz und wird aus Sicherheitsgründen nicht abgerufen'
    case 'too-large':
      return `die Antwort ist größer als ${megabytes(cause.maxBytes)} MB`
    case 'content-type':
      return 'die Antwort ist kein XML-Dokument'
    case 'redirects':
      return 'zu viele Weiterleitungen'
    case 'invalid-url':
      return 'die Adresse ist ungültig'
    case 'scheme':
      return 'nur http- und https-Adressen sind erlaubt'
    case 'other':
      return 'unbekannter Netzwerkfehler'
  }
}

/** One message for all configured addresses, each with its own cause. */
export function feedFetchFailedMessage(failures: { url: string; cause: FeedFetchCause }[]): string {
  const causes = failures.map(({ url, cause }) => `${url}: ${describeFetchCause(cause)}`).join('; ')
  const subject = failures.length > 1 ? 'Keine der Feed-Adressen war erreichbar' : 'Der Job-Feed konnte nicht geladen werden'
  return `${subject}. ${causes}. Es wurde nichts geändert.`
}

/** The document arrived but is not readable XML; the English original stays as the technical detail. */
export function feedUnreadableMessage(url: string): string {
  return `Der Job-Feed unter ${url} ist kein lesbares XML-Dokument (Failed to parse XML). Es wurde nichts geändert.`
}
