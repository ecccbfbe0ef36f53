#!/usr/bin/env node
// The production front (`npm run front`): renders deploy/nginx/site.conf.template with the
// upstream list, listen address and a folder for nginx's own files, then runs Debian's nginx in the
// foreground. Every file nginx writes (pid, logs, temp files, cache) goes into that folder, so it
// runs as any user. The browser tests start it the same way (tests/e2e/front.e2e.test.ts).
//
//   FRONT_LISTEN=8080 FRONT_UPSTREAMS=127.0.0.1:3000,127.0.0.1:3001 FRONT_DIR=/var/cache/site-front npm run front
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { logger } from '../src/lib/log/index.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TEMPLATE = path.join(root, 'deploy/nginx/site.conf.template')

/** `host:port` or a unix socket; anything else could smuggle directives into the config. */
const UPSTREAM = /^(unix:\/[\w./-]+|\[[0-9a-f:]+\]:\d+|[\w.-]+:\d+)$/i
const LISTEN = /^(\d+|[\w.-]+:\d+|\[[0-9a-f:]+\]:\d+)$/i

/**
 * The nginx configuration for `upstreams` (app instances, `host:port`), listening on `listen`
 * (a port or `address:port`), with every file nginx writes under `prefix`.
 */
export function renderFrontConfig({ listen, upstreams, prefix }) {
  if (!LISTEN.test(String(listen))) throw new Error(`front: invalid listen address "${listen}"`)
  if (!upstreams.length) throw new Error('front: no upstream')
  for (const upstream of upstreams) if (!UPSTREAM.test(upstream)) throw new Error(`front: invalid upstream "${upstream}"`)
  if (!path.isAbsolute(prefix) || /[\s;{}'"]/.test(prefix)) throw new Error(`front: the folder must be an absolute path without spaces: "${prefix}"`)
  const values = {
    LISTEN: String(listen),
    UPSTREAM_SERVERS: upstreams.map((upstream) => `    server ${upstream};`).join('\n'),
    PREFIX: prefix,
    CACHE_DIR: path.join(prefix, 'cache'),
  }
  return fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`front: the template names an unknown value {{${name}}}`)
    return values[name]
  })
}

/** Debian installs nginx in /usr/sbin, which a non-root PATH often lacks. */
function findNginx() {
  for (const candidate of ['nginx', '/usr/sbin/nginx']) {
    if (!spawnSync(candidate, ['-v']).error) return candidate
  }
  throw new Error("front: nginx not found. Install Debian's package: apt-get install -y nginx")
}

const listenPort = (listen) => Number(String(listen).split(':').pop())
const listenHost = (listen) =>
  /^\d+$/.test(String(listen))
    ? '127.0.0.1'
    : String(listen)
        .replace(/:\d+$/, '')
        .replace(/^\[|\]$/g, '')

/**
 * Renders the configuration into `prefix` (created when missing), checks it with `nginx -t` and
 * starts nginx in the foreground. Resolves once it listens; `stop()` ends it.
 * `log` receives nginx's error log (stderr).
 */
export async function startFront({ listen, upstreams, prefix, log = (text) => process.stderr.write(text) }) {
  const nginx = findNginx()
  // nginx's workers run as `nobody` when started by root: they must be able to enter the folder.
  for (const dir of [prefix, path.join(prefix, 'logs'), path.join(prefix, 'temp')]) fs.mkdirSync(dir, { recursive: true, mode: 0o755 })
  fs.chmodSync(prefix, 0o755)
  const configPath = path.join(prefix, 'nginx.conf')
  fs.writeFileSync(configPath, renderFrontConfig({ listen, upstreams, prefix }))
  const args = ['-p', prefix, '-c', configPath, '-e', 'stderr']

  const checked = spawnSync(nginx, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (checked.status !== 0) throw new Error(`front: nginx refused ${configPath}:\n${checked.stderr}`)

  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'pipe'] })
  const errors = []
  child.stderr.on('data', (chunk) => {
    errors.push(String(chunk))
    log(String(chunk))
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  // nginx writes its pid file once its sockets listen (a connection test could reach another
  // program that holds the port while nginx fails to bind it).
  const pidFile = path.join(prefix, 'nginx.pid')
  const listening = () => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() === String(child.pid)
  const deadline = Date.now() + 10_000
  while (!listening()) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`front: nginx did not start:\n${errors.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `http://${listenHost(listen).includes(':') ? `[${listenHost(listen)}]` : listenHost(listen)}:${listenPort(listen)}`,
    configPath,
    cacheDir: path.join(prefix, 'cache'),
    /** Resolves with nginx's exit code when it ends. */
    exited,
    /** Fast shutdown (SIGTERM): open connections are closed. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const listen = process.env.FRONT_LISTEN || '8080'
  const upstreams = (process.env.FRONT_UPSTREAMS || `127.0.0.1:${process.env.PORT || 3000}`)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const prefix = path.resolve(process.env.FRONT_DIR || path.join(os.tmpdir(), 'site-front'))
  const front = await startFront({ listen, upstreams, prefix }).catch((error) => {
    logger.error({ event: 'front-failed', reason: error.message }, 'front-failed')
    process.exit(1)
  })
  logger.info(
    { event: 'front-started', url: front.url, upstreams, dir: prefix },
    `front on ${front.url} -> ${upstreams.join(', ')} (configuration, logs and cache in ${prefix})`,
  )
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => front.stop().then(() => process.exit(0)))
  front.exited.then((code) => process.exit(code ?? 1))
}
