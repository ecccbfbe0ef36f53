import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { productionConfigProblems, trustedOrigins } from '@/features/ops/lib/productionConfig'
import { serverArgs, serverNodeFlags, withMallocDefaults } from '../../scripts/server-process.mjs'

const complete = { PAYLOAD_SECRET: 's3cret-s3cret', NEXT_PUBLIC_SERVER_URL: 'https://www.example.com', SMTP_HOST: 'mail.example.com' }

describe('production start requirements', () => {
  it('accepts a complete configuration, or no SMTP when mail logging is chosen explicitly', () => {
    expect(productionConfigProblems(complete)).toEqual([])
    expect(productionConfigProblems({ ...complete, SMTP_HOST: undefined, MAIL_LOG_ONLY: 'true' })).toEqual([])
  })
  it('names each missing setting', () => {
    expect(productionConfigProblems({})).toEqual([
      expect.stringMatching(/^PAYLOAD_SECRET/),
      expect.stringMatching(/^NEXT_PUBLIC_SERVER_URL/),
      expect.stringMatching(/^SMTP_HOST.*MAIL_LOG_ONLY=true/),
    ])
    expect(productionConfigProblems({ ...complete, SMTP_HOST: ' ', MAIL_LOG_ONLY: '1' })).toHaveLength(1)
    expect(productionConfigProblems({ ...complete, NEXT_PUBLIC_SERVER_URL: 'www.example.com' })).toEqual([expect.stringMatching(/not an http/)])
  })
  it('never leaves the CSRF/CORS origin list empty', () => {
    expect(trustedOrigins('https://www.example.com/')).toEqual(['https://www.example.com'])
    expect(trustedOrigins(undefined)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000'])
    expect(trustedOrigins('', '3513')).toEqual(['http://localhost:3513', 'http://127.0.0.1:3513'])
  })
  it('runs the server with fixed malloc thresholds, unless the operator set their own', () => {
    expect(withMallocDefaults({ PORT: '3000' })).toEqual({ PORT: '3000', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' })
    expect(withMallocDefaults({ MALLOC_MMAP_THRESHOLD_: '65536', MALLOC_TRIM_THRESHOLD_: '0' })).toEqual({
      MALLOC_MMAP_THRESHOLD_: '65536',
      MALLOC_TRIM_THRESHOLD_: '0',
    })
  })
  it("starts the server with the default node flags, then the operator's (the last of a flag wins), then the script", () => {
    expect(serverArgs({})).toEqual(['--max-semi-space-size=16', expect.stringMatching(/scripts\/server\.mjs$/)])
    expect(serverArgs({ SERVER_NODE_FLAGS: ' --optimize-for-size  --max-semi-space-size=8 ' })).toEqual([
      '--max-semi-space-size=16',
      '--optimize-for-size',
      '--max-semi-space-size=8',
      expect.stringMatching(/scripts\/server\.mjs$/),
    ])
  })
  it('keeps V8’s young generation at 32 MB on this Node (Node 24 grows it to 128 MB by default)', () => {
    const youngGeneration = (flags: string[]) => {
      const script = `const a = []; for (let r = 0; r < 100; r++) { const b = []; for (let i = 0; i < 1e5; i++) b.push({ i }); a.push(b.length) }
        console.log(require('v8').getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size)`
      return Number(execFileSync(process.execPath, [...flags, '-e', script], { encoding: 'utf8' })) / 1024 / 1024
    }
    expect(youngGeneration(serverNodeFlags({}))).toBeLessThanOrEqual(32)
    expect(youngGeneration(serverNodeFlags({ SERVER_NODE_FLAGS: '--max-semi-space-size=8' }))).toBeLessThanOrEqual(16)
  })
})
