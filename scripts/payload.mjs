#!/usr/bin/env node
// Runs a one-shot Payload CLI command (`node scripts/payload.mjs migrate`), retrying a run that
// exited 0 without printing anything: on Node 20 the CLI imports the TypeScript config through
// off-thread loader hooks (tsx), and now and then that import never settles, so the process
// ends having done nothing (measured here: 1 to 5 runs in 24 on a busy machine).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { logger } from '../src/lib/log/index.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @returns {{ status: number, output: string }} */
export function runPayload(args, { env = process.env, attempts = 4, quiet = false } = {}) {
  for (let attempt = 1; ; attempt++) {
    const result = spawnSync(path.join(root, 'node_modules/.bin/payload'), args, {
      cwd: root,
      env: { ...env, NODE_OPTIONS: [env.NODE_OPTIONS, '--no-deprecation'].filter(Boolean).join(' ') },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      timeout: 10 * 60 * 1000,
    })
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    const silent = result.status === 0 && !output.trim()
    if (!quiet || (result.status !== 0 && !silent)) process.stdout.write(output)
    if (!silent) return { status: result.status ?? 1, output }
    if (attempt >= attempts) {
      logger.error({ event: 'payload-cli-silent', command: args[0], attempts }, `\`payload ${args.join(' ')}\` exited ${attempts} times without doing anything`)
      return { status: 1, output }
    }
    logger.warn({ event: 'payload-cli-retry', command: args[0] }, `\`payload ${args.join(' ')}\` exited without output (Node loader race); retrying`)
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(runPayload(process.argv.slice(2)).status)
}
