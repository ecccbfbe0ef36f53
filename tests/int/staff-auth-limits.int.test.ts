import { handleEndpoints, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RESET_MAILS_PER_HOUR } from '@/features/staff-auth/passwordReset'
import { createClient } from 'redis'
import { getTestPayload } from '../support/payload'
import { startTestRedis } from '../support/redis'
import { createSmtpSink } from '../support/smtp'

/**
 * The login, the second factor and the password reset through Payload's real REST handler (the one
 * Next's /api route calls) on the int database: parallel bursts, answer times that must not tell
 * whether an account exists, and reset limits a stranger cannot use against a staff member.
 */
const MAIL_SERVER_DELAY_MS = 1500 // a distant mail server: a reset that waits for it shows
const smtp = createSmtpSink({ replyDelayMs: MAIL_SERVER_DELAY_MS })
const PASSWORD = 'Sicheres-Passwort-2026'
const stamp = Date.now()
let payload: Payload
let config: Parameters<typeof handleEndpoints>[0]['config']
let clients = 0
/** A fresh client address per call unless one is given (the limits are per client). */
const nextClient = () => `198.18.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`

async function api(path: string, body: unknown, { client = nextClient(), headers = {} }: { client?: string; headers?: Record<string, string> } = {}) {
  const request = new Request(`http://localhost:3000/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client, ...headers },
    body: JSON.stringify(body),
  })
  const started = performance.now()
  const response = await handleEndpoints({ config, request })
  const text = await response.text()
  return { status: response.status, text, json: JSON.parse(text || 'null'), ms: performance.now() - started }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const newUser = (name: string, extra: Record<string, unknown> = {}) =>
  payload.create({
    collection: 'users',
    data: { email: `${name}-${stamp}@example.com`, password: PASSWORD, role: 'editor', ...extra },
    context: { enrolSecondFactor: true },
  })
const resetJobs = async () =>
  (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: 'sendPasswordResetMail' } }, limit: 0, overrideAccess: true })).docs

beforeAll(async () => {
  await smtp.startForSite()
  process.env.JOBS_AUTORUN = 'false' // this file runs the queue itself
  payload = await getTestPayload()
  config = (await import('@payload-config')).default
})
afterAll(async () => {
  for (const job of await resetJobs()) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
  await payload.delete({ collection: 'users', where: { email: { like: `-${stamp}@example.com` } } })
  await payload?.destroy()
  await smtp.stop()
  for (const name of ['SMTP_HOST', 'SMTP_PORT', 'SMTP_FROM', 'JOBS_AUTORUN']) delete process.env[name]
})

describe('login: counted before the password is checked', () => {
  it('14 parallel wrong passwords for one address: 10 are evaluated, 4 get 429', async () => {
    const user = await newUser('ansturm')
    const client = '203.0.113.41'
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) => api('/users/login', { email: user.email, password: `falsch-${i}-aber-lang` }, { client })),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(4).fill(429)])
    expect(answers.find((answer) => answer.status === 429)!.json.errors[0].message).toBe(
      'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.',
    )
    // that client now waits even with the right password; the owner elsewhere logs in
    expect((await api('/users/login', { email: user.email, password: PASSWORD }, { client })).status).toBe(429)
    expect((await api('/users/login', { email: user.email, password: PASSWORD })).status).toBe(200)
  })

  it('successful logins give their try back: a staff member logging in often is never throttled', async () => {
    const user = await newUser('stammgast')
    const client = '203.0.113.42'
    for (let i = 0; i < 12; i++) expect((await api('/users/login', { email: user.email, password: PASSWORD }, { client })).status).toBe(200)
  })
})

describe('login with REDIS_URL (several instances)', () => {
  it('counts the parallel tries in Redis: 10 are evaluated, 4 get 429', async () => {
    const server = await startTestRedis()
    const raw = createClient({ url: server.url })
    const state = globalThis as { __redis?: ReturnType<typeof createClient> }
    try {
      await raw.connect()
      process.env.REDIS_URL = server.url
      const { redis } = await import('@/features/shared/redis')
      const client = redis()!
      for (let i = 0; i < 100 && !client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 20))
      expect(client.isReady).toBe(true)

      const user = await newUser('ansturm-redis')
      const answers = await Promise.all(
        Array.from({ length: 14 }, (_, i) => api('/users/login', { email: user.email, password: `falsch-${i}-aber-lang` }, { client: '203.0.113.51' })),
      )
      expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(401), ...Array(4).fill(429)])
      expect(Number(await raw.get(`rl:login:account:attempts:203.0.113.51|${user.email}`))).toBe(14) // counted there, not in this process
    } finally {
      delete process.env.REDIS_URL
      state.__redis?.destroy()
      delete state.__redis
      raw.destroy()
      await server.stop()
    }
  })
})

describe('second factor: counted before the code is checked', () => {
  it('9 parallel wrong codes for one session: 5 are evaluated, 4 get 429', async () => {
    const user = await newUser('codeflut', { totpEnabled: true, totpSecret: 'KRUGS4ZAONSWG4TFOQQGM33SEB2GK43U' })
    const client = '203.0.113.43'
    const { json } = await api('/users/login', { email: user.email, password: PASSWORD }, { client })
    const headers = { authorization: `JWT ${json.token}` }
    const answers = await Promise.all(Array.from({ length: 9 }, () => api('/users/totp/verify', { code: '000000' }, { client, headers })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(5).fill(400), ...Array(4).fill(429)])
  })
})

describe('answers and their time do not tell whether an account exists', () => {
  it('login: a wrong password for a known address and any password for an unknown one cost the same', async () => {
    const user = await newUser('bekannt')
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 7; i++) {
      const a = await api('/users/login', { email: user.email, password: `falsch-${i}-aber-lang` })
      const b = await api('/users/login', { email: `unbekannt-${i}-${stamp}@example.com`, password: `falsch-${i}-aber-lang` })
      expect([a.status, b.status]).toEqual([401, 401])
      expect(b.text).toBe(a.text)
      known.push(a.ms)
      unknown.push(b.ms)
    }
    // medians over several tries, with a bound loose enough for a busy machine (was about 1:10)
    expect(median(unknown)).toBeGreaterThanOrEqual(0.5 * median(known))
    expect(median(known)).toBeGreaterThanOrEqual(0.5 * median(unknown))
  })

  it('forgot-password: the same answer, and it never waits for the mail server', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, (_, i) => newUser(`vergesslich${i}`)))
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < users.length; i++) {
      const a = await api('/users/forgot-password', { email: users[i].email })
      const b = await api('/users/forgot-password', { email: `niemand-${i}-${stamp}@example.com` })
      expect([a.status, b.status]).toEqual([200, 200])
      expect(b.text).toBe(a.text)
      known.push(a.ms)
      unknown.push(b.ms)
    }
    // the mail server takes 1.5 s per mail: an answer that waited for it is far beyond this bound
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(MAIL_SERVER_DELAY_MS / 3)
  })
})

describe('password reset: limited per client and account, never blocked for the owner', () => {
  it('one client gets 3 per account an hour; another client still gets its reset for that account', async () => {
    const user = await newUser('ziel')
    const stranger = '203.0.113.44'
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await api('/users/forgot-password', { email: user.email }, { client: stranger })).status)
    expect(statuses).toEqual([200, 200, 200, 429])
    // the same stranger may still ask for its own account
    expect((await api('/users/forgot-password', { email: `eigenes-${stamp}@example.com` }, { client: stranger })).status).toBe(200)
    expect((await api('/users/forgot-password', { email: user.email }, { client: '198.51.100.44' })).status).toBe(200)
  })

  it('takes the admin form’s multipart body (its `_payload` field) as well as JSON', async () => {
    const user = await newUser('formular')
    const form = new FormData()
    form.set('_payload', JSON.stringify({ email: user.email }))
    const request = new Request('http://localhost:3000/api/users/forgot-password', { method: 'POST', headers: { 'x-forwarded-for': nextClient() }, body: form })
    const response = await handleEndpoints({ config, request })
    expect(response.status).toBe(200)
    expect((await resetJobs()).filter((job) => (job.input as { email?: string }).email === user.email)).toHaveLength(1)
  })

  it('a flood from many clients neither blocks the owner nor buries the inbox: the owner’s mail is delayed, not dropped', async () => {
    const user = await newUser('postfach')
    const owner = '198.51.100.45'
    for (let i = 0; i < RESET_MAILS_PER_HOUR; i++)
      expect((await api('/users/forgot-password', { email: user.email }, { client: `203.0.113.${100 + i}` })).status).toBe(200)
    const answer = await api('/users/forgot-password', { email: user.email }, { client: owner })
    expect(answer.status).toBe(200)
    // a further flood joins the waiting mail instead of queueing more
    for (let i = 0; i < 3; i++) expect((await api('/users/forgot-password', { email: user.email }, { client: `203.0.113.${120 + i}` })).status).toBe(200)

    const jobs = (await resetJobs()).filter((job) => (job.input as { email?: string }).email === user.email)
    expect(jobs).toHaveLength(RESET_MAILS_PER_HOUR + 1)
    const waiting = jobs.filter((job) => job.waitUntil && new Date(job.waitUntil).getTime() > Date.now())
    expect(waiting).toHaveLength(1)
    const delayed = waiting[0]

    // the queue as its runner calls it (runByID would ignore the wait)
    const runQueue = () => payload.jobs.run({ where: { id: { equals: delayed.id } }, silent: true })
    await runQueue() // not yet due: nothing is sent
    expect(smtp.mails.filter((mail) => mail.to.includes(user.email))).toHaveLength(0)
    // an hour later (moved here instead of waiting) the queue sends it with a working link
    await payload.update({ collection: 'payload-jobs', id: delayed.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })
    await runQueue()
    const mails = smtp.mails.filter((mail) => mail.to.includes(user.email))
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('Passwort')
    const token = /\/admin\/reset\/([0-9a-f]+)/.exec(mails[0].text)?.[1]
    expect(token).toBeTruthy()
    await payload.resetPassword({ collection: 'users', data: { token: token!, password: 'Neues-Passwort-2026' }, overrideAccess: true })
    expect((await api('/users/login', { email: user.email, password: 'Neues-Passwort-2026' })).status).toBe(200)
  })
})
