import type { Block } from 'payload'
import { iconField, text, textarea, titledItems } from '../fields'

/** Start page #approach: the three principles. */
export const ApproachBlock: Block = {
  slug: 'approach',
  interfaceName: 'ApproachBlock',
  labels: { singular: 'Unser Ansatz', plural: 'Unser Ansatz' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Unser Ansatz'),
    text('heading', 'Überschrift', 'Wie wir arbeiten'),
    textarea('text', 'Einleitung', 'Drei Grundsätze leiten jedes Mandat – vom ersten Gespräch bis weit über die Vertragsunterzeichnung hinaus.'),
    titledItems(
      'principles',
      'Grundsätze',
      [
        {
          title: 'Vertrauen durch Transparenz',
          text: 'Wir sagen offen, was möglich ist und was nicht. Sie kennen jederzeit den Stand der Suche und die Gründe für unsere Empfehlungen.',
          icon: 'shield',
        },
        {
          title: 'Qualität vor Quantität',
          text: 'Wir übernehmen bewusst nur wenige, ausgewählte Mandate. So bleibt Zeit für eine gründliche Suche und eine persönliche Betreuung.',
          icon: 'award',
        },
        {
          title: 'Beziehungen, die bleiben',
          text: 'Unsere Arbeit endet nicht mit der Vertragsunterzeichnung. Wir bleiben Ansprechpartner für Unternehmen und Führungskräfte – oft über viele Jahre.',
          icon: 'handshake',
        },
      ],
      [iconField],
    ),
  ],
}
