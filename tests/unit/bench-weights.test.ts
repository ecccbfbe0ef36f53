import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from '../../bench/weights.mjs'

describe('bench/weights: the scripts a page makes a modern browser load', () => {
  it('counts script tags and script preloads once each, and leaves out the noModule polyfills', () => {
    const html = [
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>',
      '<link rel="stylesheet" href="/_next/static/chunks/site.css"/>',
      '<link rel="preload" as="image" href="/hero.png"/>',
      '<script src="/_next/static/chunks/runtime.js" async=""></script>',
      '<script src="/_next/static/chunks/page.js?v=1&amp;x=2" async=""></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script>self.__next_f.push([1,"x"])</script>',
    ].join('')
    expect(firstLoadScripts(html)).toEqual({
      modern: ['/_next/static/chunks/runtime.js', '/_next/static/chunks/page.js?v=1&x=2'],
      legacy: ['/_next/static/chunks/polyfills.js'],
    })
  })
})
