import type { Block } from 'payload'
import { CLAIMS_HELP, iconField, stringList, text, textarea, linkGroup } from '../fields'

/** A general section: heading, paragraphs, optional list, highlights and a link. */
export const ContentSectionBlock: Block = {
  slug: 'contentSection',
  interfaceName: 'ContentSectionBlock',
  labels: { singular: 'Inhaltsabschnitt', plural: 'Inhaltsabschnitte' },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'anchor', type: 'text', label: 'Anker (id)', admin: { description: 'Optional' } },
        {
          name: 'background',
          type: 'select',
          label: 'Hintergrund',
          defaultValue: 'white',
          options: [
            { label: 'Weiß', value: 'white' },
            { label: 'Hellblau', value: 'tinted' },
          ],
        },
      ],
    },
    text('eyebrow', 'Dachzeile'),
    text('heading', 'Überschrift', undefined, true),
    textarea('text', 'Text', undefined, `Absätze durch eine Leerzeile trennen. ${CLAIMS_HELP}`),
    stringList('bullets', 'Liste'),
    {
      name: 'highlights',
      type: 'array',
      label: 'Kacheln',
      labels: { singular: 'Kachel', plural: 'Kacheln' },
      fields: [
        { type: 'row', fields: [{ name: 'title', type: 'text', label: 'Titel', required: true }, iconField] },
        { name: 'text', type: 'textarea', label: 'Text' },
      ],
    },
    linkGroup('link', 'Link'),
  ],
}
