#!/usr/bin/env node
// Production build (run through with-db.mjs, so DATABASE_URL is set): apply migrations, seed what
// is missing (never overwrites edits), then `next build`, which prerenders pages from the database.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Next's usage reports stay off unless the operator turns them on explicitly.
process.env.NEXT_TELEMETRY_DISABLED ??= '1'
const { runPayload } = await import('./payload.mjs')
for (const args of [['migrate'], ['run', 'src/seed/run.ts']]) {
  const { status } = runPayload(args)
  if (status !== 0) process.exit(status)
}

// The data cache of an earlier build holds that time's database content (or another database's):
// reusing it would prerender stale pages.
fs.rmSync(path.join(root, process.env.NEXT_DIST_DIR || '.next', 'cache/fetch-cache'), { recursive: true, force: true })

const built = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build'], { stdio: 'inherit', cwd: root, env: process.env })
process.exit(built.status ?? 1)
