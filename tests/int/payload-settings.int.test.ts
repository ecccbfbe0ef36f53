import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getTestPayload } from '../support/payload'

let payload: Payload
const root = path.resolve(import.meta.dirname, '../..')

describe('what the running Payload sends and offers', () => {
  beforeAll(async () => {
    payload = await getTestPayload()
  })
  afterAll(async () => {
    await payload?.destroy()
  })

  it('sends no usage data: Payload telemetry off; the production scripts turn off Next’s', () => {
    expect(payload.config.telemetry).toBe(false)
    for (const script of ['scripts/start.mjs', 'scripts/server.mjs', 'scripts/build.mjs', 'scripts/with-db.mjs']) {
      expect(fs.readFileSync(path.join(root, script), 'utf8'), script).toMatch(/NEXT_TELEMETRY_DISABLED/)
    }
  })

  it('offers no GraphQL: switched off, and no route file serves it', () => {
    expect(payload.config.graphQL.disable).toBe(true)
    for (const route of ['graphql', 'graphql-playground']) expect(fs.existsSync(path.join(root, 'src/app/(payload)/api', route, 'route.ts')), route).toBe(false)
  })
})
