#!/usr/bin/env node
// The development command (run through with-db.mjs, so DATABASE_URL is set): apply migrations,
// seed an empty database, print the admin login, then start `next dev`.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules/.bin', name)
const { runPayload } = await import('./payload.mjs')
for (const args of [['migrate'], ['run', 'src/seed/run.ts']]) {
  const { status } = runPayload(args)
  if (status !== 0) process.exit(status)
}

// written by the seed for a generated admin password, deleted by it once that password was changed
const loginFile = path.join(root, '.data/admin-login.txt')
const port = process.env.PORT || '3000'
console.log(`\n  Website:  http://localhost:${port}\n  Admin:    http://localhost:${port}/admin`)
if (fs.existsSync(loginFile)) {
  const [email, password] = fs.readFileSync(loginFile, 'utf8').split('\n')
  console.log(`  Login:    ${email} / ${password}`)
}
console.log('')

const next = spawn(bin('next'), ['dev', '--port', port], { stdio: 'inherit', cwd: root, env: process.env })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => next.kill(signal))
next.on('exit', (code) => process.exit(code ?? 0))
