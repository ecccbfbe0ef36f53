'use client'
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import { cn } from './cn'

// The tooltip's bubble, placed beside its trigger: Tooltip loads this module when a visitor first
// points at or focuses a trigger, not with the page.

export type Side = 'top' | 'bottom' | 'left' | 'right'

const SIDE_OFFSET = 6
const COLLISION_PADDING = 8

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

export function TooltipBubble({
  id,
  content,
  side,
  className,
  triggerRef,
}: {
  id: string
  content: ReactNode
  side: Side
  className?: string
  triggerRef: RefObject<HTMLElement | null>
}) {
  const [position, setPosition] = useState<ReturnType<typeof place> | null>(null)
  const tipRef = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    if (!triggerRef.current || !tipRef.current) return
    setPosition(place(triggerRef.current.getBoundingClientRect(), tipRef.current.getBoundingClientRect(), side))
  }, [side, triggerRef])

  const vertical = position ? position.side === 'top' || position.side === 'bottom' : true
  return createPortal(
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
            : {
                top: (position?.arrow ?? 0) - 2.5,
                ...(position?.side === 'left'
                  ? { left: '100%', transform: 'rotate(-90deg) translateY(-2.5px)' }
                  : { right: '100%', transform: 'rotate(90deg) translateY(-2.5px)' }),
              }
        }
      >
        <polygon points="0,0 30,0 15,10" />
      </svg>
    </div>,
    document.body,
  )
}
