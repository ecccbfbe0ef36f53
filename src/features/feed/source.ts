import type { Payload } from 'payload'
import { safeFetch } from '@/features/safe-fetch'
import type { FeedSettings } from '@/lib/feed'
import type { SiteSetting } from '@/payload-types'
import { env } from '@/env'
import { mediaUrl } from '@/lib/jobs/contact'

/** The spec's message when no mirror answers (kept although we no longer use CORS proxies). */
export const ALL_MIRRORS_FAILED = 'Alle CORS-Proxies sind nicht verfügbar. Versuchen Sie es später erneut.'

export const feedTimeoutMs = () => env().FEED_FETCH_TIMEOUT_MS

/** A feed larger than this is refused while it streams in (the biggest real feeds are a few MB). */
export const FEED_MAX_BYTES = 50 * 1024 * 1024

/** The feed's bytes as they came (see readFeedItems for how they are read) and the answer's content type. */
export type FetchedFeed = { url: string; chunks: Buffer[]; contentType: string }

/**
 * Races all mirrors; the first 2xx answer wins, the others are aborted. Each has its own
 * timeout; an HTTP error status, a refused address (see safe-fetch) or a body over FEED_MAX_BYTES
 * counts as a failure. Throws ALL_MIRRORS_FAILED when none answers (each mirror's reason in `cause`).
 */
export async function fetchFeed(urls: string[], timeoutMs = feedTimeoutMs()): Promise<FetchedFeed> {
  const losers = new AbortController()
  try {
    return await Promise.any(
      urls.map(async (url) => {
        // The body must arrive within the same time limit (safeFetch's timeout covers reading it).
        const { chunks, contentType } = await safeFetch(url, { maxBytes: FEED_MAX_BYTES, timeoutMs, signal: losers.signal })
        return { url, chunks, contentType }
      }),
    )
  } catch (error) {
    const reasons = error instanceof AggregateError ? error.errors.map((e) => (e as Error).message) : [(error as Error).message]
    throw new Error(ALL_MIRRORS_FAILED, { cause: reasons.join('; ') })
  } finally {
    losers.abort()
  }
}

export const feedUrlsOf = (settings: Pick<SiteSetting, 'feedUrls'>) =>
  (settings.feedUrls ?? []).map((entry) => entry.url?.trim()).filter((url): url is string => Boolean(url))

/** The reader's settings from the SiteSettings global (photo resolved to its URL). */
export async function loadFeedSettings(payload: Payload): Promise<{ settings: SiteSetting; feed: FeedSettings }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1, overrideAccess: true })
  // the photo as its URL only: the upload's other fields (sizes, dates) are nothing the reader uses
  const { photo, ...defaultContact } = settings.defaultContact ?? {}
  return {
    settings,
    feed: {
      companyName: settings.companyName,
      phone: settings.phone,
      applyUrlTemplate: settings.applyUrlTemplate,
      defaultStaffEmail: settings.defaultStaffEmail,
      staffContacts: settings.staffContacts ?? [],
      defaultContact: {
        ...defaultContact,
        // root-relative: our own upload, which the image download must not fetch from ourselves
        imageUrl: mediaUrl(photo),
      },
    },
  }
}
