'use client'
import { useSyncExternalStore } from 'react'
import { CONSENT_CHANGE_EVENT, DEFAULT_PREFERENCES, type ConsentState } from '@/features/consent/lib'
import { currentConsent } from '@/features/consent/components/consent.client'

const SERVER_STATE: ConsentState = { decided: false, preferences: DEFAULT_PREFERENCES }

let cached: { key: string; state: ConsentState } | null = null

// useSyncExternalStore needs the same object while nothing changed: cache by value.
function getSnapshot(): ConsentState {
  const state = currentConsent()
  const key = JSON.stringify(state)
  if (cached?.key !== key) cached = { key, state }
  return cached.state
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange) // other tabs
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
  }
}

/** The visitor's stored consent; on the server and before hydration: no decision, nothing allowed. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, getSnapshot, () => SERVER_STATE)
}
