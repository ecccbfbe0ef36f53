import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUARD_MESSAGES } from '@/lib/contact/guards'
import { handleContactSubmission } from '@/features/contact/submission'
import { getTestPayload } from '../support/payload'

let payload: Payload
const visitor = (email: string) => ({
  firstName: 'Bea',
  lastName: 'Flut',
  email,
  message: 'Bitte um Rückruf zu einer Stelle.',
  privacyAccepted: true,
  website: '',
  startedAt: Date.now() - 15_000,
})
const storedWith = async (email: string) =>
  (await payload.count({ collection: 'contact-requests', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
})
afterAll(async () => {
  delete process.env.CONTACT_MAILS_PER_HOUR
  await payload?.destroy()
})

describe('a global cap on contact requests per hour (a botnet cannot flood staff)', () => {
  it('refuses, before storing and with a German message, once the hour’s cap is reached by many addresses', async () => {
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000).toISOString()
    const already = (await payload.count({ collection: 'contact-requests', where: { createdAt: { greater_than: hourAgo } }, overrideAccess: true })).totalDocs
    process.env.CONTACT_MAILS_PER_HOUR = String(already + 3)
    // Every request from its own address: the per-visitor limit never applies.
    for (let i = 0; i < 3; i++) {
      expect((await handleContactSubmission(payload, visitor(`flut${i}@example.org`), { ip: `198.51.100.${i + 1}` })).result).toEqual({ ok: true })
    }
    const refused = await handleContactSubmission(payload, visitor('flut3@example.org'), { ip: '198.51.100.99' })
    expect(refused.result).toEqual({ ok: false, error: 'refused', message: GUARD_MESSAGES.busy })
    expect(refused.jobId).toBeUndefined()
    expect(GUARD_MESSAGES.busy).toMatch(/außergewöhnlich viele Anfragen/)
    expect(await storedWith('flut3@example.org')).toBe(0)
    for (let i = 0; i < 3; i++) expect(await storedWith(`flut${i}@example.org`)).toBe(1)
  })
})
