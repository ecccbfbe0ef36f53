'use client'
import * as TooltipPrimitive from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import { cn } from './cn'

/** The spec's tooltip timing: open after 700 ms, and at once (within 300 ms) when moving from one tooltip to the next. */
export const TOOLTIP_OPEN_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_OPEN_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </TooltipPrimitive.Provider>
  )
}

/**
 * An explanation shown on hover and keyboard focus (Radix: role="tooltip", described-by on the
 * trigger, Escape closes). `children` must be one focusable element that accepts a ref.
 */
export function Tooltip({ content, children, side = 'top', className }: { content: ReactNode; children: ReactNode; side?: 'top' | 'bottom' | 'left' | 'right'; className?: string }) {
  return (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className={cn('z-50 max-w-xs rounded-md bg-brand-950 px-3 py-1.5 text-sm leading-snug text-white shadow-md', className)}
          data-tooltip=""
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-brand-950" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  )
}
