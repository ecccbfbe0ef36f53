import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Hand-written SQL reaches PostgreSQL only through src/features/db (Payload's pool, the checked
 * table and column names). The single-runner wrappers of Payload's queue are the one exception:
 * they run inside Payload's own transactions (see that file).
 */
const root = path.resolve(import.meta.dirname, '../..')
const ALLOWED = new Set(['src/features/db/index.ts', 'src/features/queue/singleRunner.ts'])
/** Ways around the module: Payload's pool or drizzle, a pool or client of one's own, drizzle's sql tag. */
const BYPASS = [/\bdb\.pool\b/, /\bdb\.drizzle\b/, /\bdb\.execute\(/, /new\s+(pg\.)?(Pool|Client)\(/, /^import\s+(?!type\b)[^\n]*from\s+'pg'/m, /\bsql`/]

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [file] : []
  })
}

describe('raw SQL', () => {
  it('goes through src/features/db everywhere in the app', () => {
    const files = [...sources('src'), 'payload.config.ts'].filter((file) => !ALLOWED.has(file) && file !== 'src/payload-types.ts')
    const bypassing = files.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      return BYPASS.some((pattern) => pattern.test(text))
    })
    expect(bypassing).toEqual([])
  })
})
