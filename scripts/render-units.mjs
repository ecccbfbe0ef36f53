#!/usr/bin/env node
// Renders the systemd units in deploy/systemd for one server: where the site is installed, the
// user it runs as, its environment file, the folder it writes to and the node binary.
//
//   node scripts/render-units.mjs --out /etc/systemd/system --app-dir /opt/site --user site \
//     --env-file /etc/site/site.env --state-dir /var/lib/site
//
// Without --out it prints them. tests/unit/deploy-units.test.ts renders them and checks each with
// `systemd-analyze verify`.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const UNITS_DIR = path.join(root, 'deploy/systemd')

/** A value systemd reads as one word of a path: absolute, nothing to quote or expand. */
const SAFE_PATH = /^\/[\w./@+-]*$/

/**
 * Every unit file's text with the values filled in.
 * @param {{ appDir: string, user: string, envFile: string, stateDir: string, node: string, backupDir?: string }} options
 * @returns {Record<string, string>} file name → text
 */
export function renderUnits({ appDir, user, envFile, stateDir, node, backupDir = path.posix.join(stateDir, 'backups') }) {
  for (const [name, value] of Object.entries({ appDir, envFile, stateDir, node, backupDir })) {
    if (!SAFE_PATH.test(value)) throw new Error(`render-units: ${name} must be an absolute path without spaces or quotes: "${value}"`)
  }
  if (!/^[a-z_][a-z0-9_-]{0,31}$/.test(user)) throw new Error(`render-units: invalid user name "${user}"`)
  const values = { APP_DIR: appDir, USER: user, ENV_FILE: envFile, STATE_DIR: stateDir, NODE: node, NODE_DIR: path.posix.dirname(node), BACKUP_DIR: backupDir }
  const out = {}
  for (const file of fs.readdirSync(UNITS_DIR).sort()) {
    out[file] = fs.readFileSync(path.join(UNITS_DIR, file), 'utf8').replace(/\{\{(\w+)\}\}/g, (_, name) => {
      if (!(name in values)) throw new Error(`render-units: ${file} names an unknown value {{${name}}}`)
      return values[name]
    })
  }
  return out
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = Object.fromEntries(
    process.argv
      .slice(2)
      .join(' ')
      .split(/\s*--/)
      .filter(Boolean)
      .map((pair) => pair.split(/\s+/)),
  )
  const units = renderUnits({
    appDir: path.resolve(args['app-dir'] ?? root),
    user: args.user ?? 'site',
    envFile: args['env-file'] ?? '/etc/site/site.env',
    stateDir: args['state-dir'] ?? '/var/lib/site',
    node: args.node ?? process.execPath,
    backupDir: args['backup-dir'],
  })
  for (const [file, text] of Object.entries(units)) {
    if (args.out) {
      fs.writeFileSync(path.join(args.out, file), text)
      console.log(`wrote ${path.join(args.out, file)}`)
    } else console.log(`# ---- ${file}\n${text}`)
  }
}
