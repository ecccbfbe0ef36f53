import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { handleJobAlertSubscription, JOB_ALERT_CONFIRMATIONS_PER_HOUR } from '@/features/job-alerts/subscribe'
import { getTestPayload } from '../support/payload'

/**
 * The job-alert form under a flood: its global cap delays confirmation mails instead of refusing
 * sign-ups, and parallel sign-ups for one address make one entry and one mail.
 */
let payload: Payload
const stamp = Date.now()
const address = (name: string) => `${name}-${stamp}@example.org`
const queuedJobs: (number | string)[] = []

async function subscribe(email: string, ip: string) {
  const now = Date.now()
  const answer = await handleJobAlertSubscription(payload, { email, frequency: 'daily', consent: true, website: '', startedAt: now - 10_000 }, { ip, now })
  if (answer.jobId !== undefined) queuedJobs.push(answer.jobId)
  return answer
}
const waitUntil = async (id: number | string) => {
  const job = await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true })
  return job.waitUntil ? new Date(job.waitUntil).getTime() : 0
}

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  payload = await getTestPayload()
})
afterAll(async () => {
  // the waiting confirmations must not be sent by another file's queue run
  for (const id of queuedJobs) await payload.delete({ collection: 'payload-jobs', where: { id: { equals: id } }, overrideAccess: true })
  await payload.delete({ collection: 'job-alerts', where: { email: { like: `-${stamp}@example.org` } }, overrideAccess: true })
  await payload?.destroy()
  delete process.env.JOBS_AUTORUN
})

describe('job-alert sign-ups under a flood', () => {
  it('parallel sign-ups for one address: one entry, one confirmation mail, the same answer for all', async () => {
    const email = address('parallel')
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => subscribe(email, `203.0.113.${70 + i}`)))
    expect(answers.map((answer) => answer.result)).toEqual(Array(5).fill({ ok: true }))
    expect(answers.filter((answer) => answer.jobId !== undefined)).toHaveLength(1)
    expect((await payload.count({ collection: 'job-alerts', where: { email: { equals: email } }, overrideAccess: true })).totalDocs).toBe(1)
  })

  it('beyond the hourly cap of confirmation mails a sign-up is still accepted; its mail waits for a later hour', async () => {
    // many clients, each within its own limit, up to the cap; it counts the confirmations this
    // file's other tests queued too (whichever ran first)
    for (let i = 1; queuedJobs.length < JOB_ALERT_CONFIRMATIONS_PER_HOUR; i++) {
      const { result, jobId } = await subscribe(address(`flut${i}`), `198.18.${Math.floor(i / 200)}.${(i % 200) + 1}`)
      expect(result).toEqual({ ok: true })
      expect(await waitUntil(jobId!)).toBeLessThanOrEqual(Date.now())
    }
    const late = await subscribe(address('spaet'), '198.51.100.70')
    expect(late.result).toEqual({ ok: true })
    const due = await waitUntil(late.jobId!)
    expect(due).toBeGreaterThan(Date.now() + 50 * 60_000)
    expect(due).toBeLessThanOrEqual(Date.now() + 60 * 60_000)
    expect((await payload.find({ collection: 'job-alerts', where: { email: { equals: address('spaet') } }, overrideAccess: true })).docs[0]).toMatchObject({
      status: 'pending',
    })
  })
})
