import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { privateFileStore, StoredFileMissingError } from '@/features/applications/fileStore'
import { newFileKey } from '@/features/applications/service'
import { readAll } from '../support/applications'
import { startTestS3, type TestS3 } from '../support/s3'

/** The private store of application files, on disk and in an S3-compatible bucket (s3rver). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-files-'))
/** A stream of `size` bytes in 64 KB chunks, as the multipart intake hands them over. */
const chunked = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += 65536) yield bytes.subarray(i, i + 65536)
    })(),
  )

/** The keys the store lists (what the sweep of unreferenced bytes walks). */
async function listed(store: ReturnType<typeof privateFileStore>): Promise<string[]> {
  const keys: string[] = []
  for await (const { key, writtenAt } of store.list()) {
    expect(Date.now() - writtenAt.getTime()).toBeLessThan(60_000)
    keys.push(key)
  }
  return keys
}

beforeAll(() => {
  process.env.APPLICATION_FILES_DIR = dir
})
afterAll(() => {
  delete process.env.APPLICATION_FILES_DIR
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('on disk', () => {
  it('stores, reads and removes a file in the private folder; a short stream leaves nothing behind', async () => {
    const store = privateFileStore()
    const bytes = randomBytes(300_000)
    const key = newFileKey()
    await store.put(key, chunked(bytes), bytes.length, 'application/pdf')
    expect(fs.statSync(path.join(dir, key)).mode & 0o777).toBe(0o600)
    expect((await readAll(await store.open(key))).equals(bytes)).toBe(true)
    expect(await listed(store)).toContain(key)
    await store.remove(key)
    expect(await listed(store)).not.toContain(key)
    await expect(store.open(key)).rejects.toBeInstanceOf(StoredFileMissingError)

    const short = newFileKey()
    await expect(store.put(short, chunked(bytes), bytes.length + 1, 'application/pdf')).rejects.toThrow(/instead of the announced/)
    expect(fs.readdirSync(path.join(dir, short.split('/')[0]))).toEqual([])
    await expect(store.put('../ausbruch', chunked(bytes), bytes.length, 'application/pdf')).rejects.toThrow(/unsafe/)
  })
})

describe('in S3', () => {
  let s3: TestS3
  beforeAll(async () => {
    s3 = await startTestS3()
    Object.assign(process.env, s3.env)
  })
  afterAll(async () => {
    for (const name of Object.keys(s3?.env ?? {})) delete process.env[name]
    await s3?.stop()
  })

  it('streams a file into the bucket under its own prefix, never to the local folder', async () => {
    const store = privateFileStore()
    const bytes = randomBytes(5 * 1024 * 1024 + 123) // just over one 5 MB part: a multipart upload
    const key = newFileKey()
    await store.put(key, chunked(bytes), bytes.length, 'application/pdf')
    expect(s3.objects()).toContain(`application-files/${key}`)
    expect(fs.existsSync(path.join(dir, key))).toBe(false)
    // compared natively: toEqual walks 5 MB byte by byte, which took 60-160 s on a loaded machine
    const read = await readAll(await store.open(key))
    expect(read.length).toBe(bytes.length)
    expect(read.equals(bytes)).toBe(true)
    expect(await listed(store)).toContain(key)
    await store.remove(key)
    expect(await listed(store)).not.toContain(key)
    expect(s3.objects()).not.toContain(`application-files/${key}`)
    await expect(store.open(key)).rejects.toBeInstanceOf(StoredFileMissingError)
  }, 120_000)
})
