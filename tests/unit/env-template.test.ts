import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENV_VARS } from '@/env'
import { renderEnvTemplate } from '@/features/ops/lib/envTemplate'

const file = path.resolve(import.meta.dirname, '../../deploy/site.env.example')

describe('deploy/site.env.example', () => {
  it('is the template generated from src/env.ts (UPDATE_ENV_TEMPLATE=1 rewrites it)', () => {
    const expected = renderEnvTemplate(ENV_VARS)
    if (process.env.UPDATE_ENV_TEMPLATE) fs.writeFileSync(file, expected)
    expect(fs.readFileSync(file, 'utf8')).toBe(expected)
  })

  it('names every variable of src/env.ts, set or commented out', () => {
    const text = fs.readFileSync(file, 'utf8')
    const named = [...text.matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1])
    expect(named.sort()).toEqual(Object.keys(ENV_VARS).sort())
  })

  it('sets what a production start requires and leaves the CHANGE-ME markers for the operator', () => {
    const set = Object.fromEntries([...fs.readFileSync(file, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]))
    for (const name of ['DATABASE_URL', 'PAYLOAD_SECRET', 'NEXT_PUBLIC_SERVER_URL', 'SMTP_HOST', 'TRUSTED_PROXY_HOPS', 'FRONT_UPSTREAMS'])
      expect(set[name], name).toBeTruthy()
    expect(set.PAYLOAD_SECRET).toContain('CHANGE-ME')
    expect(set.PORT).toBeUndefined() // per instance, from the unit
  })

  it('keeps every folder the site writes to in the state folder, the only place the units let it write', () => {
    const set = Object.fromEntries([...fs.readFileSync(file, 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1], m[2]]))
    const units = fs.readFileSync(path.resolve(import.meta.dirname, '../../deploy/systemd/site@.service'), 'utf8')
    expect(units).toMatch(/^ProtectSystem=strict$/m)
    expect(units).toMatch(/^ReadWritePaths=.*\{\{STATE_DIR\}\}/m)
    // the recipe's state folder (README, "A Debian server": --state-dir /var/lib/site)
    for (const name of ['MEDIA_DIR', 'APPLICATION_FILES_DIR']) expect(set[name], name).toMatch(/^\/var\/lib\/site\//)
  })
})
