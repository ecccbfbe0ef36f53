'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useConfig } from '@payloadcms/ui'
import { ADMIN_VIEWS } from '@/lib/paths'

/** Admin nav entry for the help page (admin.components.afterNavLinks). */
export function HelpNavLink() {
  const { config } = useConfig()
  const href = `${config.routes.admin}${ADMIN_VIEWS.help}`
  const active = usePathname() === href
  return (
    <Link className="nav__link" href={href} id="nav-help" prefetch={false} aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">Hilfe</span>
    </Link>
  )
}
