import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import pg from 'pg'
import type { Payload } from 'payload'
import { privateFileStore } from '@/features/applications/fileStore'
import { createApplication } from '@/features/applications/service'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { debianPostgresBinDir, startDebianPostgres, type DebianPostgres } from '../support/debianPostgres'
import { startTestS3 } from '../support/s3'
import { migrate } from '../support/globalSetup'
import { solidPng } from '../support/images'

/**
 * The backup round trip an operator relies on: content of every kind in a database of Debian's
 * PostgreSQL (server and client tools of one major version), `npm run backup`, the database and
 * the uploads wiped, `npm run restore`, and everything is back, row for row and byte for byte.
 */
const root = path.resolve(import.meta.dirname, '../..')
let server: DebianPostgres
let payload: Payload
let dir: string
let mediaDir: string
let applicationFilesDir: string
let backupDir: string

/**
 * Runs one of the npm scripts' commands as the operator would, with the site's settings. Not
 * spawnSync: the S3 server of the second test answers from this process.
 */
async function script(name: 'backup' | 'restore', args: string[] = [], env: Record<string, string> = {}): Promise<string> {
  const child = spawn(process.execPath, [path.join(root, `scripts/${name}.mjs`), ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: server.url, MEDIA_DIR: mediaDir, APPLICATION_FILES_DIR: applicationFilesDir, BACKUP_DIR: backupDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => (stdout += chunk))
  child.stderr.on('data', (chunk) => (stderr += chunk))
  const status = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  if (status !== 0) throw new Error(`${name} failed (${status}):\n${stdout}\n${stderr}`)
  return stdout
}

/** Every table of the site: its row count and a hash of all its rows (any collection, present or future). */
async function tables(): Promise<Record<string, { rows: number; hash: string }>> {
  const client = new pg.Client({ connectionString: server.url })
  await client.connect()
  try {
    const { rows: names } = await client.query<{ name: string }>(
      "SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
    )
    const out: Record<string, { rows: number; hash: string }> = {}
    for (const { name } of names) {
      const { rows } = await client.query(`SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, '|' ORDER BY t::text)), '') AS hash FROM ${name} t`)
      out[name] = rows[0]
    }
    return out
  } finally {
    await client.end()
  }
}

/** Every file below a folder (MEDIA_DIR by default) with a hash of its bytes. */
const files = (folder = mediaDir) =>
  Object.fromEntries(
    (fs.readdirSync(folder, { recursive: true }) as string[])
      .filter((name) => fs.statSync(path.join(folder, name)).isFile())
      .sort()
      .map((name) => [
        name,
        createHash('sha256')
          .update(fs.readFileSync(path.join(folder, name)))
          .digest('hex'),
      ]),
  )

beforeAll(async () => {
  server = await startDebianPostgres()
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-test-'))
  mediaDir = path.join(dir, 'media')
  applicationFilesDir = path.join(dir, 'application-files')
  backupDir = path.join(dir, 'backups')
  fs.mkdirSync(mediaDir)
  migrate(server.url)
  // this file's own database and media folder, not the run's shared ones
  process.env.DATABASE_URL = server.url
  process.env.MEDIA_DIR = mediaDir
  process.env.APPLICATION_FILES_DIR = applicationFilesDir
  process.env.PAYLOAD_SECRET ||= 'test-secret'
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  payload = await getPayload({ config })
}, 180_000)

afterAll(async () => {
  await payload?.destroy()
  server?.stop()
  if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

describe('backup and restore (npm run backup / npm run restore)', () => {
  it('brings back every page, job, contact request, application, queued job and upload after the database and files are wiped', async () => {
    fs.rmSync(backupDir, { recursive: true, force: true }) // only this test's archive, whichever test ran first
    const context = { disableRevalidate: true }
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Sicherung', slug: 'sicherung', _status: 'published' },
      context,
      overrideAccess: true,
    })
    await payload.update({ collection: 'pages', id: page.id, data: { title: 'Sicherung (bearbeitet)' }, context, overrideAccess: true })
    const job = await payload.create({
      collection: 'jobs',
      data: { title: 'Küchenchef (m/w/d)', source: 'manual', location: 'Lüneburg' },
      context,
      overrideAccess: true,
    })
    const contact = await payload.create({
      collection: 'contact-requests',
      data: { firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com', message: 'Grüße aus der Heide', privacyAccepted: true },
      context,
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: 'purgeContactRequests', input: {} })
    const png = await solidPng(1200, 600, '#a63')
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Hotelansicht' },
      file: { data: png, mimetype: 'image/png', name: 'sicherung-bild.png', size: png.length },
      overrideAccess: true,
    })

    const cvBytes = Buffer.from('%PDF-1.4\n% Lebenslauf Erika Muster\n%%EOF\n')
    const cvKey = `backup-test/${randomUUID()}.pdf`
    await privateFileStore().put(cvKey, Readable.from([cvBytes]), cvBytes.length, 'application/pdf')
    const sha256 = createHash('sha256').update(cvBytes).digest('hex')
    const application = await createApplication(
      payload,
      { jobId: job.id, firstName: 'Erika', lastName: 'Muster', email: 'erika@example.com', talentPool: false, sourcePage: '/stellenangebote/kuechenchef' },
      [{ role: 'cv', key: cvKey, fileName: 'Lebenslauf.pdf', mimeType: 'application/pdf', size: cvBytes.length, sha256 }],
    )

    const before = await tables()
    const mediaBefore = files()
    const applicationFilesBefore = files(applicationFilesDir)
    expect(Object.keys(applicationFilesBefore)).toEqual([cvKey])
    expect(before.applications?.rows).toBe(1)
    expect(Object.keys(mediaBefore).length).toBeGreaterThanOrEqual(2) // the upload and its image sizes
    for (const table of ['pages', '_pages_v', 'jobs', 'contact_requests', 'media', 'payload_jobs']) expect(before[table]?.rows, table).toBeGreaterThan(0)

    const output = await script('backup')
    const archives = fs.readdirSync(backupDir)
    expect(archives).toHaveLength(1)
    expect(archives[0]).toMatch(/^site-backup-\d{8}-\d{6}Z\.tar\.gz$/)
    const archive = path.join(backupDir, archives[0])
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)
    expect(JSON.parse(output.trim().split('\n').pop()!)).toMatchObject({ level: 'info', event: 'backup', postgres: server.major, pgDump: server.major })

    // the disaster: database and uploads gone
    const client = new pg.Client({ connectionString: server.url })
    await client.connect()
    await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;')
    await client.end()
    fs.rmSync(mediaDir, { recursive: true })
    fs.rmSync(applicationFilesDir, { recursive: true })
    expect(Object.keys(await tables())).toEqual([])

    await script('restore', [archive])

    expect(await tables()).toEqual(before)
    expect(files()).toEqual(mediaBefore)
    expect(files(applicationFilesDir)).toEqual(applicationFilesBefore)
    expect((await payload.findByID({ collection: 'applications', id: application.id, overrideAccess: true })).lastName).toBe('Muster')
    // and the site reads them again
    expect((await payload.findByID({ collection: 'pages', id: page.id, overrideAccess: true })).title).toBe('Sicherung (bearbeitet)')
    expect((await payload.findByID({ collection: 'jobs', id: job.id, overrideAccess: true })).title).toBe('Küchenchef (m/w/d)')
    expect((await payload.findByID({ collection: 'contact-requests', id: contact.id, overrideAccess: true })).message).toBe('Grüße aus der Heide')
    const restored = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
    expect(fs.readFileSync(path.join(mediaDir, restored.filename!)).equals(png)).toBe(true)
  })

  it('takes the uploads from the S3 bucket when S3_BUCKET is set, and puts them back there', async () => {
    const s3 = await startTestS3()
    try {
      const { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } = await import('@aws-sdk/client-s3')
      const client = new S3Client({
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      })
      const objects = { 'bucket-bild.png': Buffer.from('png bytes ä'), 'bucket-bild-300x150.webp': Buffer.from('webp bytes') }
      for (const [Key, Body] of Object.entries(objects)) await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key, Body }))

      fs.rmSync(backupDir, { recursive: true, force: true })
      await script('backup', [], s3.env)
      const [archive] = fs.readdirSync(backupDir)
      const listing = spawnSync('tar', ['-tzf', path.join(backupDir, archive)], { encoding: 'utf8' }).stdout
      for (const key of Object.keys(objects)) expect(listing).toContain(`media/${key}`)

      for (const Key of Object.keys(objects)) await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }))
      expect(s3.objects()).toEqual([])
      await script('restore', [path.join(backupDir, archive)], s3.env)

      expect(s3.objects().sort()).toEqual(Object.keys(objects).sort())
      for (const [Key, Body] of Object.entries(objects)) {
        const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key }))
        expect(Buffer.from(await object.Body!.transformToByteArray()).equals(Body), Key).toBe(true)
      }
      client.destroy()
    } finally {
      await s3.stop()
    }
  })

  it('refuses with a clear reason, and writes nothing, when the client tools are older than the server', async (ctx) => {
    // the run's own database: embedded PostgreSQL 17, newer than Debian 12's client tools (15)
    const url = inject('intDatabaseUrl')
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    const major = Math.floor(Number((await client.query('SHOW server_version_num')).rows[0].server_version_num) / 10000)
    await client.end()
    const newest = debianPostgresBinDir()?.major ?? 0
    if (major <= newest) return ctx.skip(`the client tools (${newest}) are not older than the server (${major})`)
    fs.rmSync(backupDir, { recursive: true, force: true })
    await expect(script('backup', [], { DATABASE_URL: url })).rejects.toThrow(
      new RegExp(`"event":"backup-client-too-old".*pg_dump ${newest} \\(.*\\) is older than the PostgreSQL server \\(${major}\\).*postgresql-client-${major}`),
    )
    expect(fs.existsSync(backupDir) ? fs.readdirSync(backupDir) : []).toEqual([])
  })
})
