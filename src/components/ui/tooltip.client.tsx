'use client'
import { cloneElement, useEffect, useId, useLayoutEffect, useRef, useState, type ReactElement, type ReactNode, type SyntheticEvent } from 'react'
import { createPortal } from 'react-dom'
import { cn } from './cn'

/** The spec's tooltip timing: open after 700 ms, and at once (within 300 ms) when moving from one tooltip to the next. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

const SIDE_OFFSET = 6
const COLLISION_PADDING = 8

// when the last tooltip closed: the next one within the skip delay opens at once
let lastClosedAt = 0

type Side = 'top' | 'bottom' | 'left' | 'right'
type TriggerProps = {
  ref?: unknown
  'aria-describedby'?: string
  onPointerEnter?: (event: SyntheticEvent<HTMLElement, PointerEvent>) => void
  onPointerLeave?: (event: SyntheticEvent<HTMLElement, PointerEvent>) => void
  onPointerDown?: (event: SyntheticEvent<HTMLElement, PointerEvent>) => void
  onFocus?: (event: SyntheticEvent<HTMLElement, FocusEvent>) => void
  onBlur?: (event: SyntheticEvent<HTMLElement, FocusEvent>) => void
}

/** Where the tooltip goes beside its trigger, kept inside the window (flipped to the other side when it does not fit). */
function place(trigger: DOMRect, tip: DOMRect, side: Side) {
  const fitsAbove = trigger.top - SIDE_OFFSET - tip.height >= COLLISION_PADDING
  const fitsBelow = trigger.bottom + SIDE_OFFSET + tip.height <= window.innerHeight - COLLISION_PADDING
  let actual = side
  if (side === 'top' && !fitsAbove && fitsBelow) actual = 'bottom'
  if (side === 'bottom' && !fitsBelow && fitsAbove) actual = 'top'
  const vertical = actual === 'top' || actual === 'bottom'
  const clamp = (value: number, size: number, max: number) => Math.min(Math.max(value, COLLISION_PADDING), max - size - COLLISION_PADDING)
  const left = vertical
    ? clamp(trigger.left + trigger.width / 2 - tip.width / 2, tip.width, window.innerWidth)
    : actual === 'left'
      ? trigger.left - SIDE_OFFSET - tip.width
      : trigger.right + SIDE_OFFSET
  const top = vertical
    ? actual === 'top'
      ? trigger.top - SIDE_OFFSET - tip.height
      : trigger.bottom + SIDE_OFFSET
    : clamp(trigger.top + trigger.height / 2 - tip.height / 2, tip.height, window.innerHeight)
  // the arrow points at the trigger's middle even when the tooltip was pushed aside
  const arrow = vertical ? trigger.left + trigger.width / 2 - left : trigger.top + trigger.height / 2 - top
  return { left, top, side: actual, arrow }
}

/**
 * An explanation shown on hover and keyboard focus: role="tooltip", described-by on the trigger,
 * Escape closes; open after TOOLTIP_OPEN_DELAY_MS on hover, at once on keyboard focus or within the
 * skip delay of the previous one. `children` must be one element that accepts a ref and these
 * event props. Written here rather than Radix's: Radix Tooltip and floating-ui cost 21 KB (gzip) of
 * first-load JavaScript on every page for this.
 */
export function Tooltip({ content, children, side = 'top', className }: { content: ReactNode; children: ReactElement<TriggerProps>; side?: Side; className?: string }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [position, setPosition] = useState<ReturnType<typeof place> | null>(null)
  const triggerRef = useRef<HTMLElement | null>(null)
  const tipRef = useRef<HTMLDivElement>(null)
  const timer = useRef<number | undefined>(undefined)

  const show = (delay: number) => {
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

  useLayoutEffect(() => {
    if (!open || !triggerRef.current || !tipRef.current) return setPosition(null)
    setPosition(place(triggerRef.current.getBoundingClientRect(), tipRef.current.getBoundingClientRect(), side))
  }, [open, side])

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

  const vertical = position ? position.side === 'top' || position.side === 'bottom' : true
  return (
    <>
      {trigger}
      {open &&
        createPortal(
          <div
            ref={tipRef}
            id={id}
            role="tooltip"
            data-tooltip=""
            data-side={position?.side ?? side}
            style={{ position: 'fixed', left: position?.left ?? 0, top: position?.top ?? 0, visibility: position ? 'visible' : 'hidden' }}
            className={cn('z-50 max-w-xs rounded-md bg-brand-950 px-3 py-1.5 text-sm leading-snug text-white shadow-md', className)}
          >
            {content}
            {/* Radix's arrow: a 10x5 triangle pointing at the trigger */}
            <svg
              aria-hidden="true"
              width="10"
              height="5"
              viewBox="0 0 30 10"
              preserveAspectRatio="none"
              className="absolute fill-brand-950"
              style={
                vertical
                  ? { left: (position?.arrow ?? 0) - 5, ...(position?.side === 'bottom' ? { bottom: '100%', transform: 'rotate(180deg)' } : { top: '100%' }) }
                  : { top: (position?.arrow ?? 0) - 2.5, ...(position?.side === 'left' ? { left: '100%', transform: 'rotate(-90deg) translateY(-2.5px)' } : { right: '100%', transform: 'rotate(90deg) translateY(-2.5px)' }) }
              }
            >
              <polygon points="0,0 30,0 15,10" />
            </svg>
          </div>,
          document.body,
        )}
    </>
  )
}
