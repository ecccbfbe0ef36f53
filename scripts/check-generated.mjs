#!/usr/bin/env node
// Fails when committed generated files are stale: payload-types.ts, the admin importMap.js, the icon
// sprite (public/i.svg with its address in src/components/site/iconSprite.ts), or migrations (the config's schema differs from the newest
// migration snapshot). Regenerated
// types/import map stay in place so they can be committed; a drift migration is removed again.
import { staleSpriteFiles } from './build-icon-sprite.mjs'
import { runPayload } from './payload.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || 'postgres://unused' }
const run = (args) => {
  if (runPayload(args, { env, quiet: true }).status !== 0) process.exit(1)
}

const generated = ['src/payload-types.ts', 'src/app/(payload)/admin/importMap.js'].map((f) => path.join(root, f))
const before = generated.map((f) => (fs.existsSync(f) ? fs.readFileSync(f, 'utf8') : ''))
run(['generate:types'])
run(['generate:importmap'])
const stale = generated.filter((f, i) => fs.readFileSync(f, 'utf8') !== before[i]).map((f) => path.relative(root, f))

for (const file of await staleSpriteFiles()) stale.push(`${file} (run \`node scripts/build-icon-sprite.mjs\`)`)

const migrationsDir = path.join(root, 'migrations')
const indexFile = path.join(migrationsDir, 'index.ts')
const indexBefore = fs.readFileSync(indexFile, 'utf8')
const filesBefore = new Set(fs.readdirSync(migrationsDir))
const drift = runPayload(['migrate:create', 'schema_drift_check', '--skip-empty'], { env, quiet: true })
if (drift.status !== 0) process.exit(1)
const added = fs.readdirSync(migrationsDir).filter((f) => !filesBefore.has(f))
// drizzle asks "created or renamed?" when a column appears and another goes; without a terminal the
// question ends the command with no file, which is drift all the same (e.g. two branches' snapshots).
const asked = /created or renamed/.test(drift.output)
if (added.length || asked) {
  for (const f of added) fs.rmSync(path.join(migrationsDir, f))
  fs.writeFileSync(indexFile, indexBefore)
  stale.push('migrations (run `npm run migrate:create -- <name>`)')
}

if (stale.length) {
  console.error(`Generated files are stale: ${stale.join(', ')}. Regenerate and commit them.`)
  process.exit(1)
}
console.log('Generated files are up to date (types, import map, icon sprite, migrations).')
