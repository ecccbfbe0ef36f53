'use client'
import { useEffect, useRef } from 'react'

/** How far below the screen deferred code starts loading, so it is there when the visitor scrolls to it. */
const LOAD_AHEAD = '800px 0px'

/**
 * Calls `onNear` once, when the element given the returned ref comes within LOAD_AHEAD of the
 * screen. For code fetched when it is about to be seen, not with the page's first load.
 */
export function useWhenNear<T extends Element>(onNear: () => void) {
  const place = useRef<T>(null)
  const latest = useRef(onNear)
  latest.current = onNear
  useEffect(() => {
    if (!place.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        latest.current()
      },
      { rootMargin: LOAD_AHEAD },
    )
    observer.observe(place.current)
    return () => observer.disconnect()
  }, [])
  return place
}
