'use client'
import Link from 'next/link'
import { createContext, useContext, type ReactNode } from 'react'
import type { SitePagePaths, SitePageRole } from '@/lib/paths'

/** The paths of the pages editors chose for the fixed links, for client components deep in the tree. */
const SitePagesContext = createContext<SitePagePaths>({})

export function SitePagesProvider({ paths, children }: { paths: SitePagePaths; children: ReactNode }) {
  return <SitePagesContext value={paths}>{children}</SitePagesContext>
}

export const useSitePagePath = (role: SitePageRole): string | undefined => useContext(SitePagesContext)[role]

/** „Datenschutzerklärung“ linked to the chosen privacy page; plain text while none is chosen. */
export function PrivacyLink({ className, newTab = false, children }: { className?: string; newTab?: boolean; children: ReactNode }) {
  const href = useSitePagePath('privacy')
  if (!href) return <>{children}</>
  return (
    <Link href={href} className={className} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}>
      {children}
    </Link>
  )
}
