import 'server-only'
import { headers } from 'next/headers'
import { getPayload, type SanitizedConfig } from 'payload'
import { isPendingSession, SECOND_FACTOR_FIRST } from './gate'

/**
 * The admin's server functions (form state, lists, documents, scheduled publishing) for a session
 * past the second factor only: some of them read the session's user directly, not through an
 * access rule, so a session with only the password is refused before any of them runs.
 */
export async function refusePendingSession(config: Promise<SanitizedConfig>): Promise<void> {
  const payload = await getPayload({ config })
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (isPendingSession({ headers: requestHeaders, payload, user })) throw new Error(SECOND_FACTOR_FIRST)
}
