import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGE, PRIVATE_PAGE } from '@/lib/cache-control/index.mjs'
import { isKeepable, MEMORY_FRESH_MS, memoryKey, PageMemory, REFRESH_TIMEOUT_MS } from '@/lib/page-memory/index.mjs'

const page = (text = 'Seite', headers: Record<string, unknown> = {}) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_PAGE, etag: '"abc"', date: 'Mon', ...headers },
  body: Buffer.from(text),
})

function clock() {
  let now = 1_000_000
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

/** A memory with one copy of `/` that has just gone stale: the next request refreshes it. */
function staleCopy() {
  const time = clock()
  const memory = new PageMemory({ now: time.now })
  memory.refresh('/')(page())
  time.advance(MEMORY_FRESH_MS)
  return { time, memory }
}

describe("the production server's copy of public pages", () => {
  it('keeps a public page a second, then asks Next once while the others get the copy', () => {
    const time = clock()
    const memory = new PageMemory({ now: time.now })
    expect(memory.answer('/')).toBeNull()
    memory.refresh('/')(page('eins'))
    expect(memory.answer('/')?.body.toString()).toBe('eins')
    expect(memory.answer('/')?.headers.date).toBeUndefined() // Node writes its own

    time.advance(MEMORY_FRESH_MS)
    expect(memory.answer('/')).toBeNull() // this request goes to Next ...
    const keep = memory.refresh('/')
    expect(memory.answer('/')?.body.toString()).toBe('eins') // ... the others are answered meanwhile
    keep(page('zwei'))
    expect(memory.answer('/')?.body.toString()).toBe('zwei')
  })

  it('does not wait forever on a refresh that never ends', () => {
    const { time, memory } = staleCopy()
    memory.refresh('/')
    time.advance(REFRESH_TIMEOUT_MS)
    expect(memory.answer('/')).toBeNull()
  })

  it('forgets every copy when content changes, and keeps nothing rendered before the change', () => {
    const memory = new PageMemory()
    memory.refresh('/a')(page('alt'))
    const before = memory.refresh('/b')
    memory.forget()
    expect(memory.answer('/a')).toBeNull()
    before(page('alt'))
    expect(memory.answer('/b')).toBeNull()
    memory.refresh('/b')(page('neu'))
    expect(memory.answer('/b')?.body.toString()).toBe('neu')
  })

  it('drops the old copy when the new answer may not be kept', () => {
    const { memory } = staleCopy()
    memory.refresh('/')({ ...page(), status: 500 })
    expect(memory.answer('/')).toBeNull()
  })

  it('stays within its limits, dropping the oldest copies', () => {
    const memory = new PageMemory({ maxEntries: 2, maxBytes: 10 })
    memory.refresh('/a')(page('12345'))
    memory.refresh('/b')(page('12345'))
    memory.refresh('/c')(page('1'))
    expect(memory.answer('/a')).toBeNull()
    expect(memory.answer('/b')).not.toBeNull()
    expect(memory.bytes).toBe(6)
  })

  it('keeps only public HTML pages and the 404 page, never one that sets a cookie', () => {
    const { headers } = page()
    expect(isKeepable(200, headers)).toBe(true)
    expect(isKeepable(404, headers)).toBe(true)
    expect(isKeepable(500, headers)).toBe(false)
    expect(isKeepable(308, headers)).toBe(false)
    expect(isKeepable(200, { ...headers, 'cache-control': PRIVATE_PAGE })).toBe(false)
    expect(isKeepable(200, { ...headers, 'set-cookie': ['a=b'] })).toBe(false)
    expect(isKeepable(200, { ...headers, 'content-type': 'application/json' })).toBe(false)
  })

  it('lets editors, previews, the admin, the APIs and client-side navigation reach Next', () => {
    const get = (url: string, headers: Record<string, string> = {}) => memoryKey({ method: 'GET', url, headers })
    expect(get('/bewerbende?q=koch')).toBe('/bewerbende?q=koch')
    expect(memoryKey({ method: 'HEAD', url: '/', headers: {} })).toBe('/')
    expect(get('/', { cookie: 'consent=1' })).toBe('/')
    expect(memoryKey({ method: 'POST', url: '/', headers: {} })).toBeNull()
    expect(get('/admin')).toBeNull()
    expect(get('/api/jobs')).toBeNull()
    expect(get('/_next/static/chunks/a.js')).toBeNull()
    expect(get('/', { cookie: 'payload-token=x' })).toBeNull()
    expect(get('/', { cookie: '__prerender_bypass=x' })).toBeNull()
    expect(get('/', { authorization: 'Bearer x' })).toBeNull()
    expect(get('/', { rsc: '1' })).toBeNull()
    expect(get('/', { 'next-router-prefetch': '1' })).toBeNull()
  })
})
