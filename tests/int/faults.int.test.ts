import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseHealthy } from '@/features/ops/health'
import { handleContactSubmission } from '@/features/contact/submission'
import { getTestPayload } from '../support/payload'

/**
 * PostgreSQL going away under load, as a restart looks to the app: every connection is cut
 * (pg_terminate_backend, what a restart does to clients) and new ones are refused for a few
 * seconds, then it is back. The same Payload instance (no app restart) must answer again within
 * seconds, and every contact request it confirmed must be stored: none lost.
 */
let payload: Payload
let admin: pg.Client
// This file's own database (tests/support/fileDatabase.ts): the outage touches no other file's.
const database = new URL(process.env.DATABASE_URL!).pathname.slice(1)

async function outage(ms: number, during: () => Promise<void>) {
  await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS false`)
  await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database])
  const until = Date.now() + ms
  await during()
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())))
  await admin.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`)
}

beforeAll(async () => {
  process.env.CONTACT_MAILS_PER_HOUR = '100000' // this test floods on purpose
  payload = await getTestPayload()
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = '/postgres'
  admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
})
afterAll(async () => {
  delete process.env.CONTACT_MAILS_PER_HOUR
  await admin?.query(`ALTER DATABASE "${database}" WITH ALLOW_CONNECTIONS true`).catch(() => {})
  await admin?.end()
  await payload?.destroy()
})

describe('faults: the database goes away while the site is used', () => {
  it('answers again within seconds without a restart, and loses no confirmed contact request', async () => {
    const confirmed: string[] = []
    const refused: string[] = []
    let reads = 0
    let readErrors = 0
    let running = true
    let n = 0
    const visitor = async () => {
      while (running) {
        const email = `ausfall${n++}@example.org`
        const { result } = await handleContactSubmission(
          payload,
          {
            firstName: 'Olga',
            lastName: 'Ausfall',
            email,
            message: 'Bitte um Rückruf, danke.',
            privacyAccepted: true,
            website: '',
            startedAt: Date.now() - 10_000,
          },
          { ip: `192.0.2.${n}` },
        ).catch(() => ({ result: { ok: false as const, error: 'server' as const } }))
        ;(result.ok ? confirmed : refused).push(email)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
    const reader = async () => {
      while (running) {
        try {
          await payload.find({ collection: 'jobs', limit: 5, depth: 0 })
          reads++
        } catch {
          readErrors++
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
    }
    const load = [visitor(), visitor(), reader(), reader()]
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const before = confirmed.length
    let healthyDuringOutage: boolean | undefined
    await outage(3000, async () => {
      healthyDuringOutage = await databaseHealthy(payload) // what /api/health answers (503)
    })
    expect(healthyDuringOutage).toBe(false)
    const backAt = Date.now()
    // Healthy again within seconds: the pool replaces its dead connections by itself.
    while (!(await databaseHealthy(payload))) {
      expect(Date.now() - backAt).toBeLessThan(10_000)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    const recoveredMs = Date.now() - backAt
    const readsAtRecovery = reads
    await new Promise((resolve) => setTimeout(resolve, 1500))
    running = false
    await Promise.all(load)

    console.log(
      `[faults] recovered ${recoveredMs} ms after the database was back; ${confirmed.length} confirmed, ${refused.length} refused (told „server error“), ${readErrors} failed reads`,
    )
    expect(recoveredMs).toBeLessThan(10_000)
    expect(confirmed.length).toBeGreaterThan(before) // submissions succeed again after the outage
    expect(reads).toBeGreaterThan(readsAtRecovery)
    // No request lost: every one confirmed to a visitor is stored.
    const stored = await payload.find({ collection: 'contact-requests', where: { email: { like: 'ausfall' } }, limit: 10_000, depth: 0, overrideAccess: true })
    const storedEmails = new Set(stored.docs.map((d) => d.email))
    expect(confirmed.filter((email) => !storedEmails.has(email))).toEqual([])
  })
})
