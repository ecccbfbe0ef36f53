import type { Block } from 'payload'

export const RichTextBlock: Block = {
  slug: 'richText',
  interfaceName: 'RichTextBlock',
  labels: { singular: 'Textabschnitt', plural: 'Textabschnitte' },
  fields: [
    { name: 'anchor', type: 'text', label: 'Anker (id)', admin: { description: 'Optional, z. B. „kontakt“ für /seite#kontakt' } },
    { name: 'content', type: 'richText', label: 'Inhalt', required: true },
  ],
}
