'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useConfig } from '@payloadcms/ui'
import { ADMIN_VIEWS } from '@/lib/paths'

/** An entry of the admin's menu for one of our own views (admin.components.afterNavLinks, with clientProps). */
export function AdminNavLink({ view, label, id }: { view: keyof typeof ADMIN_VIEWS; label: string; id: string }) {
  const { config } = useConfig()
  const href = `${config.routes.admin}${ADMIN_VIEWS[view]}`
  const active = usePathname() === href
  return (
    <Link className="nav__link" href={href} id={id} prefetch={false} aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">{label}</span>
    </Link>
  )
}
