import type { Payload, PayloadRequest } from 'payload'
import { parseServiceAccount, type IndexingType } from '@/features/indexing/lib'
import { jobPath } from '@/lib/paths'
import { env, siteUrl } from '@/env'
import { publishIndexingNotification } from './google'

let skipLogged = false

/** The service account, or null (logged once per process) when the Indexing API is not configured. */
function account(payload: Payload) {
  const json = env().GOOGLE_INDEXING_CREDENTIALS
  if (!json) {
    if (!skipLogged) payload.logger.info('google indexing skipped: GOOGLE_INDEXING_CREDENTIALS unset')
    skipLogged = true
    return null
  }
  const parsed = parseServiceAccount(json)
  if (!parsed.ok) {
    payload.logger.error(`google indexing skipped: ${parsed.reason}`)
    return null
  }
  return parsed.account
}

/** Queues URL_UPDATED / URL_DELETED for job detail URLs (one queue job each, retried with back-off). */
export async function queueJobIndexing(payload: Payload, changes: { slug: string; type: IndexingType }[], req?: PayloadRequest) {
  if (changes.length === 0 || !account(payload)) return 0
  const base = siteUrl()
  for (const change of changes) {
    await payload.jobs.queue({ task: 'notifyGoogleIndexing', input: { url: `${base}${jobPath(change.slug)}`, type: change.type }, req })
  }
  return changes.length
}

/** The task's work: one notification; a missing configuration completes without sending. */
export async function sendIndexingNotification(payload: Payload, url: string, type: IndexingType): Promise<'sent' | 'skipped'> {
  const serviceAccount = account(payload)
  if (!serviceAccount) return 'skipped'
  await publishIndexingNotification(serviceAccount, url, type, {
    indexingBaseUrl: env().GOOGLE_INDEXING_BASE_URL,
    tokenUrl: env().GOOGLE_INDEXING_TOKEN_URL,
  })
  payload.logger.info(`google indexing: ${type} ${url}`)
  return 'sent'
}
