'use client'
import { useEffect, useState, type ComponentType, type CSSProperties } from 'react'
import type { ExternalToast, ToasterProps } from 'sonner'

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

// sonner (10 KB gzip) loads with the first toast, not with every page: few visits ever show one.
let sonner: Promise<typeof import('sonner')> | null = null
const loaded = new Set<(module: typeof import('sonner')) => void>()
function loadSonner() {
  sonner ??= import('sonner').then((module) => {
    for (const listener of loaded) listener(module)
    return module
  })
  return sonner
}

/** Toasts bottom-right; sonner's defaults give Alt+T and the 'Notifications' region label. */
export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<ToasterProps> | null>(null)
  useEffect(() => {
    const show = (module: typeof import('sonner')) => setSonner(() => module.Toaster)
    loaded.add(show)
    sonner?.then(show)
    return () => void loaded.delete(show)
  }, [])
  if (!Sonner) return null
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

type Show = (title: string, options?: ExternalToast) => void
const show =
  (kind: 'success' | 'error' | 'info'): Show =>
  (title, options) =>
    void loadSonner().then(({ toast: sonnerToast }) => sonnerToast[kind](title, options))

/** sonner's toast calls; the <Toaster> shows them once sonner has loaded (it replays waiting toasts). */
export const toast = { success: show('success'), error: show('error'), info: show('info') }
