'use client'
import { cloneElement, lazy, Suspense, useEffect, useId, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react'
import type { Side } from './TooltipBubble.client'

const loadBubble = () => import('./TooltipBubble.client')
const TooltipBubble = lazy(() => loadBubble().then(({ TooltipBubble }) => ({ default: TooltipBubble })))

/** Tooltip timing: open after 700 ms (a passing pointer shows none), and at once (within 300 ms) when moving from one tooltip to the next. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

// when the last tooltip closed: the next one within the skip delay opens at once
let lastClosedAt = 0

type TriggerProps = {
  ref?: unknown
  'aria-describedby'?: string
  onPointerEnter?: (event: SyntheticEvent<HTMLElement, PointerEvent>) => void
  onPointerLeave?: (event: SyntheticEvent<HTMLElement, PointerEvent>) => void
  onPointerDown?: (event: SyntheticEvent<HTMLElement, PointerEvent>) => void
  onFocus?: (event: SyntheticEvent<HTMLElement, FocusEvent>) => void
  onBlur?: (event: SyntheticEvent<HTMLElement, FocusEvent>) => void
}

/**
 * An explanation shown on hover and keyboard focus: role="tooltip", described-by on the trigger,
 * Escape closes; open after TOOLTIP_OPEN_DELAY_MS on hover, at once on keyboard focus or within the
 * skip delay of the previous one. `children` must be one element that accepts a ref and these
 * event props. Written here rather than Radix's: Radix Tooltip and floating-ui cost 21 KB (gzip) of
 * first-load JavaScript on every page for this.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  className,
}: {
  content: ReactNode
  children: ReactElement<TriggerProps>
  side?: Side
  className?: string
}) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)
  const timer = useRef<number | undefined>(undefined)

  const show = (delay: number) => {
    void loadBubble() // during the delay
    window.clearTimeout(timer.current)
    if (delay <= 0 || Date.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS) setOpen(true)
    else timer.current = window.setTimeout(() => setOpen(true), delay)
  }
  const hide = () => {
    window.clearTimeout(timer.current)
    setOpen((wasOpen) => {
      if (wasOpen) lastClosedAt = Date.now()
      return false
    })
  }

  useEffect(() => () => window.clearTimeout(timer.current), [])

  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide()
    }
    document.addEventListener('keydown', onKey)
    window.addEventListener('scroll', hide, { passive: true, capture: true })
    return () => {
      document.removeEventListener('keydown', onKey)
      window.removeEventListener('scroll', hide, { capture: true })
    }
  }, [open])

  const own = children.props
  const trigger = cloneElement(children, {
    ref: (node: HTMLElement | null) => {
      triggerRef.current = node
    },
    'aria-describedby': open ? id : own['aria-describedby'],
    onPointerEnter: (event) => {
      own.onPointerEnter?.(event)
      if (event.nativeEvent.pointerType !== 'touch') show(TOOLTIP_OPEN_DELAY_MS)
    },
    onPointerLeave: (event) => {
      own.onPointerLeave?.(event)
      hide()
    },
    onPointerDown: (event) => {
      own.onPointerDown?.(event)
      hide()
    },
    onFocus: (event) => {
      own.onFocus?.(event)
      if (event.currentTarget.matches(':focus-visible')) show(0)
    },
    onBlur: (event) => {
      own.onBlur?.(event)
      hide()
    },
  })

  return (
    <>
      {trigger}
      {open && (
        <Suspense>
          <TooltipBubble id={id} content={content} side={side} className={className} triggerRef={triggerRef} />
        </Suspense>
      )}
    </>
  )
}
