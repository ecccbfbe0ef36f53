'use client'

/**
 * Runs `task` once the browser is idle (at the latest after 3 s; after 1 s where there is no
 * requestIdleCallback): code the page will want soon, fetched after its first load. Returns the
 * cancel, for an effect's clean-up.
 */
export function whenIdle(task: () => void): () => void {
  if (window.requestIdleCallback) {
    const idle = window.requestIdleCallback(task, { timeout: 3000 })
    return () => window.cancelIdleCallback(idle)
  }
  const timer = window.setTimeout(task, 1000)
  return () => window.clearTimeout(timer)
}
