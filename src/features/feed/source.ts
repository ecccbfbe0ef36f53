import type { Payload } from 'payload'
import type { FeedSettings } from '@/lib/feed'
import type { SiteSetting } from '@/payload-types'
import { env } from '@/env'

/** The spec's message when no mirror answers (kept although we no longer use CORS proxies). */
export const ALL_MIRRORS_FAILED = 'Alle CORS-Proxies sind nicht verfügbar. Versuchen Sie es später erneut.'

export const feedTimeoutMs = () => env().FEED_FETCH_TIMEOUT_MS

export type FetchedFeed = { url: string; bytes: Uint8Array; contentType: string | null }

/**
 * Races all mirrors; the first 2xx answer wins, the others are aborted. Each has its own
 * timeout; an HTTP error status counts as a failure. Throws ALL_MIRRORS_FAILED when none answers.
 */
export async function fetchFeed(urls: string[], timeoutMs = feedTimeoutMs()): Promise<FetchedFeed> {
  const losers = new AbortController()
  try {
    return await Promise.any(
      urls.map(async (url) => {
        const response = await fetch(url, {
          signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), losers.signal]),
          headers: { accept: 'application/xml, text/xml, */*' },
          cache: 'no-store',
          redirect: 'follow',
        })
        if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`)
        // The body must arrive within the same time limit (the signal covers reading it).
        const bytes = new Uint8Array(await response.arrayBuffer())
        return { url, bytes, contentType: response.headers.get('content-type') }
      }),
    )
  } catch {
    throw new Error(ALL_MIRRORS_FAILED)
  } finally {
    losers.abort()
  }
}

export const feedUrlsOf = (settings: Pick<SiteSetting, 'feedUrls'>) =>
  (settings.feedUrls ?? []).map((entry) => entry.url?.trim()).filter((url): url is string => Boolean(url))

/** The reader's settings from the SiteSettings global (photo resolved to its URL). */
export async function loadFeedSettings(payload: Payload): Promise<{ settings: SiteSetting; feed: FeedSettings }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })
  const photo = settings.defaultContact?.photo
  return {
    settings,
    feed: {
      companyName: settings.companyName,
      phone: settings.phone,
      applyUrlTemplate: settings.applyUrlTemplate,
      defaultStaffEmail: settings.defaultStaffEmail,
      staffContacts: settings.staffContacts ?? [],
      defaultContact: {
        ...settings.defaultContact,
        imageUrl: photo && typeof photo === 'object' ? (photo.url ?? undefined) : undefined,
      },
    },
  }
}
