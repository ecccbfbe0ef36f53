'use client'
import { cn } from '@/components/ui/cn'
import { openCookieSettings } from '@/features/consent/components/consent.client'

/** „Cookie-Einstellungen“: reopens the consent dialog so visitors can change or withdraw consent. */
export function CookieSettingsLink({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openCookieSettings} className={cn('cursor-pointer hover:underline', className)}>
      Cookie-Einstellungen
    </button>
  )
}
