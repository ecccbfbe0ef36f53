import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { ENV_VARS, readEnv } from '@/env'
import { logger } from '@/lib/log/index.mjs'

/** The variable names in the first column of the README's „Environment variables“ table. */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../../README.md'), 'utf8')
  const section = readme.split(/^## Environment variables$/m)[1]?.split(/^## /m)[0] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]))
}

describe('src/env.ts', () => {
  it('documents exactly the variables of the README table', () => {
    expect(readmeVariables().sort()).toEqual(Object.keys(ENV_VARS).sort())
  })

  it('gives each variable a description and a default text', () => {
    for (const [name, { doc, default: fallback }] of Object.entries(ENV_VARS)) {
      expect(doc.length, name).toBeGreaterThan(5)
      expect(fallback.length, name).toBeGreaterThan(2)
    }
  })

  it('types the values and fills in defaults', () => {
    const env = readEnv({ FEED_FETCH_TIMEOUT_MS: '400', TRUSTED_PROXY_HOPS: '1', SMTP_HOST: '  ', GEMINI_API_KEY: 'key' })
    expect(env.FEED_FETCH_TIMEOUT_MS).toBe(400)
    expect(env.TRUSTED_PROXY_HOPS).toBe(1)
    expect(env.CONTACT_MAILS_PER_HOUR).toBe(100)
    expect(env.MAIL_LOG_ONLY).toBe(false)
    expect(env.SMTP_HOST).toBeUndefined() // blank counts as unset
    expect(env.SMTP_PORT).toBe(587)
    expect(env.GEMINI_MODEL).toBe('gemini-2.5-flash')
    expect(env.JOBS_AUTORUN).toBe(true)
    expect(env.CONTACT_RETENTION_DAYS).toBe(183)
  })

  it('reports an invalid value once in English and uses the default', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    try {
      expect(readEnv({ CONTACT_RETENTION_DAYS: '-5' }).CONTACT_RETENTION_DAYS).toBe(183)
      expect(readEnv({ CONTACT_RETENTION_DAYS: '-5' }).CONTACT_RETENTION_DAYS).toBe(183)
      expect(readEnv({ NEXT_PUBLIC_SERVER_URL: 'not a url' }).NEXT_PUBLIC_SERVER_URL).toBeUndefined()
      expect(warn).toHaveBeenCalledTimes(2)
      expect(warn.mock.calls[0][0]).toMatchObject({ event: 'env-invalid', variable: 'CONTACT_RETENTION_DAYS' })
      expect(warn.mock.calls[0][1]).toMatch(/^CONTACT_RETENTION_DAYS is invalid .*using the default$/)
      expect(JSON.stringify(warn.mock.calls)).not.toContain('not a url') // the value stays out of the log
    } finally {
      warn.mockRestore()
    }
  })

  it('imports nothing through the @/ alias: next.config.ts loads it, where the alias does not resolve', () => {
    const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../src/env.ts'), 'utf8')
    expect(source).not.toMatch(/from '@\//)
  })
})
