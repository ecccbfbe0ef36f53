'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { SavedJobsLink } from '@/features/saved-jobs/components/SavedJobsLink.client'
import { Logo } from '@/components/site/Logo'
import { buttonVariants } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { HOME_PATH } from '@/lib/paths'
import { JOBS_BUTTON, isGroup, type NavEntry } from '@/features/site-shell/navigation'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

const linkClass = 'nav-link'

export function HeaderNav({ companyName, logoSrc, nav }: { companyName: string; logoSrc?: string | null; nav: NavEntry[] }) {
  const pathname = usePublicPathname()
  const [openGroup, setOpenGroup] = useState<string | null>(null) // desktop dropdown
  const [mobileOpen, setMobileOpen] = useState(false)
  const [mobileGroups, setMobileGroups] = useState<Record<string, boolean>>({})
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  // A navigation closes every menu.
  useEffect(() => {
    setOpenGroup(null)
    setMobileOpen(false)
  }, [pathname])

  // Clicks outside close the desktop dropdown.
  useEffect(() => {
    if (!openGroup) return
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [openGroup])

  const onDropdownKey = (event: KeyboardEvent, groupId: string) => {
    if (event.key === 'Escape' && openGroup === groupId) {
      event.stopPropagation()
      setOpenGroup(null)
      document.getElementById(`nav-${groupId}-button`)?.focus()
    }
  }

  const onMobileKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      setMobileOpen(false)
      toggleRef.current?.focus()
    }
  }

  const closeAll = () => {
    setOpenGroup(null)
    setMobileOpen(false)
  }

  return (
    <header className="site-header">
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <Link href={HOME_PATH} className="min-w-0 shrink rounded-md focus-ring" aria-label={`${companyName} – Startseite`}>
          <Logo name={companyName} src={logoSrc} />
        </Link>

        <nav ref={navRef} aria-label="Hauptnavigation" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {nav.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.id} className="relative" onKeyDown={(event) => onDropdownKey(event, entry.id)}>
                  <button
                    type="button"
                    id={`nav-${entry.id}-button`}
                    aria-expanded={openGroup === entry.id}
                    aria-controls={`nav-${entry.id}-menu`}
                    onClick={() => setOpenGroup((current) => (current === entry.id ? null : entry.id))}
                    className={cn(linkClass, 'inline-flex items-center gap-1', openGroup === entry.id && 'bg-brand-50 text-brand-900')}
                  >
                    {entry.label}
                    <Icon name="chevron-down" className={cn('size-4 transition-transform', openGroup === entry.id && 'rotate-180')} />
                  </button>
                  <ul id={`nav-${entry.id}-menu`} hidden={openGroup !== entry.id} className="nav-dropdown">
                    <LinkItems links={entry.links} onClick={closeAll} className={cn(linkClass, 'block w-full')} />
                  </ul>
                </li>
              ) : (
                <li key={entry.href}>
                  <Link
                    href={entry.href}
                    className={cn(linkClass, pathname === entry.href && 'text-brand-900')}
                    aria-current={pathname === entry.href ? 'page' : undefined}
                  >
                    {entry.label}
                  </Link>
                </li>
              ),
            )}
            <li className="ml-2">
              <SavedJobsLink />
            </li>
            <li className="ml-2">
              <Link href={JOBS_BUTTON.href} className={buttonVariants({ variant: 'luxury' })}>
                {JOBS_BUTTON.label}
              </Link>
            </li>
          </ul>
        </nav>

        <SavedJobsLink className="ml-auto shrink-0 lg:hidden" />
        <button
          ref={toggleRef}
          type="button"
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'shrink-0 lg:hidden')}
          aria-expanded={mobileOpen}
          aria-controls={mobileOpen ? 'mobile-menu' : undefined}
          aria-label={mobileOpen ? 'Menü schließen' : 'Menü öffnen'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          {mobileOpen ? <Icon name="x" className="size-6" /> : <Icon name="menu" className="size-6" />}
        </button>
      </div>

      {/* rendered only when open: every page's HTML stays without it */}
      {mobileOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile Navigation"
          onKeyDown={onMobileKey}
          className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-white lg:hidden"
        >
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
            {nav.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.id}>
                  <button
                    type="button"
                    aria-expanded={Boolean(mobileGroups[entry.id])}
                    aria-controls={`mobile-${entry.id}-list`}
                    onClick={() => setMobileGroups((groups) => ({ ...groups, [entry.id]: !groups[entry.id] }))}
                    className={cn(linkClass, 'flex w-full items-center justify-between py-3 text-base')}
                  >
                    {entry.label}
                    <Icon name="chevron-down" className={cn('size-5 transition-transform', mobileGroups[entry.id] && 'rotate-180')} />
                  </button>
                  <ul id={`mobile-${entry.id}-list`} hidden={!mobileGroups[entry.id]} className="ml-3 border-l border-brand-100 pl-3">
                    <LinkItems links={entry.links} onClick={closeAll} className={cn(linkClass, 'block py-2.5 text-base')} />
                  </ul>
                </li>
              ) : (
                <li key={entry.href}>
                  <Link href={entry.href} onClick={closeAll} className={cn(linkClass, 'block py-3 text-base')}>
                    {entry.label}
                  </Link>
                </li>
              ),
            )}
            <li className="mt-3">
              <Link href={JOBS_BUTTON.href} onClick={closeAll} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'w-full' })}>
                {JOBS_BUTTON.label}
              </Link>
            </li>
          </ul>
        </nav>
      )}
    </header>
  )
}

/** A group's links as list items (desktop dropdown and mobile sub-list). */
function LinkItems({ links, onClick, className }: { links: readonly { href: string; label: string }[]; onClick: () => void; className: string }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} onClick={onClick} className={className}>
        {link.label}
      </Link>
    </li>
  ))
}
