'use client'
import { useEffect, useState } from 'react'
import { currentConsent, saveConsent } from '@/features/consent/components/consent.client'
import { ALL_ACCEPTED, BANNER_DELAY_MS, DEFAULT_PREFERENCES, NECESSARY_ONLY, OPEN_SETTINGS_EVENT, type CookiePreferences } from '@/features/consent/lib'

type Views = typeof import('@/features/consent/components/CookieNotice.client')
let views: Promise<Views> | null = null
const loadViews = () => (views ??= import('@/features/consent/components/CookieNotice.client'))

/**
 * The cookie banner: hidden at first, so it does not cover the page while it loads; after 1000 ms it appears unless a decision is stored
 * (then the stored preferences are loaded and it stays hidden). It closes on „Alle akzeptieren“,
 * „Nur notwendige“, X (= necessary only) and „Auswahl speichern“ in the settings dialog. Saving an
 * choice that starts or stops a configured analytics script reloads the page. The footer's „Cookie-Einstellungen“
 * reopens the dialog through OPEN_SETTINGS_EVENT.
 */
export function CookieBanner() {
  const [bannerVisible, setBannerVisible] = useState(false)
  const [dialogOpen, setDialogOpen] = useState(false)
  const [preferences, setPreferences] = useState<CookiePreferences>(DEFAULT_PREFERENCES)
  // the notice and the dialog: loaded after the first paint, when one of them is to be shown
  const [ui, setUi] = useState<Views | null>(null)
  const needed = bannerVisible || dialogOpen
  useEffect(() => {
    if (!needed || ui) return
    let live = true
    void loadViews().then((module) => live && setUi(module))
    return () => {
      live = false
    }
  }, [needed, ui])

  useEffect(() => {
    if (!currentConsent().decided) void loadViews() // ready when the delay is over
    const timer = window.setTimeout(() => {
      const stored = currentConsent()
      setPreferences(stored.preferences)
      if (!stored.decided) setBannerVisible(true)
    }, BANNER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [])

  useEffect(() => {
    const open = () => {
      setPreferences(currentConsent().preferences)
      setDialogOpen(true)
    }
    window.addEventListener(OPEN_SETTINGS_EVENT, open)
    return () => window.removeEventListener(OPEN_SETTINGS_EVENT, open)
  }, [])

  const decide = (choice: CookiePreferences) => {
    const { reload } = saveConsent(choice)
    setPreferences(choice)
    setBannerVisible(false)
    setDialogOpen(false)
    if (reload) window.location.reload()
  }

  return (
    <>
      {ui && bannerVisible && (
        <ui.CookieNotice onAcceptAll={() => decide(ALL_ACCEPTED)} onNecessaryOnly={() => decide(NECESSARY_ONLY)} onSettings={() => setDialogOpen(true)} />
      )}
      {ui && dialogOpen && <ui.SettingsDialog initial={preferences} onSave={(choice) => decide(choice)} onDismiss={() => setDialogOpen(false)} />}
    </>
  )
}
