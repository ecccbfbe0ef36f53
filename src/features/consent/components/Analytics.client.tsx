'use client'
import { useEffect } from 'react'
import { analyticsScriptSrc } from '@/features/consent/lib'
import { useConsent } from '@/features/consent/components/useConsent.client'

/**
 * Loads the analytics script only after the visitor allowed „Statistik“. No provider is configured:
 * without NEXT_PUBLIC_ANALYTICS_SRC (a path on our own origin, set at build time) it loads nothing,
 * with or without consent, and the build leaves this code out. A plain script element after
 * hydration, as next/script's afterInteractive does, without its 2 KB (gzip) loader on every page;
 * withdrawing consent reloads the page, so the script is never removed.
 */
function AnalyticsScript({ configuredSrc }: { configuredSrc: string }) {
  const src = analyticsScriptSrc(useConsent(), configuredSrc)
  useEffect(() => {
    if (!src || document.getElementById('analytics')) return
    const script = document.createElement('script')
    script.id = 'analytics'
    script.src = src
    script.async = true
    document.body.append(script)
  }, [src])
  return null
}

const configuredSrc = process.env.NEXT_PUBLIC_ANALYTICS_SRC

export function Analytics() {
  return configuredSrc ? <AnalyticsScript configuredSrc={configuredSrc} /> : null
}
