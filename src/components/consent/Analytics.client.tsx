'use client'
import Script from 'next/script'
import { analyticsScriptSrc } from '@/lib/consent'
import { useConsent } from '@/components/consent/useConsent.client'

/**
 * Loads the analytics script only after the visitor allowed „Statistik“. No provider is configured:
 * without NEXT_PUBLIC_ANALYTICS_SRC (a path on our own origin, set at build time) it loads nothing,
 * with or without consent.
 */
export function Analytics() {
  const consent = useConsent()
  const src = analyticsScriptSrc(consent, process.env.NEXT_PUBLIC_ANALYTICS_SRC)
  return src ? <Script id="analytics" src={src} strategy="afterInteractive" /> : null
}
