import { CANDIDATES_PATH, candidatesSectionPath, homeSectionPath, type SitePagePaths } from '@/lib/paths'

/** The site navigation in the header. Targets with #anchors are scrolled to after navigation. */
export type NavLink = { label: string; href: string }
export type NavGroup = { label: string; id: string; links: NavLink[] }
export type NavEntry = NavLink | NavGroup

export const isGroup = (entry: NavEntry): entry is NavGroup => 'links' in entry

/** The menu: fixed routes from paths.ts, CMS pages as editors chose them (a link without a chosen page is left out). */
export function mainNav(pages: SitePagePaths): NavEntry[] {
  const link = (label: string, href: string | undefined): NavLink[] => (href ? [{ label, href }] : [])
  return [
    { label: 'Über uns', id: 'ueber-uns', links: [...link('Über uns', pages.about), { label: 'Referenzen', href: homeSectionPath('references-section') }] },
    {
      label: 'Für Unternehmen',
      id: 'unternehmen',
      links: [...link('Übersicht', pages.companies), ...link('Management', pages.management), { label: 'Headhunting', href: homeSectionPath('expertise') }],
    },
    { label: 'Für Bewerbende', href: CANDIDATES_PATH },
    ...link('Verpachtung', pages.lease),
  ]
}

/** The primary button: the job board, scrolled to its filter bar (id="filter"). */
export const JOBS_BUTTON: NavLink = { label: 'Offene Stellen', href: candidatesSectionPath('filter') }
