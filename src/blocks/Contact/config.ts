import type { Block } from 'payload'
import { text, textarea } from '../fields'

/** #contact: contact details from the site settings and the contact form. */
export const ContactBlock: Block = {
  slug: 'contact',
  interfaceName: 'ContactBlock',
  labels: { singular: 'Kontakt', plural: 'Kontakt' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Kontakt'),
    text('heading', 'Überschrift', 'Lassen Sie uns sprechen'),
    textarea(
      'text',
      'Einleitung',
      'Sie suchen eine Führungskraft, eine Interimslösung oder einen Pächter – oder den nächsten Schritt in Ihrer Karriere? Schreiben Sie uns, wir melden uns zeitnah persönlich bei Ihnen.',
    ),
    text('hoursNote', 'Hinweis Erreichbarkeit', 'Montag bis Freitag, 9 bis 18 Uhr'),
  ],
}
