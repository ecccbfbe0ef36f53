import type { Block } from 'payload'
import { text, textarea } from '../fields'

/** The AI job search box on the start page (anchor #ki-jobsuche; the hero card scrolls here). */
export const AiSearchBlock: Block = {
  slug: 'aiSearch',
  interfaceName: 'AiSearchBlock',
  labels: { singular: 'KI-Jobsuche', plural: 'KI-Jobsuchen' },
  fields: [
    text('eyebrow', 'Dachzeile', 'KI-Jobsuche'),
    text('heading', 'Überschrift', 'Beschreiben Sie Ihren Wunschjob – wir finden die passenden Stellen'),
    textarea(
      'text',
      'Text',
      'Zum Beispiel: „Küchenchef in München, Vollzeit“ oder „Hoteldirektor an der Ostsee“. Unsere KI durchsucht alle aktuellen Stellenangebote für Sie.',
    ),
  ],
}
