import type { Block } from 'payload'
import { iconField, linkGroup, text, textarea, titledItems } from '../fields'

/** Trust and how-it-works: three benefits, four steps, the consent sentence, personal support. */
export const TrustBlock: Block = {
  slug: 'trust',
  interfaceName: 'TrustBlock',
  labels: { singular: 'Vertrauen & Ablauf', plural: 'Vertrauen & Ablauf' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Für Bewerbende'),
    text('heading', 'Überschrift', 'Ihre Karriere in guten Händen'),
    textarea('text', 'Einleitung', 'Ob nächster Karriereschritt oder neue Herausforderung: Wir begleiten Sie vertraulich und auf Augenhöhe.'),
    titledItems(
      'benefits',
      'Vorteile',
      [
        { title: 'Diskrete Abwicklung', text: 'Ihre Bewerbung behandeln wir streng vertraulich – auch gegenüber Ihrem aktuellen Arbeitgeber.', icon: 'shield' },
        { title: 'Karriereberatung', text: 'Wir beraten Sie ehrlich zu Ihren Chancen, Ihrem Marktwert und dem passenden nächsten Schritt.', icon: 'compass' },
        { title: 'Premium-Netzwerk', text: 'Zugang zu ausgewählten Häusern und Positionen, die oft nicht öffentlich ausgeschrieben werden.', icon: 'sparkles' },
      ],
      [iconField],
    ),
    text('stepsHeading', 'Überschrift Ablauf', 'So funktioniert es'),
    titledItems('steps', 'Schritte', [
      { title: 'Bewerbung senden', text: 'Schicken Sie uns Ihre Unterlagen – auf eine konkrete Stelle oder initiativ.' },
      { title: 'Telefonisches Kennenlernen', text: 'In einem persönlichen Gespräch lernen wir Sie, Ihre Erfahrung und Ihre Wünsche kennen.' },
      { title: 'Wir suchen für Sie', text: 'Wir gleichen Ihr Profil mit unseren Mandaten und unserem Netzwerk ab.' },
      { title: 'Passende Angebote', text: 'Sie erhalten Angebote, die wirklich zu Ihnen passen – und entscheiden selbst.' },
    ]),
    textarea('consentNote', 'Hinweis zur Weitergabe', 'Ihre Unterlagen werden niemals ohne Ihre ausdrückliche Zustimmung an Unternehmen weitergegeben.'),
    text('supportHeading', 'Überschrift Betreuung', 'Persönliche Betreuung'),
    textarea(
      'supportText',
      'Text Betreuung',
      'Sie haben eine feste Ansprechperson, die Sie durch den gesamten Prozess begleitet – von der ersten Nachricht bis zum ersten Arbeitstag.',
    ),
    linkGroup('button', 'Button', { label: 'Offene Stellen ansehen', href: '/bewerbende' }),
    linkGroup('initiativeLink', 'Link Initiativbewerbung', { label: 'Initiativbewerbung senden', href: '/bewerbende#kontakt' }),
  ],
}
