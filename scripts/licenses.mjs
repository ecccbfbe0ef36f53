#!/usr/bin/env node
// `npm run licenses` (part of `npm test`): fails when a package the site needs at run time (the
// lockfile's non-dev tree, every platform's optional binaries included) is under a copyleft
// licence, or under none that can be read, unless the allow-list below says why it may be.
// Development tools (vitest, lighthouse, the GPL dictionary behind a generator script) are not
// shipped with the site and are not checked.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

// Strong and weak copyleft SPDX ids (prefix match covers -only/-or-later variants).
const COPYLEFT = /^(A?GPL|LGPL|MPL|EPL|EUPL|CDDL|CPL|OSL|SSPL|Sleepycat|RPL|CECILL(?!-B|-C)|CC-BY-SA|CC-BY-NC-SA|ODbL)/i

/**
 * Packages allowed despite a copyleft licence, each with the reason. A pattern ending in `*`
 * matches a name prefix.
 */
export const ALLOWED = {
  // sharp's prebuilt libvips (LGPL-3.0-or-later): an unmodified shared library that sharp loads
  // at run time; an operator can replace it with their own libvips build, as the LGPL requires.
  '@img/sharp-libvips-*': 'LGPL libvips shared library, loaded unmodified by sharp',
  '@img/sharp-win32-*': 'sharp for Windows bundles the same LGPL libvips library',
  '@img/sharp-wasm32': 'sharp for WebAssembly bundles the same LGPL libvips library',
}

/** True when an SPDX expression leaves no choice but a copyleft licence. */
export function isCopyleft(expression) {
  const alternatives = String(expression)
    .replace(/[()]/g, ' ')
    .split(/\s+OR\s+/i)
  return alternatives.every((alternative) => alternative.split(/\s+AND\s+/i).some((id) => COPYLEFT.test(id.trim().replace(/\s+WITH\s+.*$/i, ''))))
}

const allowedReason = (name) =>
  Object.entries(ALLOWED).find(([pattern]) => (pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern))?.[1]

/** A package's licence from its lockfile entry, else from its installed package.json (old `licenses` arrays). */
function licenceOf(key, entry, dir) {
  if (entry.license) return entry.license
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, key, 'package.json'), 'utf8'))
    if (typeof manifest.license === 'string') return manifest.license
    if (Array.isArray(manifest.licenses)) return manifest.licenses.map((l) => l.type ?? l).join(' OR ')
  } catch {
    // not installed here (another platform's binary): nothing more to read
  }
  return undefined
}

/**
 * The run-time packages whose licence is copyleft or unreadable and not allowed.
 * @param {{ packages: Record<string, { name?: string, license?: string, dev?: boolean, devOptional?: boolean }> }} lock
 */
export function licenceProblems(lock, dir = root) {
  const problems = []
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key || entry.dev || entry.devOptional || entry.link) continue
    const name = entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)
    const licence = licenceOf(key, entry, dir)
    if (licence && !isCopyleft(licence)) continue
    if (allowedReason(name)) continue
    problems.push({ name, version: entry.version, licence: licence ?? 'unknown' })
  }
  return problems
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))
  const problems = licenceProblems(lock)
  for (const p of problems) console.error(`licences: ${p.name}@${p.version} is ${p.licence} (a run-time dependency)`)
  if (problems.length) {
    console.error('licences: replace these, or add them with a reason to ALLOWED in scripts/licenses.mjs')
    process.exit(1)
  }
  console.log("licences: no copyleft licence among the run-time dependencies (allowed: sharp's LGPL libvips)")
}
