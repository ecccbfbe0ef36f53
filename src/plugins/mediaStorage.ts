import { s3Storage } from '@payloadcms/storage-s3'
import { env } from '@/env'
import { s3ClientConfig } from '@/features/shared/s3'

/**
 * Uploads (Medien) in an S3-compatible bucket when S3_BUCKET is set, so every instance serves
 * every upload; otherwise on local disk (MEDIA_DIR), as before. Files are still served through
 * Payload (/api/media/file/…, with its access rules), which reads them from the bucket.
 * alwaysInsertFields: the plugin's columns (prefix, object key) exist with and without S3, so
 * one set of migrations fits both.
 */
export function mediaStorage() {
  const { S3_BUCKET } = env()
  return s3Storage({
    enabled: Boolean(S3_BUCKET),
    alwaysInsertFields: true,
    bucket: S3_BUCKET ?? 'unused',
    collections: { media: true },
    config: s3ClientConfig(),
  })
}
