#!/usr/bin/env node
// `npm run restore <archive>`: brings a site back from an archive of scripts/backup.mjs. The
// database given by DATABASE_URL gets the dump (pg_restore --clean: every table of the dump is
// dropped and recreated), and the uploads go back to MEDIA_DIR and APPLICATION_FILES_DIR (their
// previous content is replaced) or into the S3 bucket when S3_BUCKET is set. Stop the site and the worker first.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { applicationFilesDir, databaseUrl, fail, filesBelow, findTool, logFinished, mediaDir, run, s3, serverMajor } from './backup-tools.mjs'

/** `target` ends with exactly the content of `source`. */
function replaceFolder(target, source) {
  fs.mkdirSync(target, { recursive: true })
  for (const entry of fs.readdirSync(target)) fs.rmSync(path.join(target, entry), { recursive: true, force: true })
  fs.cpSync(source, target, { recursive: true })
}

const started = Date.now()
const archive = process.argv[2]
if (!archive) fail('restore-usage', 'usage: npm run restore -- <archive.tar.gz>')
if (!fs.existsSync(archive)) fail('restore-usage', `no such archive: ${archive}`)
const url = databaseUrl()

const stage = fs.mkdtempSync(path.join(os.tmpdir(), 'site-restore-'))
try {
  run('tar', ['-xzf', path.resolve(archive), '-C', stage], 'restore-archive')
  const manifestFile = path.join(stage, 'manifest.json')
  if (!fs.existsSync(manifestFile) || !fs.existsSync(path.join(stage, 'database.dump')))
    fail('restore-archive', `${archive} is not a site backup (no manifest.json or database.dump)`)
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'))

  const major = await serverMajor(url).catch((error) => fail('restore-database', `cannot reach the database: ${error.message}`))
  // pg_restore reads dumps of its own and older versions only
  const pgRestore = findTool('pg_restore', Math.max(major, manifest.postgres?.pgDump ?? 0))
  run(
    pgRestore.file,
    [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      `--dbname=${url}`,
      path.join(stage, 'database.dump'),
    ],
    'restore-database',
  )

  const media = path.join(stage, 'media')
  const files = filesBelow(media)
  const bucket = await s3()
  if (bucket) {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3')
    for (const file of files) {
      const body = fs.readFileSync(path.join(media, file))
      await bucket.client.send(new PutObjectCommand({ Bucket: bucket.bucket, Key: file.split(path.sep).join('/'), Body: body }))
    }
  } else {
    replaceFolder(mediaDir(), media)
    // archives from before applications had no such folder
    const privateFiles = path.join(stage, 'application-files')
    if (fs.existsSync(privateFiles)) replaceFolder(applicationFilesDir(), privateFiles)
  }
  logFinished('restore', `restored ${archive}`, {
    archive: path.resolve(archive),
    createdAt: manifest.createdAt,
    mediaFiles: files.length,
    bucket,
    postgres: major,
    pgRestore: pgRestore.major,
    started,
  })
} finally {
  fs.rmSync(stage, { recursive: true, force: true })
}
