/**
 * Cookie consent: the preferences {necessary, analytics, marketing} as
 * JSON under one localStorage key, the "choice made" flag under another. The privacy policy names
 * both keys, so they must not change. Pure functions over a Storage-like object (unit-tested).
 */

export const CONSENT_KEY = 'cookie-consent'
export const PREFERENCES_KEY = 'cookie-preferences'
/** The banner appears this long after the page has loaded, so it does not cover the first paint. */
export const BANNER_DELAY_MS = 1000
/** Window event that opens the settings dialog (the footer's „Cookie-Einstellungen“). */
export const OPEN_SETTINGS_EVENT = 'cookie-settings:open'
/** Window event fired after a decision was saved; detail: the saved preferences. */
export const CONSENT_CHANGE_EVENT = 'cookie-consent:change'

export type CookiePreferences = { necessary: true; analytics: boolean; marketing: boolean }
export type ConsentState = { decided: boolean; preferences: CookiePreferences }

export const DEFAULT_PREFERENCES: CookiePreferences = Object.freeze({ necessary: true, analytics: false, marketing: false })
export const ALL_ACCEPTED: CookiePreferences = Object.freeze({ necessary: true, analytics: true, marketing: true })
export const NECESSARY_ONLY: CookiePreferences = DEFAULT_PREFERENCES

/** The part of `Storage` we use, so tests can pass a Map-backed object. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>

/** Necessary is always on; anything that is not literally `true` counts as no consent. */
export function normalizePreferences(value: unknown): CookiePreferences {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  return { necessary: true, analytics: record.analytics === true, marketing: record.marketing === true }
}

/** Stored JSON -> preferences; missing or broken data means the defaults (nothing optional allowed). */
export function parsePreferences(raw: string | null | undefined): CookiePreferences {
  if (!raw) return { ...DEFAULT_PREFERENCES }
  try {
    return normalizePreferences(JSON.parse(raw))
  } catch {
    return { ...DEFAULT_PREFERENCES }
  }
}

export function serializePreferences(preferences: CookiePreferences): string {
  return JSON.stringify(normalizePreferences(preferences))
}

/** What is stored. Storage that throws (disabled, private mode) reads as "no decision yet". */
export function readConsent(store: KeyValueStore | null | undefined): ConsentState {
  try {
    if (!store || store.getItem(CONSENT_KEY) !== 'true') return { decided: false, preferences: { ...DEFAULT_PREFERENCES } }
    return { decided: true, preferences: parsePreferences(store.getItem(PREFERENCES_KEY)) }
  } catch {
    return { decided: false, preferences: { ...DEFAULT_PREFERENCES } }
  }
}

/**
 * Saves a decision: the preferences and the flag. Returns whether it could be stored; when storage
 * is unavailable the decision still applies to the current page view.
 */
export function writeConsent(store: KeyValueStore | null | undefined, preferences: CookiePreferences): boolean {
  try {
    if (!store) return false
    store.setItem(PREFERENCES_KEY, serializePreferences(preferences))
    store.setItem(CONSENT_KEY, 'true')
    return true
  } catch {
    return false
  }
}

/**
 * After saving, the page reloads only when an analytics script actually starts (so analytics
 * can start) or stops (a script that already runs can only be stopped by a reload). Without a
 * configured script, which is the default, no choice reloads the page.
 */
export function needsReload(previous: ConsentState, next: CookiePreferences, configuredSrc: string | null | undefined): boolean {
  return analyticsScriptSrc(previous, configuredSrc) !== analyticsScriptSrc({ decided: true, preferences: next }, configuredSrc)
}

/**
 * The analytics script to load, or null: only with a stored analytics consent and a configured
 * source. The source must be a path on our own origin ("/stats/script.js"): visitors' browsers
 * contact no third party, so a hosted tool has to be proxied through our domain.
 */
export function analyticsScriptSrc(state: ConsentState, configuredSrc: string | null | undefined): string | null {
  const src = configuredSrc?.trim()
  if (!src || !state.decided || !state.preferences.analytics) return null
  if (!src.startsWith('/') || src.startsWith('//') || src.includes('\\')) return null
  return src
}
