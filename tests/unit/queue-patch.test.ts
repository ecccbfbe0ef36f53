import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PATCHED_PAYLOAD_SOURCES } from '@/features/queue/singleRunner'

/**
 * The single-runner wrappers (src/features/queue/singleRunner.ts) rely on how Payload claims and
 * schedules jobs. An upgrade that changes any of that code must be looked at before it ships:
 * the wrappers may then claim twice, or be needless.
 */
const root = path.resolve(import.meta.dirname, '../..')
const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex')
const installed = (file: string) => path.join(root, 'node_modules', file)

describe('the patched Payload queue code', () => {
  it('is still the code the single-runner wrappers were written against', () => {
    const drifted = Object.entries(PATCHED_PAYLOAD_SOURCES).filter(([file, hash]) => sha256(installed(file)) !== hash)
    expect(
      drifted.map(([file]) => file),
      'Payload changed code the single-runner wrappers rely on: re-check singleRunner.ts',
    ).toEqual([])
  })

  it('would notice a change to a patched function', () => {
    const file = installed('@payloadcms/drizzle/dist/updateJobs.js')
    const changed = fs.readFileSync(file, 'utf8').replace('findMany({', 'findMany({ lock: true,')
    expect(crypto.createHash('sha256').update(changed).digest('hex')).not.toBe(PATCHED_PAYLOAD_SOURCES['@payloadcms/drizzle/dist/updateJobs.js'])
  })
})
