import type { Block } from 'payload'
import { stringList, text, textarea, titledItems } from '../fields'

/** /verpachtung: leasing and property brokerage with contact buttons and the lease jobs (#paechter-jobs). */
export const LeasingBlock: Block = {
  slug: 'leasing',
  interfaceName: 'LeasingBlock',
  labels: { singular: 'Verpachtung', plural: 'Verpachtung' },
  fields: [
    text('heading', 'Überschrift', 'Für Eigentümer und Verpächter'),
    textarea(
      'text',
      'Text',
      'Sie besitzen ein Hotel, einen Gasthof oder ein Restaurant und suchen einen Pächter oder Betreiber, der Ihr Objekt erfolgreich führt? Wir kennen den Markt, prüfen Konzepte und Bonität und begleiten Sie diskret bis zum unterschriebenen Pachtvertrag.',
    ),
    stringList('bullets', 'Punkte', [
      'Bewertung und Positionierung Ihres Objekts',
      'Gezielte Ansprache erfahrener Gastronomen und Hoteliers',
      'Prüfung von Betriebskonzept und Referenzen',
      'Begleitung der Vertragsverhandlungen',
    ]),
    text('tenantHeading', 'Überschrift Pächter', 'Für Pächter und Betreiber'),
    textarea(
      'tenantText',
      'Text Pächter',
      'Sie möchten sich selbstständig machen oder ein weiteres Haus übernehmen? Wir stellen Ihnen passende Objekte vor und bringen Sie mit Eigentümern zusammen.',
    ),
    titledItems('steps', 'Ablauf', [
      { title: 'Objektaufnahme', text: 'Wir lernen Ihr Objekt, seine Geschichte und Ihre Vorstellungen kennen.' },
      { title: 'Suche & Auswahl', text: 'Wir sprechen geeignete Betreiber an und prüfen ihre Konzepte.' },
      { title: 'Abschluss', text: 'Wir moderieren die Gespräche bis zum Pachtvertrag – und darüber hinaus.' },
    ]),
    text('contactLabel', 'Kontakt-Button', 'Objekt besprechen'),
    text('phoneLabel', 'Telefon-Button', 'Anrufen'),
    { name: 'showLeaseJobs', type: 'checkbox', label: 'Pächter-Stellen anzeigen (#paechter-jobs)', defaultValue: true },
  ],
}
