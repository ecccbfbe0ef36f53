/** How long a smooth scroll may take to start moving before it counts as dropped. */
const SCROLL_CHECK_MS = 300
const SCROLL_ATTEMPTS = 3

/**
 * Scrolls `element` smoothly to the top of the window (below the header's scroll padding), and
 * makes sure it happens: Chromium on a busy device now and then drops a smooth scroll started right
 * after a route change (nothing moves, no scrollend follows). When nothing has moved 300 ms later
 * and the element is not there yet, it starts again, the last time without animation. Any
 * movement, also the visitor's, ends the checks. Returns a function that cancels them.
 */
export function scrollToSection(element: HTMLElement, attemptsLeft = SCROLL_ATTEMPTS): () => void {
  const from = window.scrollY
  element.scrollIntoView({ behavior: attemptsLeft > 1 ? 'smooth' : 'instant', block: 'start' })
  if (attemptsLeft <= 1) return () => {}
  let cancelNext = () => {}
  const timer = window.setTimeout(() => {
    if (window.scrollY === from && element.isConnected && !atScrollTop(element)) cancelNext = scrollToSection(element, attemptsLeft - 1)
  }, SCROLL_CHECK_MS)
  return () => {
    window.clearTimeout(timer)
    cancelNext()
  }
}

/** The element sits where scrollIntoView puts it: at the top, below the scroll padding and its scroll margin. */
function atScrollTop(element: HTMLElement): boolean {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0
  return Math.abs(element.getBoundingClientRect().top - padding - margin) < 2
}
