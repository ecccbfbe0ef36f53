import type { Block } from 'payload'
import { text, textarea } from '../fields'

/** #references-section: grid of the References collection (8 shown, random order per visit). */
export const ReferencesBlock: Block = {
  slug: 'references',
  interfaceName: 'ReferencesBlock',
  labels: { singular: 'Referenzen', plural: 'Referenzen' },
  admin: { disableBlockName: true },
  // The logos themselves are edited in the References collection.
  fields: [
    text('eyebrow', 'Dachzeile', 'Vertrauen'),
    text('heading', 'Überschrift', 'Referenzen'),
    textarea('text', 'Einleitung', 'Eine Auswahl der Hotels, Resorts und Unternehmen, die uns bei der Besetzung ihrer Schlüsselpositionen vertrauen.'),
  ],
}
