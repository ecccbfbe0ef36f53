'use client'
import { useEffect, useRef } from 'react'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

/** The spec's delay before jumping to a #section after a navigation. */
export const SECTION_SCROLL_DELAY_MS = 100

/**
 * Every route change starts at the top; when the new address has a #section, scroll to it after
 * 100 ms (the section may render a moment later). Same-page #links are left to the browser.
 */
export function ScrollManager() {
  // the visitor's path: a filter change on the board changes only its internal one (src/proxy.ts)
  const pathname = usePublicPathname()
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false // the initial load: the browser already handled the hash
      return
    }
    const hash = decodeURIComponent(window.location.hash.slice(1))
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
      return
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const timer = window.setTimeout(() => {
      document.getElementById(hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    }, SECTION_SCROLL_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [pathname])

  return null
}
