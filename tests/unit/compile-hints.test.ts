import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from '../../scripts/compile-hints.mjs'

// a build folder as `next build` (Turbopack) leaves it, reduced to what the hints read; one per
// test, so neither depends on what the other did to its files
const folders: string[] = []
afterAll(() => folders.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

function buildFolder() {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))
  folders.push(dist)
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
    fs.writeFileSync(path.join(dist, file), text)
  }
  write(
    'build-manifest.json',
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/runtime.js'],
    }),
  )
  write(
    'server/app/(frontend)/page_client-reference-manifest.js',
    manifest('/(frontend)/page', {
      '[project]/src/app/(frontend)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/(frontend)/page': ['static/chunks/layout.js', 'static/chunks/home.js'],
    }),
  )
  write(
    'server/app/(frontend)/stellenangebote/[jobId]/page_client-reference-manifest.js',
    manifest('/(frontend)/stellenangebote/[jobId]/page', {
      '[project]/src/app/(frontend)/stellenangebote/[jobId]/page': ['static/chunks/detail.js', 'static/chunks/detail.css'],
    }),
  )
  write(
    'server/app/(payload)/admin/[[...segments]]/page_client-reference-manifest.js',
    manifest('/(payload)/admin/[[...segments]]/page', {
      '[project]/src/app/(payload)/admin/[[...segments]]/page': ['static/chunks/admin.js'],
    }),
  )
  const chunks = ['polyfills', 'react-dom', 'runtime', 'layout', 'home', 'detail', 'admin', 'lazy-dialog']
  for (const name of chunks) write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"])`)
  write('static/chunks/detail.css', 'body{}')
  const read = (name: string) => fs.readFileSync(path.join(dist, `static/chunks/${name}`), 'utf8')
  return { dist, read }
}

const manifest = (route: string, entries: Record<string, string[]>) =>
  `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles: entries })};\n`

describe('compile hints on the public first-load chunks', () => {
  it('marks Next’s runtime and every public route’s entries, and nothing the admin, old browsers or a later import load', () => {
    const { dist, read } = buildFolder()
    expect(addCompileHints(dist)).toEqual([
      'static/chunks/detail.js',
      'static/chunks/home.js',
      'static/chunks/layout.js',
      'static/chunks/react-dom.js',
      'static/chunks/runtime.js',
    ])
    // V8 reads the comment on the file's first line
    for (const name of ['react-dom', 'runtime', 'layout', 'home', 'detail'])
      expect(read(`${name}.js`)).toBe(`//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push(["${name}"])`)
    for (const name of ['polyfills', 'admin', 'lazy-dialog']) expect(read(`${name}.js`)).toBe(`(globalThis.TURBOPACK||[]).push(["${name}"])`)
    expect(read('detail.css')).toBe('body{}')
  })

  it('changes nothing on a second run', () => {
    const { dist, read } = buildFolder()
    addCompileHints(dist)
    expect(addCompileHints(dist)).toEqual([])
    expect(read('home.js').split(COMPILE_HINT)).toHaveLength(2)
  })
})
