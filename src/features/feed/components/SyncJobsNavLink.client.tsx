'use client'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useConfig } from '@payloadcms/ui'
import { ADMIN_VIEWS } from '@/lib/paths'

/** Admin nav entry for the sync page (admin.components.afterNavLinks). */
export function SyncJobsNavLink() {
  const { config } = useConfig()
  const href = `${config.routes.admin}${ADMIN_VIEWS.syncJobs}`
  const active = usePathname() === href
  return (
    <Link className="nav__link" href={href} id="nav-sync-jobs" prefetch={false} aria-current={active ? 'page' : undefined}>
      {active && <div className="nav__link-indicator" />}
      <span className="nav__link-label">Stellenangebote synchronisieren</span>
    </Link>
  )
}
