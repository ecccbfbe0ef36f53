/** No scroll event for this long: the scroll has come to rest. */
const REST_MS = 150
/** How long a smooth scroll may take to start moving before it counts as dropped. */
const DROPPED_MS = 300
/** How long after the last scroll began the section is kept in place while the page settles. */
const WATCH_MS = 1500
/** Scrolls in all, the last one without animation. */
const SCROLL_ATTEMPTS = 4
/** What the visitor does to scroll on their own; it ends the watch. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/**
 * Scrolls `element` smoothly to the top of the window (below the header's scroll padding), and
 * keeps it there while the page settles. After a route change the content above the section may
 * still change height during the smooth scroll, whose target was fixed when it began: it then
 * comes to rest hundreds of pixels off. Chromium on a busy device also drops a smooth scroll
 * started right after a route change now and then (nothing moves). So whenever scrolling comes to
 * rest, a dropped scroll's time has passed or the page changes height, the element is checked, and
 * scrolled to again when it is not in place: at most four scrolls, the last without animation,
 * within 1.5 s of the last one. The visitor's own wheel, touch, pointer or key ends the watch.
 * Returns a function that ends it.
 */
export function scrollToSection(element: HTMLElement): () => void {
  let attemptsLeft = SCROLL_ATTEMPTS
  let checkTimer: number | undefined
  let endTimer: number | undefined
  let resizeSeen = false

  const check = () => {
    if (!element.isConnected) stop()
    else if (!inPlace(element)) scroll()
  }
  const checkAfter = (ms: number) => {
    window.clearTimeout(checkTimer)
    checkTimer = window.setTimeout(check, ms)
  }
  const onScroll = () => checkAfter(REST_MS)
  // its first call only reports the size at observe()
  const resizes = new ResizeObserver(() => {
    if (resizeSeen) checkAfter(REST_MS)
    resizeSeen = true
  })
  function scroll() {
    if (attemptsLeft === 0) return stop()
    attemptsLeft--
    element.scrollIntoView({ behavior: attemptsLeft > 0 ? 'smooth' : 'instant', block: 'start' })
    checkAfter(DROPPED_MS)
    window.clearTimeout(endTimer)
    endTimer = window.setTimeout(stop, WATCH_MS)
  }
  function stop() {
    window.clearTimeout(checkTimer)
    window.clearTimeout(endTimer)
    resizes.disconnect()
    window.removeEventListener('scroll', onScroll)
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true)
  }

  window.addEventListener('scroll', onScroll, { passive: true })
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true })
  resizes.observe(document.body)
  scroll()
  return stop
}

/**
 * The element sits where scrollIntoView puts it: at the top, below the scroll padding and its
 * scroll margin; or further down when the window is scrolled to the page's end.
 */
function inPlace(element: HTMLElement): boolean {
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const margin = parseFloat(getComputedStyle(element).scrollMarginTop) || 0
  const offset = element.getBoundingClientRect().top - padding - margin
  const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1
  return Math.abs(offset) < 2 || (offset > 0 && atEnd)
}
