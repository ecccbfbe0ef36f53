import type { Job } from '@/payload-types'

type JobSeed = Pick<
  Job,
  'title' | 'company' | 'location' | 'department' | 'employmentType' | 'description' | 'requirements' | 'benefits' | 'salary' | 'slug'
> & {
  daysAgo: number
}

/** How long the sample ads run from the seed on („Gültig bis“). */
export const SAMPLE_JOB_RUNS_DAYS = 90

/** Sample jobs for a fresh install, marked „Beispiel“; the first feed import brings the real ones. */
export const jobsSeed: JobSeed[] = [
  {
    slug: 'beispiel-kuechenchef-hamburg',
    title: 'Küchenchef (m/w/d)',
    company: 'Beispielhotel Alsterblick',
    location: 'Hamburg',
    department: 'Küche',
    employmentType: 'Vollzeit',
    salary: '58.000 – 65.000 € p. a.',
    description:
      '<p>Für ein traditionsreiches 5-Sterne-Haus an der Alster suchen wir eine kreative Führungspersönlichkeit für die gesamte Küchenbrigade (18 Mitarbeitende).</p><p>Vollzeit</p><p>40 Stunden pro Woche</p><p>unbefristet</p><p>Frühester Beginn: 01.03.2027</p>',
    requirements: '<ul><li>Mehrjährige Erfahrung als Küchenchef oder Sous Chef in der gehobenen Hotellerie</li><li>Kalkulations- und Führungsstärke</li></ul>',
    benefits: '<ul><li>Unbefristeter Vertrag</li><li>30 Tage Urlaub</li><li>Weiterbildungsbudget</li></ul>',
    daysAgo: 2,
  },
  {
    slug: 'beispiel-hoteldirektor-nordsee',
    title: 'Hoteldirektor / General Manager (m/w/d)',
    company: 'Strandresort Muster',
    location: 'Sankt Peter-Ording (Nordsee)',
    department: 'Management',
    employmentType: 'Vollzeit',
    salary: 'nach Vereinbarung',
    description:
      '<p>Sie übernehmen die Gesamtverantwortung für ein Ferienresort mit 180 Zimmern direkt an der Nordsee – Ergebnis, Team und Gästezufriedenheit.</p><p>Vollzeit</p><p>unbefristet</p>',
    requirements: '<ul><li>Erfahrung als Direktor oder Resident Manager</li><li>Unternehmerisches Denken</li></ul>',
    benefits: '<ul><li>Dienstwagen</li><li>Erfolgsbeteiligung</li></ul>',
    daysAgo: 5,
  },
  {
    slug: 'beispiel-rezeption-teilzeit-muenchen',
    title: 'Mitarbeiter Rezeption / Front Office (m/w/d) in Teilzeit',
    company: 'Stadthotel Muster',
    location: 'München',
    department: 'Front Office',
    employmentType: 'Teilzeit',
    salary: '2.100 € brutto / Monat (25 Std.)',
    description:
      '<p>Als Gastgeber am Empfang sind Sie das Gesicht unseres Hauses: Check-in, Check-out, Reservierungen und Gästewünsche.</p><p>Teilzeit</p><p>25 Stunden pro Woche</p><p>befristet</p>',
    requirements: '<ul><li>Ausbildung in der Hotellerie</li><li>Gute Englischkenntnisse</li></ul>',
    benefits: '<ul><li>Flexible Schichtplanung</li><li>Zentrale Lage</li></ul>',
    daysAgo: 1,
  },
  {
    slug: 'beispiel-fb-manager-berlin',
    title: 'F&B Manager (m/w/d)',
    company: 'Grandhotel Musterstadt',
    location: 'Berlin',
    department: 'Food & Beverage',
    employmentType: 'Vollzeit',
    salary: '52.000 € p. a.',
    description: '<p>Verantwortung für Restaurant, Bar, Bankett und Room Service eines Hauses mit 300 Zimmern.</p><p>Vollzeit</p><p>40 Stunden pro Woche</p>',
    requirements: '<ul><li>Erfahrung als F&amp;B Manager oder Restaurantleiter</li></ul>',
    benefits: '<ul><li>Mitarbeiterrabatte in der Gruppe</li></ul>',
    daysAgo: 9,
  },
  {
    slug: 'beispiel-revenue-manager-frankfurt',
    title: 'Revenue Manager (m/w/d)',
    company: 'Muster Gastro Gruppe',
    location: 'Frankfurt am Main',
    department: 'Revenue & Sales',
    employmentType: 'Vollzeit',
    salary: '55.000 – 60.000 € p. a.',
    description: '<p>Preis- und Distributionsstrategie für vier Stadthotels, Forecasts und Reporting an die Geschäftsführung.</p><p>Vollzeit</p>',
    requirements: '<ul><li>Analytische Stärke, Erfahrung mit Revenue-Management-Systemen</li></ul>',
    benefits: '<ul><li>Hybrides Arbeiten</li></ul>',
    daysAgo: 14,
  },
  {
    slug: 'beispiel-paechter-landgasthof',
    title: 'Pächter (m/w/d) für Landgasthof mit Hotel',
    company: 'Landhotel Beispieltal',
    location: 'Lüneburger Heide',
    department: 'Verpachtung',
    employmentType: 'Selbstständig',
    description: '<p>Zur Verpachtung steht ein Landgasthof mit 24 Zimmern, Restaurant und Biergarten. Gesucht wird ein erfahrener Gastronom als Pächter.</p>',
    requirements: '<ul><li>Erfahrung in der selbstständigen Führung eines Betriebs</li></ul>',
    benefits: '<ul><li>Faire Pacht, vollständig eingerichtetes Objekt</li></ul>',
    daysAgo: 20,
  },
  {
    slug: 'beispiel-souschef-sylt',
    title: 'Sous Chef (m/w/d)',
    company: 'Inselresort Beispiel',
    location: 'Sylt',
    department: 'Küche',
    employmentType: 'Vollzeit',
    description:
      '<p>Stellvertretende Leitung der Küche in einem Resort mit Fine-Dining-Restaurant.</p><p>Vollzeit</p><p>befristet</p><p>Frühester Beginn: sofort</p>',
    requirements: '<ul><li>Erfahrung in der gehobenen Küche</li></ul>',
    benefits: '<ul><li>Mitarbeiterwohnung</li></ul>',
    daysAgo: 30,
  },
  {
    slug: 'beispiel-spa-manager-bayern',
    title: 'Spa Manager (m/w/d)',
    company: 'Wellnessresort Muster',
    location: 'Bad Tölz',
    department: 'Spa & Wellness',
    employmentType: 'Vollzeit',
    description: '<p>Leitung eines 2.000 m² großen Spa-Bereichs mit 12 Mitarbeitenden.</p><p>Vollzeit</p>',
    requirements: '<ul><li>Erfahrung in der Spa-Leitung</li></ul>',
    benefits: '<ul><li>Nutzung des Spa-Bereichs</li></ul>',
    daysAgo: 45,
  },
]
