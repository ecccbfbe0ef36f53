import type { Payload } from 'payload'
import { SafeFetchError, safeFetch } from '@/features/safe-fetch'
import type { FeedSettings } from '@/features/feed/lib'
import { feedFetchFailedMessage, type FeedFetchCause } from '@/features/feed/lib/failure'
import type { SiteSetting } from '@/payload-types'
import { env } from '@/env'
import { mediaUrl } from '@/lib/jobs/contact'

export const feedTimeoutMs = () => env().FEED_FETCH_TIMEOUT_MS

/** A feed larger than this is refused while it streams in (the biggest real feeds are a few MB). */
export const FEED_MAX_BYTES = 50 * 1024 * 1024

/** The feed's bytes as they came (see readFeedItems for how they are read) and the answer's content type. */
export type FetchedFeed = { url: string; chunks: Buffer[]; contentType: string }

/**
 * Races all mirrors; the first 2xx answer wins, the others are aborted. Each has its own
 * timeout; an HTTP error status, a refused address (see safe-fetch) or a body over FEED_MAX_BYTES
 * counts as a failure. When none answers, throws a German message naming each address and its
 * cause (the technical reasons in `cause`, for the operator log).
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
    const errors = error instanceof AggregateError ? error.errors : urls.map(() => error)
    const message = feedFetchFailedMessage(urls.map((url, i) => ({ url, cause: fetchCause(errors[i], timeoutMs) })))
    throw new Error(message, { cause: errors.map((e) => (e as Error).message).join('; ') })
  } finally {
    losers.abort()
  }
}

const TLS_CODE = /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_)/

/** What went wrong with one address, from safe-fetch's classification or Node's error code. */
export function fetchCause(error: unknown, timeoutMs: number): FeedFetchCause {
  if (error instanceof SafeFetchError) {
    if (error.kind === 'timeout') return { kind: 'timeout', timeoutMs }
    if (error.kind === 'http-status') return { kind: 'http-status', status: error.status ?? 0 }
    if (error.kind === 'too-large') return { kind: 'too-large', maxBytes: FEED_MAX_BYTES }
    return { kind: error.kind }
  }
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? '')
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return { kind: 'dns' }
  if (code === 'ECONNREFUSED') return { kind: 'connection-refused' }
  if (code === 'ECONNRESET' || code === 'EPIPE') return { kind: 'connection-reset' }
  if (TLS_CODE.test(code)) return { kind: 'tls' }
  if ((error as Error | undefined)?.name === 'AbortError') return { kind: 'timeout', timeoutMs }
  return { kind: 'other' }
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
