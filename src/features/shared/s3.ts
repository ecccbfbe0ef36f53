import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { env } from '@/env'

/** The bucket's client settings from the environment: one source for the media and the applicants' files. */
export function s3ClientConfig(): S3ClientConfig {
  const { S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE } = env()
  return {
    region: S3_REGION,
    ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT } : {}),
    forcePathStyle: S3_FORCE_PATH_STYLE,
    // checksums only where S3 requires them: many S3-compatible services reject the SDK's
    // default chunked uploads with trailing checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(S3_ACCESS_KEY_ID && S3_SECRET_ACCESS_KEY ? { credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY } } : {}),
  }
}
