import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../support/appServer'
import { runToExit } from '../support/process'
import { passwordFileOf, startEmbeddedPostgres } from '../../scripts/embedded-pg.mjs'

const root = path.resolve(import.meta.dirname, '../..')
// a port free now: a fixed one in the ephemeral range can be taken by any connection of the parallel tests
const port = await freePort()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-db-'))
fs.chmodSync(tmp, 0o755) // the postgres OS user must enter it when we run as root

/** Whether PostgreSQL on `port` lets `password` in. */
async function accepts(password: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres` })
  try {
    await client.connect()
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => {})
  }
}

const passwordOf = (url: string) => decodeURIComponent(new URL(url).password)
const modeOf = (file: string) => fs.statSync(file).mode & 0o777

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true })
})

describe('the embedded database', () => {
  it('a production start without DATABASE_URL refuses to run on it, unless the operator allows it explicitly', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_PG_DIR: path.join(tmp, 'refused'), EMBEDDED_PG_PORT: String(port), PORT: '0' }
    for (const name of ['DATABASE_URL', 'NODE_ENV', 'ALLOW_EMBEDDED_DB_IN_PRODUCTION']) delete env[name]
    const start = [path.join(root, 'scripts/with-db.mjs'), 'node', 'scripts/start.mjs']
    const { code, output } = await runToExit(process.execPath, start, { cwd: root, env, timeoutMs: 30_000, signal: 'SIGINT' })
    expect(code).toBe(1)
    expect(output).toMatch(/DATABASE_URL is not set.*ALLOW_EMBEDDED_DB_IN_PRODUCTION=true/)
    expect(output).not.toMatch(/embedded PostgreSQL ready/)
    expect(fs.existsSync(path.join(tmp, 'refused'))).toBe(false)
  }, 60_000)

  it('gets a random password, kept beside its folder with mode 600; an old cluster with postgres/postgres is moved to one on its next start', async () => {
    const dir = path.join(tmp, 'pg')
    const first = await startEmbeddedPostgres({ dir, port, database: 'app' })
    let password: string
    try {
      password = passwordOf(first.url)
      expect(password).not.toBe('postgres')
      expect(password.length).toBeGreaterThanOrEqual(32)
      expect(fs.readFileSync(passwordFileOf(dir), 'utf8').trim()).toBe(password)
      expect(modeOf(passwordFileOf(dir))).toBe(0o600)
      expect(await accepts('postgres')).toBe(false)
      expect(await accepts(password)).toBe(true)
      // Turn it into a cluster as the old scripts left it: the well-known password, no file.
      const app = new pg.Client({ connectionString: first.url })
      await app.connect()
      await app.query('CREATE TABLE kept (note text)')
      await app.query("INSERT INTO kept VALUES ('noch da')")
      await app.end()
      const client = new pg.Client({ connectionString: first.adminUrl })
      await client.connect()
      await client.query("ALTER ROLE postgres WITH PASSWORD 'postgres'")
      await client.end()
    } finally {
      await first.stop()
    }
    fs.rmSync(passwordFileOf(dir))

    const second = await startEmbeddedPostgres({ dir, port, database: 'app' })
    try {
      const migrated = passwordOf(second.url)
      expect(migrated).not.toBe('postgres')
      expect(fs.readFileSync(passwordFileOf(dir), 'utf8').trim()).toBe(migrated)
      expect(modeOf(passwordFileOf(dir))).toBe(0o600)
      expect(await accepts('postgres')).toBe(false)
      const app = new pg.Client({ connectionString: second.url })
      await app.connect()
      expect((await app.query('SELECT note FROM kept')).rows).toEqual([{ note: 'noch da' }])
      await app.end()
    } finally {
      await second.stop()
    }

    // and the next start simply uses the kept password
    const third = await startEmbeddedPostgres({ dir, port, database: 'app' })
    try {
      expect(passwordOf(third.url)).toBe(fs.readFileSync(passwordFileOf(dir), 'utf8').trim())
    } finally {
      await third.stop()
    }
  }, 180_000)
})
