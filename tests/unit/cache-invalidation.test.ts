import { afterEach, describe, expect, it } from 'vitest'
import { CONTENT_CHANGED, subscribe } from '@/features/cache/events.mjs'
import { safeRevalidatePath, safeRevalidateTag } from '@/features/cache/revalidate'
import { CACHE_TAGS } from '@/features/cache/tags'
import { PUBLIC_PAGE } from '@/lib/cache-control/index.mjs'
import { PageMemory } from '@/lib/page-memory/index.mjs'

const page = (text: string) => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': PUBLIC_PAGE }, body: Buffer.from(text) })

/**
 * The production server's page copies are forgotten through the process event that the one
 * invalidation module announces (the server subscribes as here, scripts/server.mjs), with no
 * shared global between the bundled app and the server script.
 */
describe('a revalidation of the site content', () => {
  const stops: (() => void)[] = []
  afterEach(() => stops.splice(0).forEach((stop) => stop()))

  function serverMemory() {
    const memory = new PageMemory()
    stops.push(subscribe(CONTENT_CHANGED, () => memory.forget()))
    memory.refresh('/stellenangebote')(page('Koch (m/w/d)'))
    expect(memory.answer('/stellenangebote')?.body.toString()).toBe('Koch (m/w/d)')
    return memory
  }

  it('makes the production server forget its page copies (tag)', () => {
    const memory = serverMemory()
    safeRevalidateTag(CACHE_TAGS.jobs)
    expect(memory.answer('/stellenangebote')).toBeNull()
  })

  it('makes the production server forget its page copies (path)', () => {
    const memory = serverMemory()
    safeRevalidatePath('/', 'layout')
    expect(memory.answer('/stellenangebote')).toBeNull()
  })
})
