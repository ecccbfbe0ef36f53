import { describe, expect, it } from 'vitest'
import {
  ALL_ACCEPTED,
  analyticsScriptSrc,
  CONSENT_KEY,
  NECESSARY_ONLY,
  needsReload,
  parsePreferences,
  PREFERENCES_KEY,
  readConsent,
  serializePreferences,
  writeConsent,
  type KeyValueStore,
} from '@/features/consent/lib'

const memoryStore = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial))
  const store: KeyValueStore & { data: Map<string, string> } = {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
  }
  return store
}
const brokenStore: KeyValueStore = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('consent storage keys', () => {
  it('uses the two keys the privacy policy names', () => {
    expect(CONSENT_KEY).toBe('cookie-consent')
    expect(PREFERENCES_KEY).toBe('cookie-preferences')
  })
})

describe('parsePreferences', () => {
  it('reads stored JSON', () => {
    expect(parsePreferences('{"necessary":true,"analytics":true,"marketing":false}')).toEqual({ necessary: true, analytics: true, marketing: false })
  })
  it('keeps necessary on even when the stored value says otherwise', () => {
    expect(parsePreferences('{"necessary":false,"analytics":false,"marketing":true}')).toEqual({ necessary: true, analytics: false, marketing: true })
  })
  it('treats missing, broken or odd data as no optional consent', () => {
    for (const raw of [null, undefined, '', 'not json', '[]', 'null', '42', '{"analytics":"yes","marketing":1}']) {
      expect(parsePreferences(raw)).toEqual({ necessary: true, analytics: false, marketing: false })
    }
  })
})

describe('readConsent / writeConsent', () => {
  it('reports no decision on an empty store', () => {
    expect(readConsent(memoryStore())).toEqual({ decided: false, preferences: NECESSARY_ONLY })
  })
  it('writes the preferences as JSON and the flag "true"', () => {
    const store = memoryStore()
    expect(writeConsent(store, { necessary: true, analytics: true, marketing: false })).toBe(true)
    expect(store.data.get(CONSENT_KEY)).toBe('true')
    expect(JSON.parse(store.data.get(PREFERENCES_KEY)!)).toEqual({ necessary: true, analytics: true, marketing: false })
    expect(readConsent(store)).toEqual({ decided: true, preferences: { necessary: true, analytics: true, marketing: false } })
  })
  it('ignores preferences without the decision flag', () => {
    const store = memoryStore({ [PREFERENCES_KEY]: serializePreferences(ALL_ACCEPTED) })
    expect(readConsent(store).decided).toBe(false)
    expect(readConsent(store).preferences.analytics).toBe(false)
  })
  it('survives storage that throws', () => {
    expect(readConsent(brokenStore)).toEqual({ decided: false, preferences: NECESSARY_ONLY })
    expect(writeConsent(brokenStore, ALL_ACCEPTED)).toBe(false)
    expect(readConsent(null).decided).toBe(false)
  })
})

describe('needsReload', () => {
  const undecided = { decided: false, preferences: NECESSARY_ONLY }
  const src = '/stats/script.js'
  it('reloads when analytics is enabled and a script is configured', () => {
    expect(needsReload(undecided, ALL_ACCEPTED, src)).toBe(true)
    expect(needsReload(undecided, { necessary: true, analytics: true, marketing: false }, src)).toBe(true)
  })
  it('never reloads without a configured script (the default)', () => {
    expect(needsReload(undecided, ALL_ACCEPTED, undefined)).toBe(false)
    expect(needsReload(undecided, ALL_ACCEPTED, '')).toBe(false)
    expect(needsReload({ decided: true, preferences: ALL_ACCEPTED }, NECESSARY_ONLY, undefined)).toBe(false)
    // a source the site refuses to load (third party) starts nothing either
    expect(needsReload(undecided, ALL_ACCEPTED, 'https://tracker.example/x.js')).toBe(false)
  })
  it('does not reload for necessary only or marketing only', () => {
    expect(needsReload(undecided, NECESSARY_ONLY, src)).toBe(false)
    expect(needsReload(undecided, { necessary: true, analytics: false, marketing: true }, src)).toBe(false)
  })
  it('does not reload when the running script keeps running', () => {
    expect(needsReload({ decided: true, preferences: ALL_ACCEPTED }, { necessary: true, analytics: true, marketing: false }, src)).toBe(false)
  })
  it('reloads when analytics consent is withdrawn, to stop a running script', () => {
    expect(needsReload({ decided: true, preferences: ALL_ACCEPTED }, NECESSARY_ONLY, src)).toBe(true)
  })
})

describe('analyticsScriptSrc', () => {
  const granted = { decided: true, preferences: ALL_ACCEPTED }
  it('loads nothing without consent', () => {
    expect(analyticsScriptSrc({ decided: false, preferences: NECESSARY_ONLY }, '/stats.js')).toBeNull()
    expect(analyticsScriptSrc({ decided: true, preferences: NECESSARY_ONLY }, '/stats.js')).toBeNull()
    // preferences claiming analytics without the decision flag are not a consent
    expect(analyticsScriptSrc({ decided: false, preferences: ALL_ACCEPTED }, '/stats.js')).toBeNull()
  })
  it('loads nothing when no source is configured', () => {
    expect(analyticsScriptSrc(granted, undefined)).toBeNull()
    expect(analyticsScriptSrc(granted, '  ')).toBeNull()
  })
  it('loads a script from our own origin only', () => {
    expect(analyticsScriptSrc(granted, '/stats/script.js')).toBe('/stats/script.js')
    expect(analyticsScriptSrc(granted, 'https://analytics.example.com/script.js')).toBeNull()
    expect(analyticsScriptSrc(granted, '//analytics.example.com/script.js')).toBeNull()
    expect(analyticsScriptSrc(granted, '/\\analytics.example.com/script.js')).toBeNull()
  })
})
