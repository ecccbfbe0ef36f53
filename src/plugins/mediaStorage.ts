import { s3Storage } from '@payloadcms/storage-s3'
import { env } from '@/env'

/**
 * Uploads (Medien) in an S3-compatible bucket when S3_BUCKET is set, so every instance serves
 * every upload; otherwise on local disk (MEDIA_DIR), as before. Files are still served through
 * Payload (/api/media/file/…, with its access rules), which reads them from the bucket.
 * alwaysInsertFields: the plugin's columns (prefix, object key) exist with and without S3, so
 * one set of migrations fits both.
 */
export function mediaStorage() {
  const { S3_BUCKET, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = env()
  return s3Storage({
    enabled: Boolean(S3_BUCKET),
    alwaysInsertFields: true,
    bucket: S3_BUCKET ?? 'unused',
    collections: { media: true },
    config: {
      region: S3_REGION,
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
      forcePathStyle: S3_FORCE_PATH_STYLE,
      // checksums only where S3 requires them: many S3-compatible services reject the SDK's
      // default chunked uploads with trailing checksums
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } } : {}),
    },
  })
}
