import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestRedis, type TestRedis } from '../support/redis'

/**
 * Several instances share their limits, the proxy's route-change counter and Next's cache through
 * a real redis-server. An "instance" here is this process's per-process state (the Redis
 * connection, the limiters, the counters on globalThis), swapped in and out: what one instance
 * counted reaches the other only through Redis.
 */
const STATE_KEYS = ['__redis', '__rateLimiters', '__routeChanges', '__sharedRouteChanges'] as const
type State = Partial<Record<(typeof STATE_KEYS)[number], unknown>>
const g = globalThis as unknown as Record<string, unknown>

function instance() {
  const state: State = {}
  return async <T>(fn: () => Promise<T> | T): Promise<T> => {
    const outside: State = {}
    for (const key of STATE_KEYS) {
      outside[key] = g[key]
      g[key] = state[key]
    }
    try {
      const result = await fn()
      await new Promise((resolve) => setTimeout(resolve, 0))
      return result
    } finally {
      for (const key of STATE_KEYS) {
        state[key] = g[key]
        g[key] = outside[key]
      }
    }
  }
}

/** Waits until the instance's Redis connection is up (it connects in the background). */
async function connected(on: ReturnType<typeof instance>) {
  const { redis } = await import('@/features/shared/redis')
  const client = await on(() => redis()!)
  for (let i = 0; i < 100 && !client.isReady; i++) await new Promise((resolve) => setTimeout(resolve, 20))
  expect(client.isReady).toBe(true)
}

let server: TestRedis
let raw: ReturnType<typeof createClient>
const a = instance()
const b = instance()

beforeAll(async () => {
  server = await startTestRedis()
  process.env.REDIS_URL = server.url
  raw = createClient({ url: server.url })
  raw.on('error', () => {}) // one test stops the server under it (and starts it again)
  await raw.connect()
  await connected(a)
  await connected(b)
})

afterAll(async () => {
  for (const on of [a, b]) await on(async () => (g.__redis as { destroy?: () => void } | undefined)?.destroy?.())
  try {
    raw?.destroy()
  } catch {
    // already closed when the server went away
  }
  await server?.stop()
  delete process.env.REDIS_URL
})

describe('shared rate limits (REDIS_URL)', () => {
  it('a visitor who used up the contact limit on one instance is refused on the other', async () => {
    const { rateLimiter } = await import('@/features/shared/rateLimit')
    const contact = () => rateLimiter('contact', { limit: 5, windowMs: 10 * 60_000 })
    for (let i = 0; i < 5; i++) expect((await a(() => contact().hit('203.0.113.5'))).allowed).toBe(true)
    const refused = await b(() => contact().hit('203.0.113.5'))
    expect(refused.allowed).toBe(false)
    expect(refused.retryAfterSeconds).toBeGreaterThan(590)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600)
    expect((await b(() => contact().hit('203.0.113.6'))).allowed).toBe(true) // another visitor
  })

  it('the AI model budget is one budget for all instances', async () => {
    const { rateLimiter } = await import('@/features/shared/rateLimit')
    const budget = () => rateLimiter('ai-search:model', { limit: 3, windowMs: 60_000 })
    const answers = []
    for (const on of [a, b, a, b]) answers.push((await on(() => budget().hit('model'))).allowed)
    expect(answers).toEqual([true, true, true, false])
  })

  it('login tries are counted in Redis before they are checked: of 14 parallel tries 10 go through, on every instance', async () => {
    const { loginAttempts } = await import('@/features/staff-auth/throttle')
    const key = '198.51.100.9|admin@example.com'
    const waits = await a(() => Promise.all(Array.from({ length: 14 }, () => loginAttempts.perAccount.attempt(key))))
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10)
    expect(waits.filter((wait) => wait > 14 * 60)).toHaveLength(4)
    expect(await b(() => loginAttempts.perAccount.attempt(key))).toBeGreaterThan(14 * 60)
    expect(await b(() => loginAttempts.perAccount.attempt('198.51.100.10|admin@example.com'))).toBe(0)
  })

  it('a successful login on one instance gives its try back for all of them', async () => {
    const { loginAttempts } = await import('@/features/staff-auth/throttle')
    const key = '198.51.100.11|redaktion@example.com'
    for (let i = 0; i < 12; i++) {
      const on = i % 2 ? a : b
      expect(await on(() => loginAttempts.perAccount.attempt(key))).toBe(0)
      await on(() => loginAttempts.perAccount.succeeded(key))
    }
  })

  it('the contact mail cap counts for all instances, so over it mails wait', async () => {
    const { rateLimiter } = await import('@/features/shared/rateLimit')
    const cap = () => rateLimiter('contact:mails', { limit: 2, windowMs: 60 * 60_000 })
    const counts = []
    for (const on of [a, b, a]) counts.push((await on(() => cap().hit('all'))).count)
    expect(counts).toEqual([1, 2, 3])
  })
})

describe("the proxy's route-change counter (REDIS_URL)", () => {
  it('moves on every instance when one of them saves a route change', async () => {
    const { countRouteChange, routeChanges } = await import('@/features/cache/routeChanges')
    const now = Date.now()
    const before = await b(() => routeChanges(now))
    await a(() => countRouteChange())
    expect(await b(() => routeChanges(now + 500))).toBe(before) // read at most once a second
    await expect.poll(() => b(() => routeChanges(Date.now() + 1000))).not.toBe(before)
    expect(await raw.get('site:route-changes')).toBe('1')
  })
})

describe("Next's cache handler (REDIS_URL)", () => {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cache-'))
  const page = (tags: string) => ({
    kind: 'APP_PAGE',
    html: '<p>Koch (m/w/d)</p>',
    rscData: Buffer.from('rsc'),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
    segmentData: new Map(),
  })
  afterAll(() => fs.rmSync(distDir, { recursive: true, force: true }))

  it('stores pages in Redis and drops them there when a tag is revalidated', async () => {
    const { default: Handler } = await import('@/features/cache/handler.mjs')
    const handler = new Handler({ serverDistDir: path.join(distDir, 'server'), dev: false })
    const key = '/route-cache/APP_PAGE/0123abcd/$/stellenangebote/koch-hamburg-1'
    // the handler connects in the background: until then it stores nothing (every read misses)
    await expect
      .poll(async () => {
        await handler.set(key, page('jobs,_N_T_/stellenangebote/koch-hamburg-1'), { cacheControl: { revalidate: 300, expire: undefined } })
        return raw.exists(`site:cache:${key}`)
      })
      .toBe(1) // shared, not in this process
    expect(await handler.get(key, { softTags: [] })).toMatchObject({ value: { html: '<p>Koch (m/w/d)</p>' } })

    await handler.revalidateTag('jobs')
    expect(await raw.exists(`site:cache:${key}`)).toBe(0)
    expect(await handler.get(key, { softTags: [] })).toBeNull()
  })

  it('does not keep a page rendered while an instance revalidated one of its tags', async () => {
    const { default: Handler } = await import('@/features/cache/handler.mjs')
    const ctx = { cacheControl: { revalidate: 300, expire: undefined } }
    const handler = () => new Handler({ serverDistDir: path.join(distDir, 'server'), dev: false })
    const stored = (key: string) => raw.exists(`site:cache:${key}`)
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
    /**
     * A request looks `key` up and stores it with `tags`, while `revalidated` is revalidated; a
     * second request comes after the revalidation and waits for that render.
     */
    const renderWhileRevalidating = async (key: string, tags: string, revalidated: string) => {
      expect(await handler().get(key, { softTags: [] })).toBeNull()
      await pause()
      await handler().revalidateTag(revalidated)
      await pause()
      expect(await handler().get(key, { softTags: [] })).toBeNull()
      await handler().set(key, page(tags), ctx)
    }
    const ready = '/route-cache/APP_PAGE/0123abcd/$/bereit'
    await expect.poll(async () => (await handler().set(ready, page('bereit'), ctx), stored(ready))).toBe(1)

    // a visitor's request looks the page up and renders it from the old rows; meanwhile an editor
    // publishes it on another instance
    const privacy = '/route-cache/APP_PAGE/0123abcd/$/datenschutz'
    await renderWhileRevalidating(privacy, 'page:datenschutz,_N_T_/datenschutz', 'page:datenschutz')
    expect(await stored(privacy)).toBe(0)

    // rendered after the revalidation: kept
    expect(await handler().get(privacy, { softTags: [] })).toBeNull()
    await handler().set(privacy, page('page:datenschutz,_N_T_/datenschutz'), ctx)
    expect(await stored(privacy)).toBe(1)

    // another tag's revalidation while it renders does not matter
    const about = '/route-cache/APP_PAGE/0123abcd/$/ueber-uns'
    await renderWhileRevalidating(about, 'page:ueber-uns,_N_T_/ueber-uns', 'page:impressum')
    expect(await stored(about)).toBe(1)
  })

  it('keeps a filtered board one minute at most', async () => {
    const { default: Handler, TTL_MS } = await import('@/features/cache/handler.mjs')
    const handler = new Handler({ serverDistDir: path.join(distDir, 'server'), dev: false })
    const key = '/route-cache/APP_PAGE/0123abcd/$/stellenboard/stellenangebote/ort-hamburg'
    await handler.set(key, page('jobs'), { cacheControl: { revalidate: 300, expire: undefined } })
    const ttl = await raw.ttl(`site:cache:${key}`)
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(TTL_MS / 1000)
  })
})

describe('while Redis is unreachable', () => {
  it('each instance still counts its limits itself and nothing waits for Redis', async () => {
    await server.stop()
    try {
      const { rateLimiter } = await import('@/features/shared/rateLimit')
      const { routeChanges } = await import('@/features/cache/routeChanges')
      const started = Date.now()
      const limited = () => rateLimiter('contact:redis-down', { limit: 2, windowMs: 60_000 })
      const answers = []
      for (let i = 0; i < 3; i++) answers.push((await a(() => limited().hit('203.0.113.7'))).allowed)
      expect(answers).toEqual([true, true, false])
      expect(await a(() => routeChanges(Date.now() + 5000))).toMatch(/^\d+\//)
      expect(Date.now() - started).toBeLessThan(2000)
    } finally {
      // Redis back on its port for whichever test runs next (a shuffled run may put this one first)
      server = await startTestRedis(server.port)
      await connected(a)
      await connected(b)
    }
  })
})
