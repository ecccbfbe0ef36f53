import type { Line } from './lexical'

export type PageSeed = {
  slug: string
  title: string
  meta: { title: string; description: string; keywords?: string }
  content: Line[]
}

const contactHint: Line = ['p', 'Sie erreichen uns telefonisch und per E-Mail – die Kontaktdaten finden Sie in der Fußzeile jeder Seite.']

/** One page per route of the specification, with its German copy. Editors change all of it in the admin. */
export const pagesSeed: PageSeed[] = [
  {
    slug: 'home',
    title: 'Startseite',
    meta: {
      title: 'Headhunting & Interim Management für Hotellerie und Gastronomie',
      description:
        'Executive Search, Interim Management und Verpachtung für Hotellerie, Gastronomie und Touristik – seit 2002, mit über 900 erfolgreichen Vermittlungen.',
      keywords: 'Headhunting Hotellerie, Interim Management Hotel, Personalberatung Gastronomie, Executive Search Touristik, Stellenangebote Hotel',
    },
    content: [
      ['h2', 'Potenziale. Finden. Zusammen.'],
      [
        'p',
        'Seit 2002 begleiten wir Hotels, Restaurants und touristische Unternehmen bei der Besetzung ihrer Schlüsselpositionen – mit über 900 erfolgreichen Vermittlungen und mehr als 20 Jahren Erfahrung.',
      ],
    ],
  },
  {
    slug: 'ueber-uns',
    title: 'Über uns',
    meta: {
      title: 'Über uns – Personalberatung für die Hotellerie seit 2002',
      description: 'Wer wir sind: eine inhabergeführte Personalberatung für Hotellerie, Gastronomie und Touristik mit über 20 Jahren Erfahrung.',
    },
    content: [
      ['h2', 'Unsere Geschichte'],
      [
        'p',
        'Gegründet 2002, ist unser Unternehmen aus der Praxis der Hotellerie entstanden. Mehr als 20 Jahre Erfahrung in Führungspositionen, im Headhunting und im Interim Management prägen unsere Arbeit bis heute.',
      ],
      ['h2', 'Ihre Vorteile'],
      [
        'ul',
        [
          'Über 900 erfolgreiche Vermittlungen seit 2002',
          'Branchenkenntnis aus eigener Führungserfahrung',
          'Diskrete und persönliche Betreuung',
          'Ein gewachsenes Netzwerk in Hotellerie, Gastronomie und Touristik',
        ],
      ],
      contactHint,
    ],
  },
  {
    slug: 'unternehmen',
    title: 'Für Unternehmen',
    meta: {
      title: 'Für Unternehmen – Führungskräfte für Hotellerie und Gastronomie finden',
      description: 'Unser Recruiting-Prozess in fünf Schritten: von der Analyse der Vakanz bis zur Begleitung des Vorstellungsgesprächs.',
    },
    content: [
      ['h2', 'Unser Recruiting-Prozess'],
      [
        'ul',
        [
          '1. Vakanzen identifizieren',
          '2. Bewerbende finden',
          '3. Vorauswahl und Referenzen',
          '4. Bewerbende vorstellen',
          '5. Optionale Begleitung des Vorstellungsgesprächs',
        ],
      ],
    ],
  },
  {
    slug: 'managementleistungen',
    title: 'Managementleistungen',
    meta: {
      title: 'Managementleistungen – Interim Management, Coaching, Beratung, Trainings',
      description: 'Interim Management, Coaching, Unternehmens- und Projektberatung sowie Trainings und Workshops für Hotellerie und Gastronomie.',
    },
    content: [
      ['h2', 'Interim Management'],
      ['p', 'Erfahrene Führungskräfte auf Zeit – wenn Positionen kurzfristig zu besetzen oder Veränderungen zu begleiten sind.'],
      ['h2', 'Coaching'],
      ['p', 'Individuelles Coaching für Führungskräfte und Teams in Hotellerie und Gastronomie.'],
      ['h2', 'Unternehmens- und Projektberatung'],
      ['p', 'Analyse, Konzept und Umsetzung – von der Neupositionierung bis zur Prozessoptimierung.'],
      ['h2', 'Trainings und Workshops'],
      ['p', 'Praxisnahe Trainings für Service, Küche, Front Office und Führung.'],
    ],
  },
  {
    slug: 'verpachtung',
    title: 'Verpachtung',
    meta: {
      title: 'Verpachtung & Objektvermittlung für Hotels und Gastronomie',
      description: 'Wir vermitteln Pächter und Betreiber für Hotels, Restaurants und Gasthöfe – diskret und mit Branchenkenntnis.',
    },
    content: [
      ['h2', 'Verpachtung und Objektvermittlung'],
      [
        'p',
        'Sie besitzen ein Hotel, einen Gasthof oder ein Restaurant und suchen einen passenden Pächter oder Betreiber? Wir finden Persönlichkeiten, die zu Ihrem Objekt passen, und begleiten Sie bis zum Pachtvertrag.',
      ],
    ],
  },
  {
    slug: 'kandidaten',
    title: 'Kandidaten',
    meta: {
      title: 'Kandidaten',
      description: 'Ausgewählte Kandidatinnen und Kandidaten für Führungspositionen in Hotellerie und Gastronomie.',
    },
    content: [
      ['h2', 'Ausgewählte Kandidaten'],
      ['p', 'Gern stellen wir Ihnen passende Kandidatinnen und Kandidaten für Ihre Vakanz persönlich vor.'],
      contactHint,
    ],
  },
  {
    slug: 'impressum',
    title: 'Impressum',
    meta: { title: 'Impressum', description: 'Impressum und Anbieterkennzeichnung nach § 5 DDG.' },
    content: [
      ['h2', 'Angaben gemäß § 5 DDG'],
      ['p', 'Muster Hospitality Consulting (Platzhalter – bitte im Admin-Bereich ersetzen)'],
      ['p', 'Musterstraße 1 (Platzhalter), 21680 Stade'],
      ['h3', 'Vertreten durch'],
      ['p', 'Max Mustermann (Platzhalter), Geschäftsführer'],
      ['h3', 'Kontakt'],
      ['p', 'Telefon: +49 4141 000000 (Platzhalter) · E-Mail: kontakt@example.com'],
      ['h3', 'Registereintrag und Umsatzsteuer-ID'],
      ['p', 'Registergericht, Registernummer und USt-IdNr. (Platzhalter – bitte ergänzen)'],
      ['h3', 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'],
      ['p', 'Max Mustermann (Platzhalter), Anschrift wie oben'],
      ['h3', 'Verbraucherstreitbeilegung'],
      ['p', 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.'],
    ],
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    meta: { title: 'Datenschutzerklärung', description: 'Wie wir personenbezogene Daten auf dieser Website verarbeiten.' },
    content: [
      ['p', 'Stand: November 2026'],
      ['h2', '1. Verantwortlicher'],
      [
        'p',
        'Verantwortlich für die Datenverarbeitung auf dieser Website ist Muster Hospitality Consulting (Platzhalter), Musterstraße 1 (Platzhalter), 21680 Stade, E-Mail: kontakt@example.com.',
      ],
      ['h2', '2. Aufruf der Website (Server-Logdateien)'],
      [
        'p',
        'Beim Aufruf unserer Seiten verarbeitet unser Server technisch notwendige Daten (IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Browser-Kennung), um die Website auszuliefern und vor Missbrauch zu schützen (Art. 6 Abs. 1 lit. f DSGVO). Die Daten werden nicht mit anderen Daten zusammengeführt. Schriften, Logos und Bilder laden wir ausschließlich von unserem eigenen Server; beim Besuch werden keine Daten an Dritte übertragen.',
      ],
      ['h2', '3. Kontaktformular'],
      [
        'p',
        'Wenn Sie uns über das Kontaktformular schreiben, speichern wir Vorname, Nachname, E-Mail-Adresse, optional Ihr Unternehmen, den Inhalt Ihrer Nachricht, Ihre Zustimmung zu dieser Datenschutzerklärung und den Zeitpunkt der Übermittlung. Wir leiten die Anfrage per E-Mail an unser Team weiter, um sie zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO). Zum Schutz vor Missbrauch wird Ihre IP-Adresse kurzzeitig im Arbeitsspeicher zur Begrenzung der Anfragen pro Zeitraum verwendet, aber nicht gespeichert.',
      ],
      [
        'p',
        '**Speicherdauer:** Kontaktanfragen werden spätestens sechs Monate nach Eingang automatisch gelöscht, sofern keine gesetzlichen Aufbewahrungspflichten entgegenstehen.',
      ],
      ['h2', '4. KI-gestützte Jobsuche'],
      [
        'p',
        'Für die Jobsuche „Mit KI suchen“ senden wir Ihre Suchanfrage sowie Titel, Beschreibung und Ort der infrage kommenden Stellen an das Sprachmodell Gemini 2.5 Flash (Google). Es werden keine weiteren personenbezogenen Daten übermittelt; bitte geben Sie in das Suchfeld keine persönlichen Angaben ein. Ist der Dienst nicht erreichbar, beantwortet eine Suche auf unserem eigenen Server die Anfrage. Suchanfragen werden von uns nicht gespeichert.',
      ],
      ['h2', '5. Bewerbungen'],
      [
        'p',
        'Online-Bewerbungen nehmen wir über unser externes Bewerberportal entgegen, das sich in einem neuen Fenster öffnet. Bewerbungsunterlagen werden zwei Monate nach einer Absage gelöscht, sofern Sie nicht in eine längere Speicherung eingewilligt haben. Ihre Unterlagen geben wir niemals ohne Ihre ausdrückliche Zustimmung an Unternehmen weiter.',
      ],
      ['h2', '6. Cookies und lokaler Speicher'],
      [
        'p',
        'Für Besucherinnen und Besucher setzen wir keine Cookies. Ihre Entscheidung im Cookie-Hinweis speichern wir im lokalen Speicher Ihres Browsers unter den Schlüsseln „cookie-consent“ (ob eine Auswahl getroffen wurde) und „cookie-preferences“ (notwendig, Statistik, Marketing). Statistik- und Marketingfunktionen werden nur nach Ihrer Einwilligung geladen (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); Sie können die Einwilligung jederzeit über die Cookie-Einstellungen widerrufen. Für angemeldete Mitarbeitende im Verwaltungsbereich wird ein technisch notwendiges Anmelde-Cookie gesetzt.',
      ],
      ['h2', '7. Ihre Rechte'],
      [
        'p',
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO) sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Wenden Sie sich dazu an kontakt@example.com.',
      ],
    ],
  },
]
