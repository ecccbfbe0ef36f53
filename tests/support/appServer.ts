import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { runPayload } from '../../scripts/payload.mjs'
import { serverArgs, withMallocDefaults } from '../../scripts/server-process.mjs'
import { E2E_ADMIN } from './credentials'

const root = path.resolve(import.meta.dirname, '../..')
const bin = (name: string) => path.join(root, 'node_modules/.bin', name)

async function waitForHttp(url: string, timeoutMs: number, server?: ChildProcess) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`app server exited with ${server.exitCode}`)
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

/** The private folder of application files beside the run's media folder (both in its temp folder). */
export const applicationFilesDir = (mediaDir: string) => path.join(path.dirname(mediaDir), 'application-files')

/** Environment of a production server on the e2e database. */
export function serverEnv(databaseUrl: string, mediaDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    MEDIA_DIR: mediaDir,
    APPLICATION_FILES_DIR: applicationFilesDir(mediaDir),
    PAYLOAD_SECRET: 'e2e-secret',
    NEXT_DIST_DIR: DIST_DIR,
    NEXT_TELEMETRY_DISABLED: '1',
    NODE_OPTIONS: '--no-deprecation',
    SEED_ADMIN_EMAIL: E2E_ADMIN.email,
    SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
    SEED_ADMIN_TOTP_SECRET: E2E_ADMIN.totpSecret,
    NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
    // The tests play the one trusted proxy: each may send its own X-Forwarded-For to get its own
    // rate-limit bucket. client-address.e2e.test.ts checks the default (0 hops) on its own server.
    TRUSTED_PROXY_HOPS: '1',
    // No SMTP server for the shared site; tests that check mails start their own (tests/support/smtp.ts).
    MAIL_LOG_ONLY: 'true',
    // The tests serve their feeds from loopback, which the feed fetch refuses for anyone else.
    FETCH_ALLOWED_HOSTS: '127.0.0.1',
    // metrics.e2e.test.ts reads /api/metrics from another address with it
    METRICS_TOKEN: 'e2e-metrics-token',
  }
}

export const DIST_DIR = '.next-e2e'

/** The production server on the e2e build, started as `npm start` starts it; resolves once it answers. */
export async function runNextStart(env: NodeJS.ProcessEnv, port: number): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = spawn(process.execPath, serverArgs(env), {
    cwd: root,
    env: withMallocDefaults({ ...env, NODE_ENV: 'production' as const, PORT: String(port) }),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  server.stdout?.on('data', (d) => log.push(String(d)))
  server.stderr?.on('data', (d) => log.push(String(d)))
  const baseUrl = `http://localhost:${port}`
  try {
    await waitForHttp(`${baseUrl}/admin/login`, 90_000, server)
  } catch (error) {
    server.kill('SIGKILL')
    throw new Error(`${(error as Error).message}\n${log.join('')}`)
  }
  return {
    baseUrl,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
      if (process.env.E2E_SERVER_LOG) console.log(log.join(''))
    },
  }
}

/**
 * Browser tests run against the production build (`next build` + `next start`) on the fresh e2e
 * database, seeded like a new install. E2E_BASE_URL skips all of that and uses a running site.
 */
export async function startAppServer(databaseUrl: string, mediaDir: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (process.env.E2E_BASE_URL) return { baseUrl: process.env.E2E_BASE_URL, stop: async () => {} }
  const port = Number(process.env.E2E_PORT || 3100)
  // A server left over from an earlier run would answer instead of ours, on another database.
  const stale = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  )
  if (stale) throw new Error(`port ${port} is already in use: stop that server or set E2E_PORT`)
  const env = serverEnv(databaseUrl, mediaDir, port)

  const seeded = runPayload(['run', 'src/seed/run.ts'], { env, quiet: true })
  if (seeded.status !== 0 || !seeded.output.includes('Seed:')) throw new Error(`seed failed:\n${seeded.output}`)

  if (!process.env.E2E_SKIP_BUILD || !fs.existsSync(path.join(root, DIST_DIR, 'BUILD_ID'))) {
    // A previous build's data cache would hand this build another database's content.
    fs.rmSync(path.join(root, DIST_DIR), { recursive: true, force: true })
    const started = Date.now()
    const built = spawnSync(bin('next'), ['build'], { cwd: root, env: { ...env, NODE_ENV: 'production' }, encoding: 'utf8' })
    if (built.status !== 0) throw new Error(`next build failed:\n${built.stdout}\n${built.stderr}`)
    console.log(`[e2e] next build in ${Date.now() - started} ms`)
  }

  return runNextStart(env, port)
}

/** A port nobody listens on right now (on any address, so also on loopback). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/**
 * A second `next start` of the same build and database on a free port, with extra environment
 * (e.g. a Gemini stub), for the few tests that need a differently configured server; the shared
 * server keeps its configuration. Its queue runner is off (the shared server runs the jobs).
 */
export async function startExtraAppServer(
  databaseUrl: string,
  mediaDir: string,
  extraEnv: Record<string, string>,
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort()
  return runNextStart({ ...serverEnv(databaseUrl, mediaDir, port), JOBS_AUTORUN: 'false', ...extraEnv }, port)
}
