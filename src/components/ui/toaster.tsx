'use client'
import { Toaster as Sonner } from 'sonner'

/** Toasts bottom-right; sonner's defaults give Alt+T and the 'Notifications' region label. */
export function Toaster() {
  return <Sonner position="bottom-right" hotkey={['altKey', 'KeyT']} containerAriaLabel="Notifications" richColors closeButton />
}
