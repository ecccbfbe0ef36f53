import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isCopyleft, licenceProblems } from '../../scripts/licenses.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const lock = () => JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))

describe('the licence check of npm test (scripts/licenses.mjs)', () => {
  it('reads SPDX expressions: a copyleft licence only counts when no alternative is permissive', () => {
    expect(isCopyleft('(GPL-2.0 OR GPL-3.0)')).toBe(true)
    expect(isCopyleft('LGPL-3.0-or-later')).toBe(true)
    expect(isCopyleft('Apache-2.0 AND LGPL-3.0-or-later')).toBe(true)
    expect(isCopyleft('AGPL-3.0-only')).toBe(true)
    expect(isCopyleft('(MPL-2.0 OR Apache-2.0)')).toBe(false)
    expect(isCopyleft('MIT')).toBe(false)
    expect(isCopyleft('CC-BY-4.0')).toBe(false)
    expect(isCopyleft('CC-BY-SA-4.0')).toBe(true)
  })

  it('finds no copyleft run-time dependency in the lockfile beyond the allow-list', () => {
    expect(licenceProblems(lock())).toEqual([])
  })

  it('fails for a copyleft or unlicensed run-time package, not for a development tool', () => {
    const packages = {
      '': { name: 'site' },
      'node_modules/dictionary-de': { version: '3.0.0', license: '(GPL-2.0 OR GPL-3.0)' },
      'node_modules/gpl-tool': { version: '1.0.0', license: 'GPL-3.0', dev: true },
      'node_modules/no-licence': { version: '0.1.0' },
      'node_modules/@img/sharp-libvips-linux-x64': { version: '1.2.0', license: 'LGPL-3.0-or-later' },
    }
    expect(licenceProblems({ packages }, '/nonexistent')).toEqual([
      { name: 'dictionary-de', version: '3.0.0', licence: '(GPL-2.0 OR GPL-3.0)' },
      { name: 'no-licence', version: '0.1.0', licence: 'unknown' },
    ])
  })
})
