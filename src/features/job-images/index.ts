import crypto from 'node:crypto'
import type { Payload } from 'payload'
import { jobs, query } from '@/features/db'
import { safeFetch } from '@/features/safe-fetch'
import { isLocalImageSrc } from '@/lib/html/sanitize'

/** Limits per image and per import (a large feed is completed over the following imports). */
export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 5000, perRun: 200, parallel: 4 }
const ACCEPT = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif', 'image/avif': 'avif' }

type Pending = { id: number; title: string; image_url: string | null; contact_image: string | null; needsImage: boolean; needsPhoto: boolean }

/** A feed image on another host that the server has to fetch (own-origin and data: images are used as they are). */
export const remoteImage = (src: string | null | undefined): string | undefined =>
  src && /^https?:\/\//i.test(src.trim()) && !isLocalImageSrc(src) ? src.trim() : undefined

/**
 * Downloads the feed's images (imageUrl, which the parser fills from the ad's first <img> when the
 * feed has none, and the contact photo) into Media, after the import's transaction: a failed
 * download only logs and leaves the placeholder, it never fails the import. The same URL is fetched once, the same bytes are stored
 * once (SHA-256). Returns how many jobs got an image or photo.
 */
export async function storeFeedImages(payload: Payload): Promise<number> {
  // Only jobs with an http(s) URL still to fetch (the SQL test is looser than remoteImage, which
  // decides): a feed whose images are all stored, or all our own, costs no rows here.
  const j = jobs
  const { rows } = await query<Pending>(
    payload,
    `SELECT ${j.id} AS id, ${j.title} AS title, ${j.imageUrl} AS image_url, ${j.contactImage} AS contact_image,
            (${j.image} IS NULL) AS "needsImage", (${j.contactPhoto} IS NULL) AS "needsPhoto"
     FROM ${j} WHERE ${j.source} = 'feed'
       AND ((${j.image} IS NULL AND ${j.imageUrl} ILIKE '%http%') OR (${j.contactPhoto} IS NULL AND ${j.contactImage} ILIKE '%http%'))`,
  )
  const work: { jobId: number; column: 'image' | 'contactPhoto'; url: string; alt: string }[] = []
  for (const job of rows) {
    const image = job.needsImage ? remoteImage(job.image_url) : undefined
    const photo = job.needsPhoto ? remoteImage(job.contact_image) : undefined
    if (image) work.push({ jobId: job.id, column: 'image', url: image, alt: job.title })
    if (photo) work.push({ jobId: job.id, column: 'contactPhoto', url: photo, alt: `Ansprechpartner: ${job.title}` })
  }
  const batch = work.slice(0, IMAGE_LIMITS.perRun)
  const byUrl = new Map<string, Promise<number | null>>()
  const byHash = new Map<string, Promise<number>>() // two URLs with the same bytes in one run
  let stored = 0
  const queue = [...batch]
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) {
      if (!byUrl.has(item.url)) byUrl.set(item.url, mediaFor(payload, item.url, item.alt, byHash))
      const mediaId = await byUrl.get(item.url)!
      if (mediaId == null) continue
      await query(payload, `UPDATE ${j} SET ${j[item.column]} = $1 WHERE ${j.id} = $2`, [mediaId, item.jobId])
      stored++
    }
  }
  await Promise.all(Array.from({ length: IMAGE_LIMITS.parallel }, worker))
  if (work.length > batch.length) payload.logger.info(`feed images: ${work.length - batch.length} images left for the next import`)
  return stored
}

/** The Media id for an image URL: known URL, known bytes, or a new upload; null when it cannot be used. */
async function mediaFor(payload: Payload, url: string, alt: string, byHash: Map<string, Promise<number>>): Promise<number | null> {
  try {
    const known = await payload.find({ collection: 'media', where: { sourceUrl: { equals: url } }, limit: 1, depth: 0, overrideAccess: true })
    if (known.docs[0]) return known.docs[0].id
    const { body, contentType } = await safeFetch(url, { maxBytes: IMAGE_LIMITS.maxBytes, timeoutMs: IMAGE_LIMITS.timeoutMs, accept: ACCEPT })
    const contentHash = crypto.createHash('sha256').update(body).digest('hex')
    let media = byHash.get(contentHash)
    if (!media) {
      media = storeOnce(payload, { body, contentType, contentHash, url, alt })
      byHash.set(contentHash, media)
    }
    return await media
  } catch (error) {
    payload.logger.warn(`feed image not stored, placeholder kept: ${url} – ${(error as Error).message}`)
    return null
  }
}

async function storeOnce(payload: Payload, image: { body: Buffer; contentType: string; contentHash: string; url: string; alt: string }): Promise<number> {
  const same = await payload.find({ collection: 'media', where: { contentHash: { equals: image.contentHash } }, limit: 1, depth: 0, overrideAccess: true })
  if (same.docs[0]) return same.docs[0].id
  const media = await payload.create({
    collection: 'media',
    data: { alt: image.alt.slice(0, 200), sourceUrl: image.url, contentHash: image.contentHash },
    file: {
      data: image.body,
      mimetype: image.contentType,
      name: `stelle-${image.contentHash.slice(0, 16)}.${EXTENSIONS[image.contentType] ?? 'img'}`,
      size: image.body.length,
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return media.id
}
