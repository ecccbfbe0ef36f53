import type { Block } from 'payload'
import { CLAIMS_HELP, text, textarea } from '../fields'

/** Top of an inner page: the page's main heading (h1), introduction and buttons. */
export const PageHeroBlock: Block = {
  slug: 'pageHero',
  interfaceName: 'PageHeroBlock',
  labels: { singular: 'Seitenkopf', plural: 'Seitenköpfe' },
  fields: [
    text('eyebrow', 'Dachzeile'),
    text('heading', 'Überschrift (H1)', undefined, true),
    textarea('text', 'Einleitung', undefined, CLAIMS_HELP),
    {
      name: 'buttons',
      type: 'array',
      label: 'Buttons',
      labels: { singular: 'Button', plural: 'Buttons' },
      maxRows: 3,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', label: 'Beschriftung', required: true },
            { name: 'href', type: 'text', label: 'Ziel', required: true },
            {
              name: 'style',
              type: 'select',
              label: 'Stil',
              defaultValue: 'hero',
              options: [
                { label: 'Hell (Hauptaktion)', value: 'hero' },
                { label: 'Umriss', value: 'outline-hero' },
                { label: 'Gold', value: 'premium' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
