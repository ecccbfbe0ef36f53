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
