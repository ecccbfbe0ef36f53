import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { freePort } from './appServer'

export type TestS3 = { endpoint: string; bucket: string; env: Record<string, string>; objects: () => string[]; stop: () => Promise<void> }

/**
 * A local S3-compatible server (npm's s3rver) on a free loopback port with one empty bucket,
 * files in a temporary folder removed by stop(). `env` are the site's S3_* settings for it.
 */
export async function startTestS3(port?: number): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'site-s3-'))
  const bucket = 'site-media'
  port ??= await freePort()
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] })
  await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER', // s3rver's fixed credentials
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    /** The object keys in the bucket (s3rver keeps each as `<key>._S3rver_object`). */
    objects: () =>
      fs.existsSync(path.join(directory, bucket))
        ? (fs.readdirSync(path.join(directory, bucket), { recursive: true }) as string[])
            .filter((name) => name.endsWith('._S3rver_object'))
            .map((name) => name.slice(0, -'._S3rver_object'.length))
        : [],
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
