'use client'
import {
  CONSENT_CHANGE_EVENT,
  needsReload,
  OPEN_SETTINGS_EVENT,
  readConsent,
  writeConsent,
  type ConsentState,
  type CookiePreferences,
  type KeyValueStore,
} from '@/features/consent/lib'

/** localStorage, or null where the browser refuses it (disabled storage, sandboxed frames). */
export function browserStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

// A decision that could not be stored still applies to this page view.
let unsavedDecision: ConsentState | null = null

export function currentConsent(): ConsentState {
  return unsavedDecision ?? readConsent(browserStore())
}

/** Stores a decision, tells listeners (Analytics) and returns whether the page must reload. */
export function saveConsent(preferences: CookiePreferences): { reload: boolean } {
  const previous = currentConsent()
  const stored = writeConsent(browserStore(), preferences)
  unsavedDecision = stored ? null : { decided: true, preferences: { ...preferences, necessary: true } }
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: preferences }))
  return { reload: needsReload(previous, preferences, process.env.NEXT_PUBLIC_ANALYTICS_SRC) }
}

/** Opens the cookie settings dialog (the banner listens for this event on every page). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT))
}
