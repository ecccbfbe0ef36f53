import 'server-only'
import { env } from '@/env'

/**
 * The visitor's IP for rate limiting. Behind a reverse proxy the first X-Forwarded-For entry is
 * the client; set TRUST_PROXY=false when the site is exposed directly.
 */
export function clientIp(headers: Headers): string {
  if (env().TRUST_PROXY) {
    const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
    const real = headers.get('x-real-ip')?.trim()
    if (real) return real
  }
  return 'local'
}
