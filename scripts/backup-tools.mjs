// Shared by scripts/backup.mjs and scripts/restore.mjs: the PostgreSQL client tools that match the
// server, the uploads' place (MEDIA_DIR or the S3 bucket), and one-line English logs. Plain Node
// (scripts read process.env themselves, see src/env.ts).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { logger } from '../src/lib/log/index.mjs'

export const root = path.resolve(import.meta.dirname, '..')

/** One JSON line per event through the app's pino logger (src/lib/log). */
export function log(level, event, fields = {}, msg = event) {
  logger[level]({ event, ...fields }, msg)
}

/** The closing line of a backup or a restore: its own fields, where the media live, and how long it took. */
export function logFinished(event, msg, { started, bucket, ...fields }) {
  log('info', event, { ...fields, media: bucket ? 's3' : 'folder', durationMs: Date.now() - started }, msg)
}

/** Stops with an English reason an operator can act on. */
export function fail(event, msg, fields = {}) {
  log('error', event, fields, msg)
  process.exit(1)
}

export function databaseUrl() {
  const url = process.env.DATABASE_URL
  if (!url)
    fail('backup-config', 'DATABASE_URL is not set: run through `npm run backup` / `npm run restore`, which start the embedded database when it is unset')
  return url
}

/** The server's major version (e.g. 15, 17). */
export async function serverMajor(url) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query('SHOW server_version_num')
    return Math.floor(Number(rows[0].server_version_num) / 10000)
  } finally {
    await client.end()
  }
}

/** Major version of a client tool, or null when it does not run. */
function toolMajor(file) {
  const result = spawnSync(file, ['--version'], { encoding: 'utf8' })
  const match = result.status === 0 && /(\d+)(?:\.\d+)?/.exec(result.stdout)
  return match ? Number(match[1]) : null
}

/**
 * Which of the installed client tools (`{ file, major }`) to use with a server of `major`: the
 * same major, else the newest newer one (PostgreSQL's tools read and write older servers, never
 * newer ones). None fits: `problem`, an English sentence naming the package to install.
 */
export function chooseTool(name, found, major) {
  const same = found.find((tool) => tool.major === major)
  if (same) return { tool: same }
  const newer = found.filter((tool) => tool.major > major).sort((a, b) => b.major - a.major)[0]
  if (newer) return { tool: newer }
  const newest = [...found].sort((a, b) => b.major - a.major)[0]
  const install = `install the server's client tools (Debian: apt-get install postgresql-client-${major}, from apt.postgresql.org when Debian has none) or set PG_BIN_DIR`
  return {
    problem: newest
      ? `${name} ${newest.major} (${newest.file}) is older than the PostgreSQL server (${major}) and cannot work with it; ${install}`
      : `no ${name} found (PG_BIN_DIR, /usr/lib/postgresql/<major>/bin, PATH); ${install}`,
  }
}

/** The pg_dump or pg_restore for a server of `major` (Debian keeps each in /usr/lib/postgresql/<major>/bin), or a clear refusal. */
export function findTool(name, major) {
  const candidates = new Set()
  if (process.env.PG_BIN_DIR) candidates.add(path.join(process.env.PG_BIN_DIR, name))
  for (const dir of ['/usr/lib/postgresql', '/usr/local/pgsql']) {
    if (!fs.existsSync(dir)) continue
    for (const version of fs.readdirSync(dir)) candidates.add(path.join(dir, version, 'bin', name))
  }
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) candidates.add(path.join(dir, name))
  const found = [...candidates]
    .filter((file) => fs.existsSync(file))
    .map((file) => ({ file, major: toolMajor(file) }))
    .filter((tool) => tool.major !== null)
  const { tool, problem } = chooseTool(name, found, major)
  if (problem) fail('backup-client-too-old', problem, { server: major, found: found.map((t) => t.major) })
  return tool
}

/** Runs a tool; stops with its error output when it fails. */
export function run(file, args, event) {
  const result = spawnSync(file, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) fail(event, `${path.basename(file)} failed: ${(result.stderr || result.error?.message || '').trim().slice(0, 2000)}`)
  return result
}

export const mediaDir = () => path.resolve(root, process.env.MEDIA_DIR || 'media')

/** Applicants' files on disk (with S3 they are objects of the same bucket, under their own prefix). */
export const applicationFilesDir = () => path.resolve(root, process.env.APPLICATION_FILES_DIR || path.join('.data', 'application-files'))

/** The bucket client when S3_BUCKET is set (the same settings as the app's storage adapter). */
export async function s3() {
  const bucket = process.env.S3_BUCKET
  if (!bucket) return null
  const { S3Client } = await import('@aws-sdk/client-s3')
  const client = new S3Client({
    region: process.env.S3_REGION || 'eu-central-1',
    endpoint: process.env.S3_ENDPOINT || undefined,
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    credentials: process.env.S3_ACCESS_KEY_ID
      ? { accessKeyId: process.env.S3_ACCESS_KEY_ID, secretAccessKey: process.env.S3_SECRET_ACCESS_KEY ?? '' }
      : undefined,
  })
  return { client, bucket }
}

/** Every file below `dir`, as paths relative to it. */
export function filesBelow(dir) {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
}
