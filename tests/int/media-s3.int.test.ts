import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../support/payload'
import { startTestS3, type TestS3 } from '../support/s3'
import { solidPng } from '../support/images'

/** Uploads in an S3-compatible bucket (S3_BUCKET set): stored there with every image size, never on local disk, deleted with the document. */
let s3: TestS3
let payload: Payload

beforeAll(async () => {
  s3 = await startTestS3()
  Object.assign(process.env, s3.env)
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload?.destroy()
  for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
  await s3?.stop()
})

describe('media on S3-compatible storage', () => {
  it('stores an upload and its sizes in the bucket, not in MEDIA_DIR, and removes them on delete', async () => {
    const png = await solidPng(1800, 900, '#3a6')
    const name = `s3-bild-${Date.now()}.png`
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Hotelansicht' },
      file: { data: png, mimetype: 'image/png', name, size: png.length },
      overrideAccess: true,
    })
    expect(media.url).toBe(`/api/media/file/${name}`) // still served through Payload (access rules)
    const stored = s3.objects()
    expect(stored).toContain(name)
    for (const size of ['thumbnail', 'card', 'hero', 'og']) {
      const file = (media.sizes as Record<string, { filename?: string | null }>)[size]?.filename
      expect(file, size).toBeTruthy()
      expect(stored).toContain(file)
    }
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, name))).toBe(false)

    await payload.delete({ collection: 'media', id: media.id, overrideAccess: true })
    expect(s3.objects().filter((key) => key.startsWith(name.replace(/\.png$/, '')))).toEqual([])
  })
})
