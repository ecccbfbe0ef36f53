import type { Block } from 'payload'
import { CLAIMS_HELP, text, textarea, linkGroup } from '../fields'

/** Start page #about: founder quote, story and the three words. */
export const AboutBlock: Block = {
  slug: 'about',
  interfaceName: 'AboutBlock',
  labels: { singular: 'Über uns (Startseite)', plural: 'Über uns (Startseite)' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Über uns'),
    text('heading', 'Überschrift', 'Aus der Hotellerie – für die Hotellerie'),
    textarea(
      'quote',
      'Zitat der Gründung',
      'Die richtige Persönlichkeit an der richtigen Stelle verändert ein ganzes Haus. Genau dafür arbeiten wir – jeden Tag, mit Leidenschaft und Verantwortung.',
    ),
    {
      type: 'row',
      fields: [
        { name: 'quoteAuthor', type: 'text', label: 'Zitat von', defaultValue: 'Max Mustermann (Platzhalter)' },
        { name: 'quoteRole', type: 'text', label: 'Funktion', defaultValue: 'Gründer und Geschäftsführer' },
      ],
    },
    textarea(
      'story',
      'Geschichte',
      'Seit {gruendungsjahr} begleiten wir Hotels, Restaurants und touristische Unternehmen bei der Besetzung ihrer Schlüsselpositionen. Unser Gründer kennt die Branche aus eigener Führungsverantwortung – vom Front Office bis zur Direktion.\n\nAus dieser Erfahrung ist eine Personalberatung entstanden, die zuhört, ehrlich berät und erst dann vorschlägt, wenn Mensch und Aufgabe wirklich zusammenpassen. Über {vermittlungen} erfolgreiche Vermittlungen zeigen, dass dieser Weg trägt.',
      `Absätze durch eine Leerzeile trennen. ${CLAIMS_HELP}`,
    ),
    text('tagline', 'Leitsatz', 'Potenziale. Finden. Zusammen.'),
    linkGroup('link', 'Link', { label: 'Mehr über uns', href: '/ueber-uns' }),
  ],
}
