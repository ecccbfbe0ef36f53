import { JWT } from 'google-auth-library'
import { GOOGLE_INDEXING_BASE_URL, GOOGLE_TOKEN_URL, INDEXING_SCOPE, type IndexingType, type ServiceAccount } from '@/features/indexing/lib'

export type IndexingEndpoints = { indexingBaseUrl?: string; tokenUrl?: string }

const clients = new Map<string, JWT>()

/**
 * One JWT client per service account and token address: it signs the assertion with the
 * account's key, exchanges it for an access token and caches that until it expires.
 */
function clientFor(account: ServiceAccount, tokenUrl: string): JWT {
  // keyed by the key itself too: a rotated key must not reuse the old key's cached token
  const cacheKey = `${account.client_email}\u0000${account.private_key}\u0000${tokenUrl}`
  let client = clients.get(cacheKey)
  if (!client) {
    if (clients.size >= 4) clients.clear()
    client = new JWT({ email: account.client_email, key: account.private_key, keyId: account.private_key_id, scopes: [INDEXING_SCOPE] })
    if (tokenUrl !== GOOGLE_TOKEN_URL) {
      // The library has Google's token address built in; a gateway or a test stub replaces it here.
      client.transporter.interceptors.request.add({
        resolved: async (options) => {
          if (String(options.url) === GOOGLE_TOKEN_URL) options.url = new URL(tokenUrl)
          return options
        },
      })
    }
    clients.set(cacheKey, client)
  }
  return client
}

/** Sends one notification to the Indexing API; throws on any non-2xx answer (the queue retries). */
export async function publishIndexingNotification(account: ServiceAccount, url: string, type: IndexingType, endpoints: IndexingEndpoints = {}) {
  const client = clientFor(account, endpoints.tokenUrl || GOOGLE_TOKEN_URL)
  const base = (endpoints.indexingBaseUrl || GOOGLE_INDEXING_BASE_URL).replace(/\/$/, '')
  const response = await client.request<{ urlNotificationMetadata?: unknown }>({
    url: `${base}/v3/urlNotifications:publish`,
    method: 'POST',
    data: { url, type },
    retry: false, // back-off belongs to the jobs queue
  })
  return response.data
}
