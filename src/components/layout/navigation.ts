/** The site navigation (spec, Header). Targets with #anchors are scrolled to after navigation. */
export type NavLink = { label: string; href: string }
export type NavGroup = { label: string; id: string; links: NavLink[] }
export type NavEntry = NavLink | NavGroup

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry

export const MAIN_NAV: NavEntry[] = [
  {
    label: 'Über uns',
    id: 'ueber-uns',
    links: [
      { label: 'Über uns', href: '/ueber-uns' },
      { label: 'Referenzen', href: '/#references-section' },
    ],
  },
  {
    label: 'Für Unternehmen',
    id: 'unternehmen',
    links: [
      { label: 'Übersicht', href: '/unternehmen' },
      { label: 'Management', href: '/managementleistungen' },
      { label: 'Headhunting', href: '/#expertise' },
    ],
  },
  { label: 'Für Bewerbende', href: '/bewerbende' },
  { label: 'Verpachtung', href: '/verpachtung' },
]

/** The primary button: the job board, scrolled to its filter bar (id="filter"). */
export const JOBS_BUTTON: NavLink = { label: 'Offene Stellen', href: '/bewerbende#filter' }
