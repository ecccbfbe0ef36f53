import { afterEach, describe, expect, it, vi } from 'vitest'
import CacheHandler, { isFilteredBoardKey, MAX_ENTRIES, TTL_MS } from '../../src/features/cache/handler.mjs'
import { boardRoute } from '@/lib/routing'

/** Next's key for an app page: route-cache owner hash, then `$` and the pathname. */
const key = (pathname: string) => `/route-cache/APP_PAGE/0123abcd/$${pathname}`
const filteredKey = (query: string) => key(boardRoute('/bewerbende', new URLSearchParams(query))!.path)
const page = (html: string) => ({ kind: 'APP_PAGE', html, rscData: undefined, headers: {}, status: 200 })
const ctx = { cacheControl: { revalidate: 300, expire: undefined } }
const handler = () => new CacheHandler({ revalidatedTags: [] })
/** A page of the privacy text, tagged as Next tags it. */
const tagged = (html: string) => ({ ...page(html), headers: { 'x-next-cache-tags': 'page:datenschutz,_N_T_/layout' } })
const pause = () => new Promise((resolve) => setTimeout(resolve, 5))
/** A request finds nothing for `key` and renders it; meanwhile `tag` is revalidated. */
async function renderWhileRevalidating(key: string, tag: string) {
  expect(await handler().get(key, {})).toBeNull()
  await pause()
  await handler().revalidateTag([tag], { expire: 0 })
  await pause()
}

describe('cache handler: filtered boards briefly in memory, everything else as Next does', () => {
  afterEach(async () => {
    vi.useRealTimers()
    await handler().revalidateTag([]) // empties the filtered boards between tests
  })

  it('recognises the boards for a query, not the board without one, jobs or pages', () => {
    expect(isFilteredBoardKey(filteredKey('q=koch'))).toBe(true)
    expect(isFilteredBoardKey(`${filteredKey('ki=koch')}/lokal`)).toBe(true)
    for (const pathname of [boardRoute('/bewerbende', new URLSearchParams())!.path, '/stellenangebote/koch-hamburg-12', '/ueber-uns', '/']) {
      expect(isFilteredBoardKey(key(pathname)), pathname).toBe(false)
    }
    expect(isFilteredBoardKey('a1b2c3d4e5')).toBe(false) // data-cache keys are hashes
  })

  it('keeps a filtered board for a while, across handler instances (Next makes one per request)', async () => {
    vi.useFakeTimers()
    await handler().set(filteredKey('q=koch'), page('<p>Koch</p>'), ctx)
    expect(await handler().get(filteredKey('q=koch'), {})).toMatchObject({ value: page('<p>Koch</p>'), cacheControl: ctx.cacheControl })
    expect(await handler().get(filteredKey('q=kellner'), {})).toBeNull()
    vi.advanceTimersByTime(TTL_MS + 1)
    expect(await handler().get(filteredKey('q=koch'), {})).toBeNull()
  })

  it('drops every filtered board on any revalidation (jobs, pages, settings)', async () => {
    await handler().set(filteredKey('q=koch'), page('<p>Koch</p>'), ctx)
    await handler().revalidateTag(['jobs'], { expire: 0 })
    expect(await handler().get(filteredKey('q=koch'), {})).toBeNull()
  })

  it('does not keep a value whose tags were revalidated while it rendered; the next request renders it again', async () => {
    // looked up, then the page is published while it renders: the old text is not kept
    await renderWhileRevalidating(filteredKey('q=alt'), 'page:datenschutz')
    await handler().set(filteredKey('q=alt'), tagged('<p>alt</p>'), ctx)
    expect(await handler().get(filteredKey('q=alt'), {})).toBeNull()
    // looked up after the revalidation: kept
    await handler().set(filteredKey('q=alt'), tagged('<p>neu</p>'), ctx)
    expect(await handler().get(filteredKey('q=alt'), {})).toMatchObject({ value: tagged('<p>neu</p>') })
    // another tag's revalidation while it renders does not matter
    await renderWhileRevalidating(filteredKey('q=anders'), 'jobs')
    await handler().set(filteredKey('q=anders'), tagged('<p>anders</p>'), ctx)
    expect(await handler().get(filteredKey('q=anders'), {})).not.toBeNull()
  })

  it('counts the first lookup of a render: a request that comes while it renders waits for it and gets the old text too', async () => {
    await renderWhileRevalidating(filteredKey('q=warten'), 'page:datenschutz')
    expect(await handler().get(filteredKey('q=warten'), {})).toBeNull() // joins the render under way
    await handler().set(filteredKey('q=warten'), tagged('<p>alt</p>'), ctx)
    expect(await handler().get(filteredKey('q=warten'), {})).toBeNull()
  })

  it('a copy served before the publication costs the render after it nothing: that render is kept', async () => {
    await handler().set(filteredKey('q=treffer'), tagged('<p>alt</p>'), ctx)
    expect(await handler().get(filteredKey('q=treffer'), {})).not.toBeNull() // served, nothing renders
    await pause()
    await handler().revalidateTag(['page:datenschutz'], { expire: 0 })
    await pause()
    expect(await handler().get(filteredKey('q=treffer'), {})).toBeNull()
    await handler().set(filteredKey('q=treffer'), tagged('<p>neu</p>'), ctx)
    expect(await handler().get(filteredKey('q=treffer'), {})).toMatchObject({ value: tagged('<p>neu</p>') })
  })

  it('holds at most MAX_ENTRIES, forgetting the least recently used first', async () => {
    for (let i = 0; i < MAX_ENTRIES; i++) await handler().set(filteredKey(`q=job${i}`), page(String(i)), ctx)
    await handler().get(filteredKey('q=job0'), {}) // used again: stays
    await handler().set(filteredKey('q=neu'), page('neu'), ctx)
    expect(await handler().get(filteredKey('q=job0'), {})).not.toBeNull()
    expect(await handler().get(filteredKey('q=job1'), {})).toBeNull()
    expect(await handler().get(filteredKey('q=neu'), {})).not.toBeNull()
  })
})
