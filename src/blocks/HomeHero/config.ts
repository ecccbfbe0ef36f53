import type { Block } from 'payload'
import { CLAIMS_HELP, stringList, text, textarea } from '../fields'

/** Start page hero: headline, key figures and the two audience cards. */
export const HomeHeroBlock: Block = {
  slug: 'homeHero',
  interfaceName: 'HomeHeroBlock',
  labels: { singular: 'Startseite: Hero', plural: 'Startseite: Hero' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Headhunting & Interim Management seit {gruendungsjahr}'),
    text('heading', 'Überschrift', 'Führungskräfte für Hotellerie, Gastronomie und Touristik', true),
    textarea(
      'text',
      'Einleitung',
      'Wir bringen Unternehmen und Persönlichkeiten zusammen, die zueinander passen – diskret, persönlich und mit {vermittlungen} erfolgreichen Vermittlungen.',
      CLAIMS_HELP,
    ),
    {
      name: 'stats',
      type: 'array',
      label: 'Kennzahlen',
      labels: { singular: 'Kennzahl', plural: 'Kennzahlen' },
      admin: { description: CLAIMS_HELP },
      defaultValue: [
        { value: '{vermittlungen}', label: 'erfolgreiche Vermittlungen' },
        { value: '{jahreInterim}', label: 'Jahre Interim-Management-Beratung' },
        { value: 'seit {gruendungsjahr}', label: 'inhabergeführt' },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', label: 'Wert', required: true },
            { name: 'label', type: 'text', label: 'Beschriftung', required: true },
          ],
        },
      ],
    },
    {
      name: 'jobCard',
      type: 'group',
      label: 'Karte für Bewerbende',
      admin: { description: 'Ein Klick auf die Karte scrollt zur KI-Jobsuche. {anzahl} wird durch die Zahl der aktuellen Stellenangebote ersetzt.' },
      fields: [
        text('title', 'Titel', 'Sie suchen den nächsten Job?'),
        stringList('items', 'Punkte', ['{anzahl} aktuelle Stellenangebote', 'Bundesweite Führungspositionen', 'Aktive Unterstützung bei Ihrer Bewerbung']),
        text('buttonLabel', 'Button', 'Offene Stellen'),
      ],
    },
    {
      name: 'companyCard',
      type: 'group',
      label: 'Karte für Unternehmen',
      admin: { description: 'Der Button scrollt zum Bereich „Unsere Kernbereiche“.' },
      fields: [
        text('title', 'Titel', 'Sie suchen passende Führungskräfte?'),
        stringList('items', 'Punkte', ['General Manager & Operations Director', 'Executive Chef & F&B Director', 'Revenue & Commercial Director']),
        text('buttonLabel', 'Button', 'Services entdecken'),
      ],
    },
  ],
}
