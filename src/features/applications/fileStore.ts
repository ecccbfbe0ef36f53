import { createReadStream, createWriteStream } from 'node:fs'
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { env } from '@/env'
import { s3ClientConfig } from '@/features/shared/s3'

/**
 * Private storage for application files: a folder no web server serves, or the S3 bucket of the
 * media (under its own prefix, never public) when S3 is configured. Bodies are streamed both ways;
 * a file is never held in memory whole.
 */
export type PrivateFileStore = {
  put(key: string, body: Readable, size: number, contentType: string): Promise<void>
  open(key: string): Promise<Readable>
  remove(key: string): Promise<void>
  /** Every key in the store with the time it was written (for the sweep of unreferenced bytes). */
  list(): AsyncIterable<{ key: string; writtenAt: Date }>
}

export class StoredFileMissingError extends Error {
  constructor(key: string) {
    super(`application file ${key} is not in the store`)
    this.name = 'StoredFileMissingError'
  }
}

/** Keys are ours (random), but a key must never reach outside the store's folder or prefix. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}){0,3}$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`unsafe application file key: ${JSON.stringify(key)}`)
  }
}

/** Counts the bytes that pass and fails the stream when they differ from the announced size. */
function sizeGuard(size: number): Transform {
  let seen = 0
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length
      callback(seen > size ? new Error(`more bytes than the announced ${size}`) : null, chunk)
    },
    flush(callback) {
      callback(seen === size ? null : new Error(`${seen} bytes instead of the announced ${size}`))
    },
  })
}

export function applicationFilesDir(): string {
  return path.resolve(env().APPLICATION_FILES_DIR ?? path.join('.data', 'application-files'))
}

function diskStore(root: string): PrivateFileStore {
  const fileOf = (key: string) => {
    assertSafeKey(key)
    return path.join(root, key)
  }
  return {
    async put(key, body, size) {
      const target = fileOf(key)
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      // written beside the target and renamed: a half-written file never carries the key
      const partial = `${target}.${process.pid}.${Date.now()}.part`
      try {
        await pipeline(body, sizeGuard(size), createWriteStream(partial, { mode: 0o600, flags: 'wx' }))
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async open(key) {
      const file = fileOf(key)
      try {
        await stat(file)
      } catch {
        throw new StoredFileMissingError(key)
      }
      return createReadStream(file)
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return []
        throw error
      })
      for (const entry of entries) {
        if (!entry.isFile()) continue
        const file = path.join(entry.parentPath, entry.name)
        const key = path.relative(root, file).split(path.sep).join('/')
        const { mtime } = await stat(file).catch(() => ({ mtime: null }))
        if (mtime) yield { key, writtenAt: mtime }
      }
    },
  }
}

const S3_PREFIX = 'application-files/'
let s3Client: { client: S3Client; signature: string } | null = null

function s3Store(bucket: string): PrivateFileStore {
  const { S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_FORCE_PATH_STYLE } = env()
  const signature = [bucket, S3_REGION, S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_FORCE_PATH_STYLE].join('|')
  if (s3Client?.signature !== signature) {
    s3Client = {
      signature,
      client: new S3Client(s3ClientConfig()),
    }
  }
  const client = s3Client.client
  const objectKey = (key: string) => {
    assertSafeKey(key)
    return S3_PREFIX + key
  }
  return {
    async put(key, body, size, contentType) {
      const guarded = body.pipe(sizeGuard(size))
      body.on('error', (error) => guarded.destroy(error))
      // Multipart for large files, one PUT for small ones; streamed either way. No ACL header:
      // objects are private by default, and buckets with ACLs disabled (AWS's default since 2023)
      // refuse any canned ACL. The bucket must not be made public (the media are served by Payload).
      await new Upload({ client, params: { Bucket: bucket, Key: objectKey(key), Body: guarded, ContentType: contentType } }).done()
    },
    async open(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        return result.Body as Readable
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') throw new StoredFileMissingError(key)
        throw error
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: S3_PREFIX, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key.slice(S3_PREFIX.length), writtenAt: object.LastModified }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

export function privateFileStore(): PrivateFileStore {
  const bucket = env().S3_BUCKET
  return bucket ? s3Store(bucket) : diskStore(applicationFilesDir())
}
