import type { Block } from 'payload'
import { linkGroup, linksArray, text, textarea, titledItems } from '../fields'

/** /unternehmen: the five-step recruiting process, 'Erstgespräch' button and related links. */
export const RecruitingProcessBlock: Block = {
  slug: 'recruitingProcess',
  interfaceName: 'RecruitingProcessBlock',
  labels: { singular: 'Recruiting-Prozess', plural: 'Recruiting-Prozesse' },
  fields: [
    text('eyebrow', 'Dachzeile', 'Unser Prozess'),
    text('heading', 'Überschrift', 'In fünf Schritten zur passenden Führungskraft'),
    textarea('text', 'Einleitung', 'Strukturiert, transparent und persönlich: So finden wir gemeinsam die Persönlichkeit, die Ihr Haus voranbringt.'),
    titledItems('steps', 'Schritte', [
      {
        title: 'Vakanzen identifizieren',
        text: 'Wir analysieren mit Ihnen die Position, das Team und die Kultur Ihres Hauses und erstellen ein klares Anforderungsprofil.',
      },
      {
        title: 'Bewerbende finden',
        text: 'Über unser Netzwerk, gezielte Direktansprache und ausgewählte Kanäle identifizieren wir geeignete Persönlichkeiten.',
      },
      { title: 'Vorauswahl & Referenzen', text: 'Wir führen strukturierte Interviews, prüfen Qualifikationen und holen Referenzen ein.' },
      {
        title: 'Bewerbende vorstellen',
        text: 'Sie erhalten aussagekräftige Profile der besten Kandidatinnen und Kandidaten – mit unserer ehrlichen Einschätzung.',
      },
      {
        title: 'Begleitung des Vorstellungsgesprächs',
        text: 'Auf Wunsch begleiten wir die Gespräche, moderieren die Entscheidung und unterstützen bis zur Vertragsunterzeichnung.',
      },
    ]),
    linkGroup('button', 'Button', { label: 'Erstgespräch', href: '/#contact' }),
    text('linksHeading', 'Überschrift Links', 'Weitere Leistungen für Unternehmen'),
    linksArray('links', 'Links', [
      { label: 'Kandidaten', href: '/kandidaten', text: 'Ausgewählte Kandidatinnen und Kandidaten für Ihre Vakanz.' },
      { label: 'Verpachtung', href: '/verpachtung', text: 'Pächter und Betreiber für Ihr Hotel oder Restaurant.' },
      { label: 'Managementleistungen', href: '/managementleistungen', text: 'Interim Management, Coaching, Beratung und Trainings.' },
    ]),
  ],
}
