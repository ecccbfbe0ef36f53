import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { startAppServer } from './appServer'
import { createFreshDatabase, dropDatabases, startEmbeddedPostgres } from '../../scripts/embedded-pg.mjs'
import { runPayload } from '../../scripts/payload.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    intDatabaseUrl: string
    e2eDatabaseUrl: string
    mediaDir: string
    baseUrl: string
  }
}

/** Applies the committed migrations through the real CLI, as production does. */
export function migrate(databaseUrl: string) {
  const result = runPayload(['migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl }, quiet: !process.env.DEBUG_MIGRATE })
  if (result.status !== 0)
    throw new Error(`payload migrate failed:
${result.output}`)
}

/**
 * One PostgreSQL server per test run: DATABASE_URL's server when set (the role must be allowed
 * to create databases), otherwise a throwaway embedded cluster in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const names = new Set(project.vitest.projects.map((p) => p.name))
  const needsDatabase = names.has('int') || names.has('e2e')
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'))
  fs.chmodSync(tmp, 0o755) // the postgres OS user must enter it when we run as root
  const mediaDir = path.join(tmp, 'media')
  fs.mkdirSync(mediaDir)
  project.provide('mediaDir', mediaDir)
  if (!needsDatabase) return () => fs.rmSync(tmp, { recursive: true, force: true })

  let server: { url: string; stop: () => Promise<void> } | undefined
  let baseUrl = process.env.DATABASE_URL
  if (!baseUrl) {
    const started = Date.now()
    server = await startEmbeddedPostgres({
      dir: path.join(tmp, 'pg'),
      port: Number(process.env.TEST_PG_PORT || 54330),
      database: 'postgres',
      persistent: false,
    })
    baseUrl = server!.url
    console.log(`[test] embedded PostgreSQL ready in ${Date.now() - started} ms`)
  }

  const started = Date.now()
  // The int database is the template each int file copies (tests/support/fileDatabase.ts).
  const intDatabaseUrl = await createFreshDatabase(baseUrl, 'site_test_int')
  const e2eDatabaseUrl = await createFreshDatabase(baseUrl, 'site_test_e2e')
  if (names.has('int')) migrate(intDatabaseUrl)
  if (names.has('e2e')) migrate(e2eDatabaseUrl)
  console.log(`[test] fresh migrated databases in ${Date.now() - started} ms`)
  project.provide('intDatabaseUrl', intDatabaseUrl)
  project.provide('e2eDatabaseUrl', e2eDatabaseUrl)

  const app = names.has('e2e') ? await startAppServer(e2eDatabaseUrl, mediaDir) : undefined
  if (app) project.provide('baseUrl', app.baseUrl)

  return async () => {
    await app?.stop()
    // The int files' own copies (tests/support/fileDatabase.ts); an embedded server goes as a whole.
    if (!server) await dropDatabases(baseUrl, 'site_test_int_')
    await server?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  }
}
