// Load with Debian's wrk (`apt-get install wrk`), preferred by bench/index.mjs: a C client that
// sends tens of thousands of requests per second on 2 cores, where autocannon (JavaScript) caps
// the static floors at a few hundred on a busy machine and so flatters every ratio.
import { spawn, spawnSync } from 'node:child_process'

/** The wrk binary, or null when it is not installed. */
export function findWrk() {
  for (const candidate of ['wrk', '/usr/bin/wrk']) if (!spawnSync(candidate, ['-v']).error) return candidate
  return null
}

const UNIT_MS = { us: 0.001, ms: 1, s: 1000, m: 60_000 }
const ms = (value, unit) => Number(value) * UNIT_MS[unit]

/** Figures of `wrk --latency` output: req/s, p50 and p99 in ms, requests, non-2xx/3xx, socket errors. */
export function parseWrk(text) {
  const percentile = (p) => {
    const match = text.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'))
    return match ? ms(match[1], match[2]) : NaN
  }
  const rps = Number(text.match(/^Requests\/sec:\s+([\d.]+)/m)?.[1] ?? NaN)
  const requests = Number(text.match(/^\s*(\d+) requests in /m)?.[1] ?? NaN)
  const socket = text.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const non2xx = Number(text.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0)
  if ([rps, requests, percentile(50), percentile(99)].some(Number.isNaN)) throw new Error(`wrk printed no figures:\n${text}`)
  return { rps, p50: percentile(50), p99: percentile(99), requests, non2xx, errors }
}

/** Runs wrk (2 threads, `connections`, `seconds`) against `url` and returns its figures. */
export function runWrk(wrk, url, { connections, seconds }) {
  return new Promise((resolve, reject) => {
    const child = spawn(wrk, ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '30s', '--latency', url], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}:\n${out}`))
      try {
        resolve(parseWrk(out))
      } catch (error) {
        reject(error)
      }
    })
  })
}
