import { describe, expect, it } from 'vitest'
import { chooseTool } from '../../scripts/backup-tools.mjs'

describe('backup: which PostgreSQL client (scripts/backup-tools.mjs)', () => {
  const v15 = { file: '/usr/lib/postgresql/15/bin/pg_dump', major: 15 }
  const v17 = { file: '/usr/lib/postgresql/17/bin/pg_dump', major: 17 }
  const v16 = { file: '/usr/bin/pg_dump', major: 16 }

  it("takes the server's own major version first, else the newest newer one", () => {
    expect(chooseTool('pg_dump', [v17, v15, v16], 15).tool).toBe(v15)
    expect(chooseTool('pg_dump', [v15, v17, v16], 16).tool).toBe(v16)
    expect(chooseTool('pg_dump', [v15, v16, v17], 14).tool).toBe(v17)
  })

  it('refuses a client older than the server, naming the package to install', () => {
    const { tool, problem } = chooseTool('pg_dump', [v15, v16], 17)
    expect(tool).toBeUndefined()
    expect(problem).toMatch(/^pg_dump 16 \(\/usr\/bin\/pg_dump\) is older than the PostgreSQL server \(17\)/)
    expect(problem).toContain('apt-get install postgresql-client-17')
    expect(chooseTool('pg_restore', [], 15).problem).toMatch(/^no pg_restore found/)
  })
})
