#!/usr/bin/env node
// Runs a one-shot Payload CLI command (`node scripts/payload.mjs migrate`), retrying a run that
// exited 0 without printing anything: on Node 20 the CLI imports the TypeScript config through
// off-thread loader hooks (tsx), and now and then that import never settles, so the process
// ends having done nothing (measured here: 1 to 5 runs in 24 on a busy machine).
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logger } from '../src/lib/log/index.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const cli = path.join(root, 'node_modules/.bin/payload')
const spawnOptions = (env) => ({ cwd: root, env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ') } })

/** One run's answer, or undefined when it exited silently and is to be run again. */
function settle(args, { status, stdout, stderr }, attempt, { attempts, quiet }) {
  const output = `${stdout ?? ''}${stderr ?? ''}`
  const silent = status === 0 && !output.trim()
  if (!quiet || (status !== 0 && !silent)) process.stdout.write(output)
  if (!silent) return { status: status ?? 1, output }
  if (attempt >= attempts) {
    logger.error({ event: 'payload-cli-silent', command: args[0], attempts }, `\`payload ${args.join(' ')}\` exited ${attempts} times without doing anything`)
    return { status: 1, output }
  }
  logger.warn({ event: 'payload-cli-retry', command: args[0] }, `\`payload ${args.join(' ')}\` exited without output (Node loader race); retrying`)
}

/** @returns {{ status: number, output: string }} */
export function runPayload(args, { env = process.env, attempts = 4, quiet = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(cli, args, { ...spawnOptions(env), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 10 * 60 * 1000 })
    const answer = settle(args, result, attempt, { attempts, quiet })
    if (answer) return answer
  }
}

/**
 * The same without blocking this process, for callers that serve what the command fetches
 * (a feed, an S3 stub) from this very process.
 * @returns {Promise<{ status: number, output: string }>}
 */
export async function runPayloadAsync(args, { env = process.env, attempts = 4, quiet = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = await new Promise((resolve, reject) => {
      const child = spawn(cli, args, { ...spawnOptions(env), stdio: ['ignore', 'pipe', 'pipe'] })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d) => (stdout += d))
      child.stderr.on('data', (d) => (stderr += d))
      child.on('error', reject)
      child.on('close', (status) => resolve({ status, stdout, stderr })) // after the output's last bytes
    })
    const answer = settle(args, result, attempt, { attempts, quiet })
    if (answer) return answer
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runPayload(process.argv.slice(2)).status)
}
