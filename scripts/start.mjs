#!/usr/bin/env node
// Production start (through with-db.mjs): migrations run on boot via prodMigrations; then the
// production server (scripts/server.mjs: `next start` plus the socket address, see there).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverArgs, withMallocDefaults } from './server-process.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const next = spawn(process.execPath, serverArgs(process.env), {
  stdio: 'inherit',
  cwd: root,
  // Next's usage reports stay off unless the operator turns them on explicitly.
  env: withMallocDefaults({
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.PORT || '3000',
    NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
  }),
})
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => next.kill(signal))
next.on('exit', (code) => process.exit(code ?? 0))
