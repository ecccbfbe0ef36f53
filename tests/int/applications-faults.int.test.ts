import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseHealthy } from '@/features/ops/health'
import { handleApplicationSubmission } from '@/features/applications/submission'
import { getTestPayload } from '../support/payload'
import { multipartBody, pdfBytes } from '../support/applicationFiles'

/**
 * PostgreSQL cut while candidates upload (every connection terminated, new ones refused for a few
 * seconds, as a restart looks to the app): every application a candidate saw confirmed is stored
 * with its CV, and the site takes applications again without a restart.
 */
let payload: Payload
let admin: pg.Client
let jobId: number
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'application-fault-files-'))
// This file's own database (tests/support/fileDatabase.ts): the outage touches no other file's.
const database = new URL(process.env.DATABASE_URL!).pathname.slice(1)

async function outage(ms: number) {
  await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`)
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database])
  await new Promise((resolve) => setTimeout(resolve, ms))
  await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`)
}

beforeAll(async () => {
  process.env.APPLICATION_FILES_DIR = filesDir
  payload = await getTestPayload()
  jobId = (
    await payload.create({
      collection: 'jobs',
      data: { title: 'Servicekraft (m/w/d)', source: 'manual' },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
  ).id
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = '/postgres'
  admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
})
afterAll(async () => {
  await admin?.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`).catch(() => {})
  await admin?.end()
  await payload?.destroy()
  delete process.env.APPLICATION_FILES_DIR
  fs.rmSync(filesDir, { recursive: true, force: true })
})

describe('applications: the database is cut during uploads', () => {
  it('loses no application a candidate saw confirmed, and takes applications again', async () => {
    const confirmed: string[] = []
    let refused = 0
    let running = true
    let n = 0
    const candidate = async () => {
      while (running) {
        const email = `ausfall${n}@example.org`
        const ip = `192.0.2.${n++ % 250}|${n}` // a limiter key per submission: this test is about the database, not the limit
        const { body, contentType } = multipartBody(
          { firstName: 'Olga', lastName: 'Ausfall', email, privacyAccepted: 'on', jobId: String(jobId), sourcePage: '/stellenangebote/servicekraft/bewerben' },
          [{ field: 'cv', name: 'Lebenslauf.pdf', data: pdfBytes(256 * 1024) }],
        )
        const request = new Request('http://localhost/api/bewerbung', { method: 'POST', headers: { 'content-type': contentType }, body })
        const result = await handleApplicationSubmission(payload, request, { ip, settings: {} })
          .then(({ result }) => result)
          .catch(() => ({ ok: false as const }))
        if (result.ok) confirmed.push(email)
        else refused++
        await new Promise((resolve) => setTimeout(resolve, 30))
      }
    }
    const load = [candidate(), candidate(), candidate()]
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const before = confirmed.length
    await outage(2500)
    const backAt = Date.now()
    while (!(await databaseHealthy(payload))) {
      expect(Date.now() - backAt).toBeLessThan(10_000)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const atRecovery = confirmed.length
    await new Promise((resolve) => setTimeout(resolve, 1500))
    running = false
    await Promise.all(load)

    console.log(`[applications faults] ${confirmed.length} confirmed (${before} before the cut), ${refused} refused`)
    expect(before).toBeGreaterThan(0)
    expect(refused).toBeGreaterThan(0) // the cut was felt
    expect(confirmed.length).toBeGreaterThan(atRecovery) // and applications are taken again afterwards
    const stored = await payload.find({ collection: 'applications', where: { email: { like: 'ausfall' } }, limit: 10_000, depth: 0, overrideAccess: true })
    const storedEmails = new Set(stored.docs.map((d) => d.email))
    expect(confirmed.filter((email) => !storedEmails.has(email))).toEqual([])
    // every stored application has its CV in the private store
    const files = await payload.find({
      collection: 'application-files',
      where: { application: { in: stored.docs.map((d) => d.id) } },
      limit: 10_000,
      depth: 0,
      overrideAccess: true,
    })
    expect(files.totalDocs).toBe(stored.totalDocs)
    for (const file of files.docs) expect(fs.existsSync(path.join(filesDir, file.storageKey!)), file.storageKey!).toBe(true)
  })
})
