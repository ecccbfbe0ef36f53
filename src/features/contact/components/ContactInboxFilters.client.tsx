'use client'
import Link from 'next/link'
import { usePathname, useSearchParams } from 'next/navigation'
import { CONTACT_EXPORT_PATH } from '@/lib/paths'

const VIEWS = [
  { key: 'open', label: 'Offen', where: 'where[handled][equals]=false' },
  { key: 'done', label: 'Erledigt', where: 'where[handled][equals]=true' },
  { key: 'all', label: 'Alle', where: '' },
] as const

/** Which of the three views the URL's filter is (another filter built in the list's own filter UI is none of them). */
function currentView(search: URLSearchParams): string | null {
  const filters = [...search.keys()].filter((key) => key.startsWith('where'))
  if (!filters.length) return 'all'
  if (filters.length === 1 && filters[0] === 'where[handled][equals]') return search.get(filters[0]) === 'true' ? 'done' : 'open'
  return null
}

export function ContactInboxFilters() {
  const pathname = usePathname()
  const search = useSearchParams()
  const view = currentView(new URLSearchParams(search.toString()))
  // the export takes the list's filter and search as they are; paging and columns do not matter
  const exportQuery = new URLSearchParams([...search.entries()].filter(([key]) => key.startsWith('where') || key === 'search'))
  return (
    <div className="contact-inbox-filters">
      <nav aria-label="Anfragen filtern" className="contact-inbox-filters__views">
        {VIEWS.map((v) => (
          <Link
            key={v.key}
            href={v.where ? `${pathname}?${v.where}` : pathname}
            aria-current={view === v.key ? 'page' : undefined}
            className="contact-inbox-filters__view"
          >
            {v.label}
          </Link>
        ))}
      </nav>
      <a className="btn btn--style-secondary btn--size-small contact-inbox-filters__export" href={`${CONTACT_EXPORT_PATH}?${exportQuery.toString()}`} download>
        Als CSV exportieren
      </a>
    </div>
  )
}
