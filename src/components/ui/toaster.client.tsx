'use client'
import type { CSSProperties } from 'react'
import { Toaster as Sonner } from 'sonner'

/**
 * sonner's rich colours put their text below WCAG AA contrast (about 4.3:1) on their own tinted
 * backgrounds; these darker shades reach at least 4.5:1 (measured with axe in the AI-search tests).
 */
const ACCESSIBLE_RICH_COLORS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--info-text': 'hsl(210, 92%, 38%)',
  '--error-text': 'hsl(360, 100%, 40%)',
  '--warning-text': 'hsl(31, 92%, 32%)',
} as CSSProperties

/** Toasts bottom-right; sonner's defaults give Alt+T and the 'Notifications' region label. */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      hotkey={['altKey', 'KeyT']}
      containerAriaLabel="Notifications"
      richColors
      closeButton
      style={ACCESSIBLE_RICH_COLORS}
      toastOptions={{ closeButtonAriaLabel: 'Meldung schließen' }}
    />
  )
}
