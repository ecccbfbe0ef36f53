import { isLocalImageSrc } from '../html/sanitize'
import { decodeEntities } from './text'

/** The first <img src> of an HTML text. */
export function firstImageSrc(html: string | null | undefined): string | undefined {
  const match = html ? /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html) : null
  const src = match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? '').trim() : ''
  return src || undefined
}

/**
 * The card/hero image: imageUrl, else the first image of the description, else the default image.
 * Privacy rule: a visitor's browser never contacts a third party, so only own-origin and data:
 * URLs are used; an image on another host falls back to the default (or undefined = CSS placeholder).
 * `ownOrigin` (e.g. https://www.example.de) turns absolute links to our own site into paths.
 */
export function chooseJobImage(
  job: { imageUrl?: string | null; description?: string | null },
  { ownOrigin, fallback }: { ownOrigin?: string; fallback?: string | null } = {},
): string | undefined {
  for (const candidate of [job.imageUrl?.trim(), firstImageSrc(job.description)]) {
    if (!candidate) continue
    const local = ownOrigin && candidate.startsWith(`${ownOrigin}/`) ? candidate.slice(ownOrigin.length) : candidate
    if (isLocalImageSrc(local)) return local
  }
  return fallback || undefined
}

/**
 * A job as the site shows it: images the import (or an editor) stored in Media replace the feed's
 * remote URLs, so card, detail and JSON-LD use our own origin. `mediaUrls` maps Media ids to URLs.
 */
export function withStoredImages<T extends { image?: unknown; contactPhoto?: unknown; imageUrl?: string | null; contactImage?: string | null }>(
  job: T,
  mediaUrls: ReadonlyMap<number, string>,
): T {
  const url = (value: unknown) =>
    typeof value === 'number'
      ? mediaUrls.get(value)
      : value && typeof value === 'object' && 'url' in value
        ? ((value as { url?: string | null }).url ?? undefined)
        : undefined
  const image = url(job.image)
  const photo = url(job.contactPhoto)
  return image || photo ? { ...job, ...(image ? { imageUrl: image } : {}), ...(photo ? { contactImage: photo } : {}) } : job
}
