/** The help page's how-tos: the nine everyday tasks, each with its screenshot under public/admin-help. */
export type HelpTopic = { id: string; title: string; steps: string[]; image: string; alt: string }

export const HELP_TOPICS: HelpTopic[] = [
  {
    id: 'anmelden',
    title: 'Anmelden',
    steps: [
      'Öffnen Sie die Verwaltung unter der Adresse der Website mit /admin (immer unter derselben Adresse, sonst wird der Code abgelehnt).',
      'Geben Sie E-Mail-Adresse und Passwort ein und klicken Sie auf „Anmelden“.',
      'Geben Sie den sechsstelligen Code aus Ihrer Authenticator-App ein und klicken Sie auf „Bestätigen“.',
    ],
    image: 'anmelden.webp',
    alt: 'Anmeldeseite der Verwaltung mit E-Mail und Passwort',
  },
  {
    id: 'satz-aendern',
    title: 'Einen Satz auf einer Seite ändern',
    steps: [
      'Klicken Sie links auf „Seiten“ und öffnen Sie die Seite, zum Beispiel „Startseite“.',
      'Öffnen Sie unter „Abschnitte“ den Abschnitt mit dem Satz und ändern Sie den Text. Ihre Änderung wird laufend als Entwurf gespeichert; die Live-Vorschau zeigt sie beim Tippen.',
      'Klicken Sie auf „Änderungen veröffentlichen“. Erst dann zeigt die Website die Änderung.',
    ],
    image: 'satz-aendern.webp',
    alt: 'Bearbeiten einer Seite mit ihren Abschnitten',
  },
  {
    id: 'datenschutz',
    title: 'Den Datenschutztext ändern',
    steps: [
      'Klicken Sie in der Übersicht auf „Datenschutz bearbeiten“ (oder links auf „Seiten“ und dann auf „Datenschutz“).',
      'Ändern Sie den Text im Abschnitt und passen Sie die Zeile „Stand:“ an. Die Änderung bleibt ein Entwurf, bis Sie sie veröffentlichen.',
      'Klicken Sie auf „Änderungen veröffentlichen“. Sie sehen die bisherige und die neue Fassung nebeneinander, die geänderten Absätze markiert. Erst „Jetzt veröffentlichen“ stellt den Text online; „Abbrechen“ lässt die Website unverändert.',
      'Frühere Fassungen finden Sie unter „Versionen“ (mit deutscher Uhrzeit); dort können Sie eine Fassung vergleichen und wiederherstellen.',
    ],
    image: 'datenschutz.webp',
    alt: 'Rückfrage vor dem Veröffentlichen des Datenschutztexts mit bisheriger und neuer Fassung',
  },
  {
    id: 'referenz',
    title: 'Ein Referenzlogo hinzufügen',
    steps: [
      'Klicken Sie in der Übersicht auf „Neue Referenz“ (oder links auf „Referenzen“ und dann auf „Neu erstellen“).',
      'Geben Sie den Namen ein und laden Sie unter „Logo“ ein Bild hoch (oder tragen Sie eine Logo-URL ein).',
      'Prüfen Sie das Logo in der „Vorschau auf der Website“; setzen Sie bei Bedarf „Farben invertieren“ oder „Immer zeigen“. Dann „Speichern“.',
    ],
    image: 'referenz.webp',
    alt: 'Neue Referenz mit Vorschau des Logos',
  },
  {
    id: 'stelle',
    title: 'Ein Stellenangebot schreiben',
    steps: [
      'Klicken Sie in der Übersicht auf „Neues Stellenangebot“ (oder links auf „Stellenangebote“ und dann auf „Neu erstellen“).',
      'Füllen Sie Titel, Unternehmen, Ort und die Texte aus; Überschriften und Listen setzen Sie mit der Werkzeugleiste. Die Stelle wird als Entwurf gespeichert, die Live-Vorschau zeigt sie beim Tippen.',
      'Klicken Sie auf „Änderungen veröffentlichen“; über den Pfeil daneben planen Sie die Veröffentlichung für einen späteren Zeitpunkt. Mit „Gültig bis“ endet die Anzeige von selbst, „Stelle besetzt“ nimmt sie sofort von der Website.',
      'Importierte Stellen ändern Sie im Bewerbermanagement-System, nicht hier: ihre Felder sind schreibgeschützt.',
    ],
    image: 'stelle.webp',
    alt: 'Neues Stellenangebot mit Live-Vorschau',
  },
  {
    id: 'kontakt',
    title: 'Eine Kontaktanfrage beantworten',
    steps: [
      'Klicken Sie auf „Kontaktanfragen“ und wählen Sie oben „Offen“.',
      'Öffnen Sie die Anfrage und klicken Sie auf „Per E-Mail antworten“: Ihr E-Mail-Programm öffnet sich mit der Anfrage als Zitat.',
      'Haken Sie danach „Erledigt“ ab und klicken Sie auf „Speichern“. Mit „Als CSV exportieren“ erhalten Sie die gefilterte Liste als Tabelle.',
    ],
    image: 'kontakt.webp',
    alt: 'Kontaktanfrage mit Nachricht und Antwort-Schaltfläche',
  },
  {
    id: 'import',
    title: 'Den Stellen-Import prüfen',
    steps: [
      'Klicken Sie links auf „Stellenangebote synchronisieren“.',
      'Unter „Letzte Importe“ sehen Sie jeden Import mit Status, Anzahl und Dauer; ein Fehler nennt Adresse und Ursache.',
      'Klicken Sie auf das Datum eines Imports, um zu sehen, welche Stellen er entfernt hat.',
    ],
    image: 'import.webp',
    alt: 'Seite Stellenangebote synchronisieren mit den letzten Importen',
  },
  {
    id: 'einstellungen',
    title: 'Einstellungen ändern',
    steps: [
      'Klicken Sie links auf „Website-Einstellungen“.',
      'Wählen Sie den Reiter, zum Beispiel Kontaktdaten oder Stellen-Feed, und ändern Sie die Angaben.',
      'Klicken Sie auf „Speichern“. Die Website übernimmt die Änderung sofort.',
    ],
    image: 'einstellungen.webp',
    alt: 'Website-Einstellungen mit ihren Reitern',
  },
  {
    id: 'kollegen',
    title: 'Eine Kollegin oder einen Kollegen hinzufügen',
    steps: [
      'Klicken Sie in der Übersicht auf „Neue Kollegin oder neuer Kollege“ (oder links auf „Mitarbeiter“ und dann auf „Neu erstellen“; nur als Administrator).',
      'Geben Sie E-Mail-Adresse, ein vorläufiges Passwort und die Rolle („Redaktion“ oder „Administrator“) ein und speichern Sie.',
      'Teilen Sie das Passwort persönlich mit. Bei der ersten Anmeldung richtet die neue Person ihre Zwei-Faktor-Anmeldung ein.',
    ],
    image: 'kollegen.webp',
    alt: 'Neuer Mitarbeiter mit E-Mail und Rolle',
  },
]
