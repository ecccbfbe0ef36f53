import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One log format: what the server, the worker and the services print goes through the shared pino
 * logger (src/lib/log), one JSON object per line, never `console.*` beside it. Browser code
 * ('use client' files) and the operator's command-line tools are not server logs.
 */
const root = path.resolve(import.meta.dirname, '../..')

/** The scripts the deploy units and `npm start` / `npm run worker` run, and what they import. */
const SERVER_SCRIPTS = [
  'scripts/server.mjs',
  'scripts/start.mjs',
  'scripts/with-db.mjs',
  'scripts/front.mjs',
  'scripts/backup.mjs',
  'scripts/restore.mjs',
  'scripts/backup-tools.mjs',
  'scripts/embedded-pg.mjs',
  'scripts/payload.mjs',
  'scripts/csp-response.mjs',
]

/** Lines that may use the console, each with its reason: [file, text on the line]. */
const ALLOWED: [string, string][] = [
  // wrong arguments on the command line: a usage hint for the person typing, before anything runs
  ['scripts/with-db.mjs', "console.error('usage: node scripts/with-db.mjs"],
  // build output beside Next's own, printed by `next build`, not by a running server
  ['next.config.ts', 'console.log(`compile hints added to'],
]

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.(ts|tsx|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
  })
}

const isClientCode = (text: string) => /^\s*['"]use client['"]/.test(text)

function consoleCalls(files: string[]): string[] {
  const found: string[] = []
  for (const file of files) {
    const text = fs.readFileSync(path.resolve(root, file), 'utf8')
    if (isClientCode(text)) continue
    text.split('\n').forEach((line, i) => {
      if (!/\bconsole\.\w+\s*\(/.test(line) || /^\s*(\/\/|\*)/.test(line)) return
      if (ALLOWED.some(([allowedFile, snippet]) => allowedFile === file && line.includes(snippet))) return
      found.push(`${file}:${i + 1}: ${line.trim()}`)
    })
  }
  return found
}

describe('one log format', () => {
  it('server code, the Payload and Next configuration and the scripts the services run never print with console.*', () => {
    const files = [...sourceFiles('src'), 'payload.config.ts', 'next.config.ts', ...SERVER_SCRIPTS]
    expect(files.length).toBeGreaterThan(100)
    expect(consoleCalls(files)).toEqual([])
  })

  it('every allowed line still exists (a stale entry would hide nothing but invites new ones)', () => {
    for (const [file, snippet] of ALLOWED) expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toContain(snippet)
  })

  it('finds a console call in server code, and none in browser code (the check itself works)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-probe-'))
    const [server, browser] = [path.join(dir, 'server.ts'), path.join(dir, 'browser.tsx')]
    fs.writeFileSync(server, "export const probe = () => console.warn('[probe] plain text')\n")
    fs.writeFileSync(browser, "'use client'\nexport const probe = () => console.warn('[probe] plain text')\n")
    try {
      expect(consoleCalls([server, browser])).toEqual([`${server}:1: export const probe = () => console.warn('[probe] plain text')`])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
