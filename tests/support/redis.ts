import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { freePort } from './appServer'

export type TestRedis = { url: string; port: number; stop: () => Promise<void> }

/**
 * Debian's redis-server (`apt-get install redis-server`, .ci/run does it) on a free loopback
 * port, in memory only (no snapshot, no append-only file), its folder removed by stop().
 */
export async function startTestRedis(port?: number): Promise<TestRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-redis-'))
  port ??= await freePort()
  const server = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const log: string[] = []
  server.stdout?.on('data', (d) => log.push(String(d)))
  server.stderr?.on('data', (d) => log.push(String(d)))
  const deadline = Date.now() + 10_000
  while (!(await answers(port))) {
    if (server.exitCode !== null || Date.now() > deadline) {
      server.kill('SIGKILL')
      fs.rmSync(dir, { recursive: true, force: true })
      throw new Error(`redis-server did not start on ${port}:\n${log.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await new Promise((resolve) => server.once('exit', resolve))
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** True when something answers PING with +PONG on the port. */
function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('error', () => resolve(false))
    socket.once('connect', () => socket.write('PING\r\n'))
    socket.once('data', (data) => {
      socket.destroy()
      resolve(String(data).startsWith('+PONG'))
    })
  })
}
