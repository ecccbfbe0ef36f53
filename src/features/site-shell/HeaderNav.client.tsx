'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { SavedJobsLink } from '@/features/saved-jobs/components/SavedJobsLink.client'
import { Logo } from '@/components/site/Logo'
import { buttonVariants } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { HOME_PATH } from '@/lib/paths'
import { JOBS_BUTTON, isGroup, type NavEntry } from '@/features/site-shell/navigation'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'
import { whenIdle } from '@/components/site/whenIdle.client'
import { LinkItems, NAV_LINK_CLASS as linkClass } from './NavLinks'

// The phone menu's code loads when the page is idle, or when it is opened first.
const loadMobileMenu = () => import('./MobileMenu.client')
const MobileMenu = lazy(() => loadMobileMenu().then(({ MobileMenu }) => ({ default: MobileMenu })))

export function HeaderNav({ companyName, logoSrc, nav }: { companyName: string; logoSrc?: string | null; nav: NavEntry[] }) {
  const pathname = usePublicPathname()
  const [openGroup, setOpenGroup] = useState<string | null>(null) // desktop dropdown
  const [mobileOpen, setMobileOpen] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => whenIdle(() => void loadMobileMenu()), [])

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

      {/* rendered only when open: every page's HTML and first-load JavaScript stay without it */}
      {mobileOpen && (
        <Suspense>
          <MobileMenu nav={nav} onClose={closeAll} onEscape={onMobileKey} />
        </Suspense>
      )}
    </header>
  )
}
