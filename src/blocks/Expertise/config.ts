import type { Block } from 'payload'
import { iconField, linkGroup, text, textarea } from '../fields'

/** Start page #expertise: 'Unsere Kernbereiche' with four cards and the calls to action. */
export const ExpertiseBlock: Block = {
  slug: 'expertise',
  interfaceName: 'ExpertiseBlock',
  labels: { singular: 'Kernbereiche', plural: 'Kernbereiche' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Expertise'),
    text('heading', 'Überschrift', 'Unsere Kernbereiche'),
    textarea(
      'text',
      'Einleitung',
      'Wir besetzen Schlüsselpositionen dort, wo Gastgeber den Unterschied machen – und kennen die Anforderungen jeder Abteilung aus eigener Praxis.',
    ),
    {
      name: 'cards',
      type: 'array',
      label: 'Karten',
      labels: { singular: 'Karte', plural: 'Karten' },
      defaultValue: [
        {
          title: 'Hotel Management',
          text: 'General Manager, Hoteldirektion, Resident Manager und Operations Director für Stadt-, Ferien- und Luxushotels.',
          href: '/unternehmen',
          icon: 'hotel',
        },
        {
          title: 'Kulinarische Bereiche',
          text: 'Executive Chef, Küchenchef, F&B Director und Restaurantleitung – für Gastronomie mit Anspruch.',
          href: '/unternehmen',
          icon: 'chef',
        },
        {
          title: 'Revenue & Strategy',
          text: 'Revenue Manager, Commercial Director und Sales-Führungskräfte, die Ergebnisse nachhaltig steigern.',
          href: '/unternehmen',
          icon: 'trending',
        },
        {
          title: 'Verpachtung',
          text: 'Wir finden Pächter und Betreiber für Hotels, Restaurants und Gasthöfe und begleiten bis zum Vertrag.',
          href: '/verpachtung',
          icon: 'key',
        },
      ],
      fields: [
        { name: 'title', type: 'text', label: 'Titel', required: true },
        { name: 'text', type: 'textarea', label: 'Text' },
        {
          type: 'row',
          fields: [{ name: 'href', type: 'text', label: 'Ziel', required: true, defaultValue: '/unternehmen' }, iconField],
        },
      ],
    },
    linkGroup('jobsLink', 'Link zu den Stellenangeboten', { label: 'Alle Stellenangebote ansehen', href: '/stellenangebote' }),
    linkGroup('primaryButton', 'Button 1', { label: 'Managementleistungen entdecken', href: '/managementleistungen' }),
    linkGroup('secondaryButton', 'Button 2', { label: 'Für Bewerbende', href: '/bewerbende' }),
  ],
}
