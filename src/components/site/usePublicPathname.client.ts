'use client'
import { usePathname } from 'next/navigation'
import { publicPathname } from '@/lib/paths'

/**
 * usePathname() as the visitor sees it. The job board is rendered at its internal path
 * (/stellenboard/bewerbende/…, see src/proxy.ts) while the browser shows /bewerbende: anything
 * rendered from the pathname (links, the form's action, the active menu entry) uses this, so the
 * server's HTML and the hydrated page agree.
 */
export function usePublicPathname(): string {
  return publicPathname(usePathname())
}
