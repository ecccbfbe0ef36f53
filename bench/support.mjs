// Shared by the benchmarks: cleanup on exit, running a CLI step, waiting for a server.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startEmbeddedPostgres } from '../scripts/embedded-pg.mjs'
import { runPayload } from '../scripts/payload.mjs'
import { serverArgs, withMallocDefaults } from '../scripts/server-process.mjs'

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => path.join(root, 'node_modules/.bin', name)

/**
 * Cleanup steps run last-in-first-out, also on Ctrl+C. A call while one runs waits for that one,
 * so the signal handler's exit never cuts short a step another call has started.
 */
export function createCleanups() {
  const cleanups = []
  let running = null
  const cleanup = () =>
    (running ??= (async () => {
      while (cleanups.length)
        await cleanups
          .pop()()
          .catch(() => {})
    })().finally(() => (running = null)))
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cleanup().then(() => process.exit(130)))
  return { cleanups, cleanup }
}

/** Runs a benchmark's main, then its cleanup; on an error, prints it, cleans up and exits with 1. */
export function runMain(main, cleanup) {
  main()
    .then(cleanup)
    .catch(async (error) => {
      console.error(error)
      await cleanup()
      process.exit(1)
    })
}

/** The production site's environment for a benchmark: its database, media folder and public address. */
export function benchSiteEnv({ databaseUrl, mediaDir, serverUrl }) {
  // the C heap's settings of `npm start` (scripts/start.mjs)
  return withMallocDefaults({
    ...process.env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    // an operator's options (e.g. a heap limit) reach the site as they would in production
    NODE_OPTIONS: [process.env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' '),
    NEXT_TELEMETRY_DISABLED: '1',
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret',
    NEXT_PUBLIC_SERVER_URL: serverUrl,
    MAIL_LOG_ONLY: 'true',
    JOBS_AUTORUN: 'false',
  })
}

/** Migrates the database of `env` and loads the seed, as `npm run seed` does (the CLI's silent exits retried). */
export function migrateAndSeed(env) {
  for (const args of [['migrate'], ['run', 'src/seed/run.ts']]) {
    if (runPayload(args, { env, quiet: true }).status !== 0) throw new Error(`payload ${args.join(' ')} failed`)
  }
}

export function run(command, args, env) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.status !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

/** Builds the site into `distDir` unless a build is there already (BENCH_REBUILD=1 builds anyway). */
export function buildUnlessBuilt(distDir, env) {
  if (!process.env.BENCH_REBUILD && fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) return
  const started = Date.now()
  run(bin('next'), ['build'], { ...env, NODE_ENV: 'production' })
  console.log(`[bench] next build in ${Date.now() - started} ms`)
}

/**
 * Starts the production server (`scripts/server.mjs`, or `command args`), stopped by the cleanups, and
 * waits until `readyUrl` answers; its output is kept (`log`) and shown when it does not.
 */
export async function startServer({ env, readyUrl, cleanups, command = process.execPath, args = serverArgs(env) }) {
  const server = spawn(command, args, { cwd: root, env: { ...env, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'pipe'] })
  const log = []
  server.stdout.on('data', (d) => log.push(String(d)))
  server.stderr.on('data', (d) => log.push(String(d)))
  cleanups.push(async () => {
    server.kill('SIGTERM')
    await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)))
  })
  try {
    await waitForHttp(readyUrl, 180_000, server)
  } catch (error) {
    throw new Error(`${error.message}\n${log.join('')}`)
  }
  return { server, log }
}

export async function waitForHttp(url, timeoutMs, server) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`)
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** A throwaway embedded PostgreSQL in a temporary folder, removed by the cleanups. */
export async function throwawayPostgres(prefix, port, cleanups) {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.chmodSync(tmp, 0o755)
  const server = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), port, database: 'postgres', persistent: false })
  cleanups.push(async () => {
    // stop() fails when Ctrl+C reached the server first (same process group): remove the folder anyway
    await server.stop().finally(() => fs.rmSync(tmp, { recursive: true, force: true }))
  })
  return { tmp, url: server.url }
}
