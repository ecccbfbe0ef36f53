import type { PayloadRequest } from 'payload'
import { safeFetch } from '@/features/safe-fetch'
import { logoCandidates, logoFileName } from '@/features/references/lib/logoCandidates'
import { env } from '@/env'

const PER_REQUEST_TIMEOUT_MS = env().LOGO_FETCH_TIMEOUT_MS
const TOTAL_BUDGET_MS = 6000 // saving a reference never waits longer than this for logos
const MAX_BYTES = 2 * 1024 * 1024
const MIN_BYTES = 100 // services answer unknown domains with tiny placeholder images

type FoundImage = { data: Buffer; mimetype: string; name: string }

/**
 * The first candidate URL that answers with a usable image, or null (no network, 404, not an
 * image, a refused private address...). Fetched through safeFetch: staff type these URLs.
 */
export async function fetchFirstLogo(name: string, candidates: string[]): Promise<FoundImage | null> {
  const deadline = Date.now() + TOTAL_BUDGET_MS
  for (const url of candidates) {
    const remaining = deadline - Date.now()
    if (remaining <= 0) break
    try {
      const { body, contentType } = await safeFetch(url, { maxBytes: MAX_BYTES, timeoutMs: Math.min(PER_REQUEST_TIMEOUT_MS, remaining), accept: ['image/*'] })
      const fileName = logoFileName(name, contentType)
      if (!fileName || body.length < MIN_BYTES) continue
      return { data: body, mimetype: contentType.split(';')[0].trim().toLowerCase(), name: fileName }
    } catch {
      // unreachable, refused, too large, timed out: try the next candidate
    }
  }
  return null
}

/** Stores the image in Media (served from our own origin) and returns its id. */
async function storeLogo(req: PayloadRequest, referenceName: string, image: FoundImage): Promise<number | string> {
  const media = await req.payload.create({
    collection: 'media',
    data: { alt: `Logo ${referenceName}` },
    file: { data: image.data, mimetype: image.mimetype, name: image.name, size: image.data.length },
    req,
  })
  return media.id
}

/**
 * The fallback chain for a reference without an uploaded logo: its Logo-URL, a logo
 * service and a favicon service for its domain; the first image found is stored in Media.
 * Returns its id, or undefined (the site then shows the placeholder with the name).
 */
export async function findReferenceLogo(
  req: PayloadRequest,
  name: string,
  sources: { logoUrl?: string | null; domain?: string | null },
): Promise<number | string | undefined> {
  const candidates = logoCandidates(sources)
  if (!candidates.length) return undefined
  const image = await fetchFirstLogo(name, candidates)
  if (!image) return undefined
  try {
    return await storeLogo(req, name, image)
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: `reference logo for "${name}" could not be stored` })
    return undefined
  }
}
