'use client'
import { useEffect, useRef } from 'react'
import { scrollToSection } from '@/components/site/scrollToSection.client'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

/** The delay before jumping to a #section after a navigation: the new page has laid out its sections by then. */
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
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    const hash = decodeURIComponent(window.location.hash.slice(1))
    if (!hash) return
    let cancelScroll = () => {}
    const timer = window.setTimeout(() => {
      const section = document.getElementById(hash)
      if (section) cancelScroll = scrollToSection(section)
    }, SECTION_SCROLL_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      cancelScroll()
    }
  }, [pathname])

  return null
}
