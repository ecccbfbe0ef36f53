import 'server-only'
import { env } from '@/env'
import { clientAddressFromChain, rateLimitKey } from '@/lib/net/clientAddress'

/**
 * The visitor's rate-limit key: the socket address (appended by scripts/server.mjs), or, behind
 * TRUSTED_PROXY_HOPS proxies (default 0), the address the outermost trusted proxy saw.
 */
export function clientIp(headers: Headers): string {
  return rateLimitKey(clientAddressFromChain(headers.get('x-forwarded-for'), env().TRUSTED_PROXY_HOPS))
}
