#!/usr/bin/env node
// Production start (through with-db.mjs): migrations run on boot via prodMigrations; then next start.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const next = spawn(path.join(root, 'node_modules/.bin/next'), ['start', '--port', process.env.PORT || '3000'], {
  stdio: 'inherit',
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => next.kill(signal))
next.on('exit', (code) => process.exit(code ?? 0))
