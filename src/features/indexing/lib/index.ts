import { z } from 'zod'

/** Google Indexing API notification types. */
export type IndexingType = 'URL_UPDATED' | 'URL_DELETED'

export const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
export const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token'
export const GOOGLE_INDEXING_BASE_URL = 'https://indexing.googleapis.com'

const serviceAccountSchema = z.object({
  client_email: z.email(),
  private_key: z.string().includes('PRIVATE KEY'),
  private_key_id: z.string().optional(),
})
export type ServiceAccount = z.infer<typeof serviceAccountSchema>

/** The service-account key JSON from GOOGLE_INDEXING_CREDENTIALS; an English reason when unusable. */
export function parseServiceAccount(json: string): { ok: true; account: ServiceAccount } | { ok: false; reason: string } {
  let raw: unknown
  try {
    raw = JSON.parse(json)
  } catch {
    return { ok: false, reason: 'GOOGLE_INDEXING_CREDENTIALS is not valid JSON' }
  }
  const parsed = serviceAccountSchema.safeParse(raw)
  return parsed.success
    ? { ok: true, account: parsed.data }
    : { ok: false, reason: 'GOOGLE_INDEXING_CREDENTIALS lacks client_email or private_key of a service account' }
}

/** What changed for the search engine, from a job write: old and new URL ids. */
export function indexingChanges(previousSlug: string | null | undefined, slug: string | null | undefined): { slug: string; type: IndexingType }[] {
  const changes: { slug: string; type: IndexingType }[] = []
  if (previousSlug && previousSlug !== slug) changes.push({ slug: previousSlug, type: 'URL_DELETED' })
  if (slug) changes.push({ slug, type: 'URL_UPDATED' })
  return changes
}
