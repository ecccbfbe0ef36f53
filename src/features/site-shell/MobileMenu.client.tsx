'use client'
import { Icon } from '@/components/site/Icon'
import Link from 'next/link'
import { useState, type KeyboardEvent } from 'react'
import { buttonVariants } from '@/components/ui/Button'
import { cn } from '@/components/ui/cn'
import { JOBS_BUTTON, isGroup, type NavEntry } from '@/features/site-shell/navigation'
import { LinkItems, NAV_LINK_CLASS as linkClass } from './NavLinks'

/** The phone menu (HeaderNav's toggle): groups open one by one; choosing a link closes it. */
export function MobileMenu({ nav, onClose, onEscape }: { nav: NavEntry[]; onClose: () => void; onEscape: (event: KeyboardEvent) => void }) {
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({})
  return (
    <nav id="mobile-menu" aria-label="Mobile Navigation" onKeyDown={onEscape} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t bg-white lg:hidden">
      <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-4 sm:px-6">
        {nav.map((entry) =>
          isGroup(entry) ? (
            <li key={entry.id}>
              <button
                type="button"
                aria-expanded={Boolean(openGroups[entry.id])}
                aria-controls={`mobile-${entry.id}-list`}
                onClick={() => setOpenGroups((groups) => ({ ...groups, [entry.id]: !groups[entry.id] }))}
                className={cn(linkClass, 'flex w-full items-center justify-between py-3 text-base')}
              >
                {entry.label}
                <Icon name="chevron-down" className={cn('size-5 transition-transform', openGroups[entry.id] && 'rotate-180')} />
              </button>
              <ul id={`mobile-${entry.id}-list`} hidden={!openGroups[entry.id]} className="ml-3 border-l border-brand-100 pl-3">
                <LinkItems links={entry.links} onClick={onClose} className={cn(linkClass, 'block py-2.5 text-base')} />
              </ul>
            </li>
          ) : (
            <li key={entry.href}>
              <Link href={entry.href} onClick={onClose} className={cn(linkClass, 'block py-3 text-base')}>
                {entry.label}
              </Link>
            </li>
          ),
        )}
        <li className="mt-3">
          <Link href={JOBS_BUTTON.href} onClick={onClose} className={buttonVariants({ variant: 'luxury', size: 'lg', className: 'w-full' })}>
            {JOBS_BUTTON.label}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
