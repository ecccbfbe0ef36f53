import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleApplicationSubmission } from '@/features/applications/submission'
import { getTestPayload } from '../support/payload'
import { fuzzCase } from '../../bench/multipart-fuzz.mjs'

let payload: Payload
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-fuzz-files-'))
const BODIES = 1000

describe('application intake under fuzzing', () => {
  beforeAll(async () => {
    process.env.APPLICATION_FILES_DIR = filesDir
    payload = await getTestPayload()
  })
  afterAll(async () => {
    delete process.env.APPLICATION_FILES_DIR
    await payload?.destroy()
    fs.rmSync(filesDir, { recursive: true, force: true })
  })

  it(`answers ${BODIES} broken or hostile multipart bodies without a 5xx and stores nothing`, { timeout: 300_000 }, async () => {
    const job = await payload.create({
      collection: 'jobs',
      data: { title: 'Fuzz-Stelle', source: 'manual' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const before = (await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs
    const tempBefore = fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('bewerbung-')).length
    const statuses = new Map<string, number>()
    const serverErrors: string[] = []
    for (let i = 0; i < BODIES; i++) {
      const { kind, contentType, body } = fuzzCase(i, { jobId: job.id }) as { kind: string; contentType: string; body: Buffer }
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {}
      const request = new Request('http://localhost/api/bewerbung', { method: 'POST', headers, body: new Uint8Array(body) })
      if (!contentType) request.headers.delete('content-type')
      const { result } = await handleApplicationSubmission(payload, request, { ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`, settings: {} })
      const status = result.ok ? 200 : result.status
      statuses.set(`${kind} ${status}`, (statuses.get(`${kind} ${status}`) ?? 0) + 1)
      if (status >= 500 || result.ok) serverErrors.push(`#${i} ${kind}: ${status}`)
    }
    expect(serverErrors).toEqual([])
    expect([...statuses.keys()].every((key) => /\s4\d\d$/.test(key))).toBe(true)
    expect((await payload.count({ collection: 'applications', overrideAccess: true })).totalDocs).toBe(before)
    expect(fs.readdirSync(filesDir, { recursive: true })).toEqual([])
    expect(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('bewerbung-')).length).toBe(tempBefore)
  })
})
