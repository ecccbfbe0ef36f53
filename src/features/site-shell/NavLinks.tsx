import Link from 'next/link'

export const NAV_LINK_CLASS = 'nav-link'

/** A group's links as list items (desktop dropdown and phone sub-list). */
export function LinkItems({ links, onClick, className }: { links: readonly { href: string; label: string }[]; onClick: () => void; className: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} onClick={onClick} className={className}>
        {link.label}
      </Link>
    </li>
  ))
}
