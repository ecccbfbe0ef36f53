import type { Block } from 'payload'
import { iconField, text } from '../fields'

/** /managementleistungen: one section per service, each with its anchor and contact buttons. */
export const ServicesBlock: Block = {
  slug: 'services',
  interfaceName: 'ServicesBlock',
  labels: { singular: 'Leistungen', plural: 'Leistungen' },
  fields: [
    {
      name: 'items',
      type: 'array',
      label: 'Leistungen',
      labels: { singular: 'Leistung', plural: 'Leistungen' },
      defaultValue: [
        {
          anchor: 'interim-management',
          icon: 'briefcase',
          title: 'Interim Management',
          text: 'Wenn eine Schlüsselposition kurzfristig frei wird, ein Haus neu eröffnet oder ein Betrieb neu ausgerichtet werden muss, übernehmen erfahrene Führungskräfte auf Zeit die Verantwortung – sofort einsatzbereit und mit {jahreInterim} Jahren Erfahrung in der Interim-Management-Beratung.',
          bullets: [
            { value: 'Überbrückung von Vakanzen in der Direktion' },
            { value: 'Pre-Opening und Neupositionierung' },
            { value: 'Restrukturierung und Sanierung' },
          ],
        },
        {
          anchor: 'coaching',
          icon: 'users',
          title: 'Coaching',
          text: 'Individuelles Coaching für Führungskräfte und Teams: Wir stärken Führungskompetenz, begleiten neue Rollen und lösen Konflikte – vertraulich und praxisnah.',
          bullets: [
            { value: 'Einzelcoaching für Direktion und Abteilungsleitung' },
            { value: 'Onboarding-Begleitung in neuen Positionen' },
            { value: 'Teamentwicklung' },
          ],
        },
        {
          anchor: 'unternehmensberatung',
          icon: 'compass',
          title: 'Unternehmens- und Projektberatung',
          text: 'Von der Analyse bis zur Umsetzung: Wir beraten bei Konzepten, Organisation und Prozessen und begleiten Projekte mit klaren Zielen und messbaren Ergebnissen.',
          bullets: [
            { value: 'Betriebsanalyse und Konzeptentwicklung' },
            { value: 'Organisation und Prozessoptimierung' },
            { value: 'Projektleitung auf Zeit' },
          ],
        },
        {
          anchor: 'training',
          icon: 'award',
          title: 'Trainings und Workshops',
          text: 'Praxisnahe Trainings für Service, Küche, Front Office und Führung – bei Ihnen im Haus oder als Workshop, zugeschnitten auf Ihre Ziele.',
          bullets: [{ value: 'Service- und Verkaufstrainings' }, { value: 'Führungskräfte-Workshops' }, { value: 'Qualitäts- und Gästezufriedenheit' }],
        },
      ],
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'anchor',
              type: 'text',
              label: 'Anker (id)',
              required: true,
              admin: { description: 'z. B. interim-management für /managementleistungen#interim-management' },
            },
            iconField,
          ],
        },
        { name: 'title', type: 'text', label: 'Titel', required: true },
        { name: 'text', type: 'textarea', label: 'Text' },
        {
          name: 'bullets',
          type: 'array',
          label: 'Punkte',
          labels: { singular: 'Punkt', plural: 'Punkte' },
          fields: [{ name: 'value', type: 'text', label: 'Text', required: true }],
        },
      ],
    },
    text('contactLabel', 'Kontakt-Button', 'Kontakt aufnehmen'),
    text('phoneLabel', 'Telefon-Button', 'Anrufen'),
  ],
}
