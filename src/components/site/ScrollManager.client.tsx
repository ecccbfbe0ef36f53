'use client'
import { useEffect, useRef } from 'react'
import { usePublicPathname } from '@/components/site/usePublicPathname.client'

/** The spec's delay before jumping to a #section after a navigation. */
export const SECTION_SCROLL_DELAY_MS = 100
/** How long a smooth scroll may take to start moving before it counts as dropped. */
const SCROLL_CHECK_MS = 300
const SCROLL_ATTEMPTS = 3

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
    let timer = window.setTimeout(() => scrollToSection(SCROLL_ATTEMPTS), SECTION_SCROLL_DELAY_MS)
    // Chromium on a busy device now and then drops a smooth scroll started right after a route
    // change: nothing moves and no scrollend follows. Nothing moved and the section not at the top
    // yet: start it again (the last time without animation). Any movement, also the visitor's, ends it.
    function scrollToSection(attemptsLeft: number) {
      const section = document.getElementById(hash)
      if (!section) return
      const from = window.scrollY
      section.scrollIntoView({ behavior: attemptsLeft > 1 ? 'smooth' : 'instant', block: 'start' })
      if (attemptsLeft <= 1) return
      timer = window.setTimeout(() => {
        if (window.scrollY === from && !atScrollTop(section)) scrollToSection(attemptsLeft - 1)
      }, SCROLL_CHECK_MS)
    }
    return () => window.clearTimeout(timer)
  }, [pathname])

  return null
}

/** The section sits where scrollIntoView puts it: at the top, below the scroll padding for the header. */
function atScrollTop(section: HTMLElement): boolean {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  return Math.abs(section.getBoundingClientRect().top - padding) < 2
}
