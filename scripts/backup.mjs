#!/usr/bin/env node
// `npm run backup`: one archive (tar.gz) in BACKUP_DIR with everything that cannot be rebuilt:
// the database (pg_dump's custom format, by the client tools of the server's major version) and
// the uploads (MEDIA_DIR and APPLICATION_FILES_DIR, or every object of the S3 bucket when S3_BUCKET
// is set), with a manifest. `npm run restore <archive>` brings a site back from it (scripts/restore.mjs).
// Written as `<name>.partial` and renamed when complete, mode 600 (it holds personal data).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { applicationFilesDir, databaseUrl, fail, filesBelow, findTool, logFinished, mediaDir, root, run, s3, serverMajor } from './backup-tools.mjs'

const started = Date.now()
const url = databaseUrl()
const backupDir = path.resolve(root, process.env.BACKUP_DIR || 'backups')
const major = await serverMajor(url).catch((error) => fail('backup-database', `cannot reach the database: ${error.message}`))
const pgDump = findTool('pg_dump', major)

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'site-backup-'))
try {
  run(pgDump.file, ['--format=custom', '--no-owner', '--no-privileges', `--dbname=${url}`, `--file=${path.join(stage, 'database.dump')}`], 'backup-database')

  const media = path.join(stage, 'media')
  fs.mkdirSync(media)
  const bucket = await s3()
  let source
  if (bucket) {
    source = `s3://${bucket.bucket}`
    const { GetObjectCommand, ListObjectsV2Command } = await import('@aws-sdk/client-s3')
    let token
    do {
      const page = await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket, ContinuationToken: token }))
      for (const { Key } of page.Contents ?? []) {
        if (!Key || Key.endsWith('/') || Key.split('/').includes('..')) continue
        const target = path.join(media, Key)
        fs.mkdirSync(path.dirname(target), { recursive: true })
        const object = await bucket.client.send(new GetObjectCommand({ Bucket: bucket.bucket, Key }))
        await pipeline(object.Body, fs.createWriteStream(target))
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
  } else {
    source = mediaDir()
    if (fs.existsSync(source)) fs.cpSync(source, media, { recursive: true })
  }
  const files = filesBelow(media)
  const privateFiles = path.join(stage, 'application-files')
  fs.mkdirSync(privateFiles)
  if (!bucket && fs.existsSync(applicationFilesDir())) fs.cpSync(applicationFilesDir(), privateFiles, { recursive: true })
  const applicationFiles = filesBelow(privateFiles)

  fs.writeFileSync(
    path.join(stage, 'manifest.json'),
    `${JSON.stringify({ format: 1, createdAt: new Date().toISOString(), postgres: { server: major, pgDump: pgDump.major }, media: { source: bucket ? 's3' : 'folder', files: files.length }, applicationFiles: applicationFiles.length }, null, 2)}\n`,
  )

  fs.mkdirSync(backupDir, { recursive: true })
  const name = `site-backup-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
    .replace('T', '-')}.tar.gz`
  const archive = path.join(backupDir, name)
  run('tar', ['-czf', `${archive}.partial`, '-C', stage, 'manifest.json', 'database.dump', 'media', 'application-files'], 'backup-archive')
  fs.chmodSync(`${archive}.partial`, 0o600)
  fs.renameSync(`${archive}.partial`, archive)
  logFinished('backup', `backup written to ${archive}`, {
    archive,
    bytes: fs.statSync(archive).size,
    applicationFiles: applicationFiles.length,
    mediaFiles: files.length,
    bucket,
    postgres: major,
    pgDump: pgDump.major,
    started,
  })
} finally {
  fs.rmSync(stage, { recursive: true, force: true })
}
